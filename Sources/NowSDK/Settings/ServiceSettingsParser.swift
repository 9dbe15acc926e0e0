import Foundation

/// Strict parsing of `{"enabled": true, "sdk": {"web": {"enabled": true, "allowGuestAccess": false}}}`, bare (as the
/// vendor's guide shows the Mobile SDK API's answer) or in the `{"result": ...}` envelope of scripted REST APIs.
enum ServiceSettingsParser {
    private struct Envelope: Decodable {
        let result: Result
    }

    private struct Result: Decodable {
        let enabled: Bool
        let sdk: SDK?
    }

    private struct SDK: Decodable {
        let web: Web?
    }

    private struct Web: Decodable {
        let enabled: Bool
        let allowGuestAccess: Bool?
    }

    /// The settings, or `nil` when `body` does not have the expected shape; a missing `sdk.web` means the web
    /// service is not enabled.
    static func settings(from body: Data) -> NowServiceSettings? {
        let decoder = JSONDecoder()
        guard
            let result = (try? decoder.decode(Envelope.self, from: body).result)
                ?? (try? decoder.decode(Result.self, from: body))
        else { return nil }
        return NowServiceSettings(
            enabled: result.enabled,
            webEnabled: result.sdk?.web?.enabled ?? false,
            allowGuestAccess: result.sdk?.web?.allowGuestAccess ?? false
        )
    }
}
