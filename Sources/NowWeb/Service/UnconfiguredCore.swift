import Foundation
import NowSDK

/// The core of a service made before `NowSDK.configure(with:)` without a core of its own: every request
/// fails with `NowServiceError.sdkNotConfigured`, so no page is bridged and the controller reports it
/// (``NowWebError/sdkNotConfigured``). Package-visible so that tests can stand for an unconfigured SDK without
/// touching the process's one configuration.
package final class UnconfiguredCore: NowCoreServiceProviding {
    /// Makes the core.
    package init() {}

    package func requestAccessToken(for service: any NowService) async throws -> AccessToken {
        throw NowServiceError.sdkNotConfigured
    }

    package func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws
        -> AccessToken
    {
        throw NowServiceError.sdkNotConfigured
    }

    package func isGuestUser(for service: any NowService) async -> Bool { false }

    package func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        throw NowServiceError.sdkNotConfigured
    }
}
