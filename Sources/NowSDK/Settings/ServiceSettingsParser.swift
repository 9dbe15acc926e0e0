import Foundation

/// Strict parsing of `{"result": {"enabled": true, "sdk": {"web": {"enabled": true, "allowGuestAccess": false}}}}`.
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
        guard let result = try? JSONDecoder().decode(Envelope.self, from: body).result else { return nil }
        return NowServiceSettings(
            enabled: result.enabled,
            webEnabled: result.sdk?.web?.enabled ?? false,
            allowGuestAccess: result.sdk?.web?.allowGuestAccess ?? false
        )
    }
}
