import Foundation
import NowSDK

/// The core of a service made before `NowSDK.configure(with:)` without a core of its own: every request
/// fails with `NowServiceError.sdkNotConfigured`, so no page is bridged and the controller reports it.
final class UnconfiguredCore: NowCoreServiceProviding {
    func requestAccessToken(for service: any NowService) async throws -> AccessToken {
        throw NowServiceError.sdkNotConfigured
    }

    func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws -> AccessToken {
        throw NowServiceError.sdkNotConfigured
    }

    func isGuestUser(for service: any NowService) async -> Bool { false }

    func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        throw NowServiceError.sdkNotConfigured
    }
}
