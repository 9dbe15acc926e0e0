import Foundation
import NowInternal

/// The entry point of the ServiceNow SDK: configuration, the token core, logout.
///
/// ```swift
/// try NowSDK.configure(with: NowSDKConfiguration(authorizationProvider: provider, permissionDelegate: nil,
///                                                logLevel: .error))
/// let token = try await NowSDK.core()?.requestAccessToken(for: service)
/// ```
public enum NowSDK {
    private struct State {
        var core: NowCoreService?
        var logoutObservers: [@Sendable (ObjectIdentifier?, URL?) async -> Void] = []
    }

    // The vendor's API is static, so one process-wide core is inherent to it; everything else takes a core.
    private static let state = Locked(State())

    /// Makes the SDK core for `configuration`, replacing any previous one.
    ///
    /// - Parameter configuration: The configuration.
    /// - Throws: ``NowSDKError`` when the configuration is invalid.
    public static func configure(with configuration: NowSDKConfiguration) throws {
        let core = try NowCoreService(configuration: configuration)
        state.withLock { $0.core = core }
    }

    /// The configured core, or `nil` before `configure(with:)`.
    ///
    /// - Returns: The core.
    public static func core() -> (any NowCoreServiceProviding)? { state.withLock { $0.core } }

    /// A service configuration for `instanceUrl` with the configured app bundle id.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: The configuration, or `nil` when the SDK is not configured or the URL is not an http(s) URL
    ///   with a host.
    public static func makeServiceConfiguration(for instanceUrl: URL) -> NowServiceConfiguration? {
        guard let core = state.withLock({ $0.core }) else { return nil }
        let configuration = NowServiceConfiguration(
            instanceUrl: instanceUrl, appBundleId: core.configuration.appBundleId)
        return configuration.isValid ? configuration : nil
    }

    /// Forgets every user's tokens and cached settings and tells the services to wipe their web data; returns
    /// at once and finishes in the background. Use `await NowSDK.logout()` to wait for it.
    public static func logout() {
        Task { await logout() }
    }

    /// Revokes and forgets every user's tokens, forgets cached settings, and waits until every service ended
    /// and wiped its web data (each engine's wipe within its data store's deadline).
    public static func logout() async {
        if let core = state.withLock({ $0.core }) { await core.logout(instanceUrl: nil) }
        // Services made with a core that a later `configure(with:)` replaced hold web data too.
        await notifyLogoutObservers(core: nil, instanceUrl: nil)
    }

    /// Runs the logout observers for the services of `core` (`nil`: every core) on `instanceUrl` (`nil`:
    /// every instance). Every core's logout calls it.
    package static func notifyLogoutObservers(core: ObjectIdentifier?, instanceUrl: URL?) async {
        let observers = state.withLock { $0.logoutObservers }
        for observer in observers { await observer(core, instanceUrl) }
    }

    /// Registers `observer` to run on every logout with the core logged out of (the identity of its object)
    /// and the instance, each `nil` for all.
    ///
    /// - Parameter observer: What to do on logout (the web layer wipes its data stores).
    package static func addLogoutObserver(_ observer: @escaping @Sendable (ObjectIdentifier?, URL?) async -> Void) {
        state.withLock { $0.logoutObservers.append(observer) }
    }
}
