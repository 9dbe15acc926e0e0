import Foundation
import NowInternal

// The entry points of the ServiceNow SDK: configuration, the token core, logout. They are module-level
// functions, so that `NowSDK.configure(with:)` reads as the vendor writes it and `NowSDK.NowServiceError`
// still names a type of this module (no type may shadow the module's name).
//
// ```swift
// try NowSDK.configure(with: NowSDKConfiguration(authorizationProvider: provider, permissionDelegate: nil,
//                                                logLevel: .error))
// let token = try await NowSDK.core()?.requestAccessToken(for: service)
// ```

/// The process-wide state behind the module-level entry points.
private struct SDKState {
    var core: NowCoreService?
    /// Cores that `configure(with:)` replaced since the last logout: their services may still hold web data.
    /// Held, not merely named: the identity of a class core is its object's, which a freed core would leave to
    /// the next object made at its address.
    var replacedCores: [NowCoreService] = []
    var logoutObservers: [@Sendable (LogoutRequest) async -> Void] = []
    /// The last logout started (each waits for the one before it); token requests and new services wait for it.
    var logout: Task<Void, Never>?
}

// The vendor's API is static, so one process-wide core is inherent to it; everything else takes a core.
private let sdkState = Locked(SDKState())

// swift-check: given provider: any NowSDKAuthorizationProviding
/// Makes the SDK core for `configuration`, replacing any previous one.
///
/// ```swift
/// try NowSDK.configure(with: NowSDKConfiguration(authorizationProvider: provider))
/// ```
///
/// - Parameter configuration: The configuration.
/// - Throws: ``NowSDKError`` when the configuration is invalid.
public func configure(with configuration: NowSDKConfiguration) throws {
    let core = try NowCoreService(configuration: configuration)
    sdkState.withLock { state in
        if let previous = state.core { state.replacedCores.append(previous) }
        state.core = core
    }
}

/// The configured core, or `nil` before `configure(with:)`.
///
/// - Returns: The core.
public func core() -> (any NowCoreServiceProviding)? { sdkState.withLock { $0.core } }

/// A service configuration for `instanceUrl` with the configured app bundle id.
///
/// - Parameter instanceUrl: The instance.
/// - Returns: The configuration, or `nil` when the SDK is not configured or the URL is not an http(s) URL
///   with a host.
public func makeServiceConfiguration(for instanceUrl: URL) -> NowServiceConfiguration? {
    guard let core = sdkState.withLock({ $0.core }) else { return nil }
    let configuration = NowServiceConfiguration(
        instanceUrl: instanceUrl, appBundleId: core.configuration.appBundleId)
    return configuration.isValid ? configuration : nil
}

/// Forgets every user's tokens and cached settings and tells the services to wipe their web data; returns
/// at once and finishes in the background. Use `await NowSDK.logout()` to wait for it.
///
/// Nothing made or started after this call can see the old user: from the moment it returns, every token
/// request of a core (`requestAccessToken`, `requestSettings`), every `NowWeb.makeWebService` and so every new
/// controller's first load waits until the logout has forgotten the tokens and wiped the web data, and then gets
/// the next user's. A `configure(with:)` right after it does not change what it logs out: the cores are taken
/// when it is called.
public func logout() {
    _ = startLogout()
}

/// Revokes and forgets every user's tokens, forgets cached settings, and waits until every service of the
/// configured core, and of every core a later `configure(with:)` replaced (whose tokens are revoked and
/// forgotten too), ended and wiped its web data
/// (each engine's wipe within its data store's deadline). Services made on cores of their own (multi-user
/// apps, tests) keep theirs: their core's `logout(instanceUrl:)` wipes them. Token requests and new services
/// started meanwhile, from any task, wait until it is done.
public func logout() async {
    await startLogout().value
}

/// Takes the cores to log out now and starts their logout after the logouts started before it; token requests
/// and new services wait for it (``logoutsFinished()``).
private func startLogout() -> Task<Void, Never> {
    sdkState.withLock { state in
        let (core, replaced, previous) = (state.core, state.replacedCores, state.logout)
        state.replacedCores = []
        // Counted now: a token request of these cores that began before this call is refused when its wait ends.
        core?.announceLogout()
        for replacedCore in replaced { replacedCore.announceLogout() }
        let logout = Task {
            await previous?.value
            if let core { await core.logout(instanceUrl: nil, announced: true) }
            for replacedCore in replaced { await replacedCore.logout(instanceUrl: nil, announced: true) }
        }
        state.logout = logout
        return logout
    }
}

/// Returns once every `logout()` called so far has finished (at once when none runs): what a token request or a
/// new service waits for, so that it never gets the user logged out.
package func logoutsFinished() async {
    await sdkState.withLock { $0.logout }?.value
}

/// What a logout covers, as its observers (the web layer) need to know it.
package struct LogoutRequest: Sendable {
    /// The core logged out of; `nil` for every core.
    package var core: NowCoreIdentity?
    /// The instance; `nil` for every instance.
    package var instanceUrl: URL?
    /// The account of `core`, whose stores on ``storeList`` the logout covers; `nil` when the core does not say.
    package var account: String?
    /// The list of `core`'s stores that outlive the process (``NowSDKConfiguration/webDataStoreList``); the
    /// logout marked the entries it covers as owed before it notified anyone.
    package var storeList: WebDataStoreList?

    /// A request for `core`'s services on `instanceUrl`, with no list of stores.
    package init(
        core: NowCoreIdentity?, instanceUrl: URL?, account: String? = nil, storeList: WebDataStoreList? = nil
    ) {
        self.core = core
        self.instanceUrl = instanceUrl
        self.account = account
        self.storeList = storeList
    }
}

/// Runs the logout observers for the services of `core` (`nil`: every core) on `instanceUrl` (`nil`:
/// every instance). Every core's logout calls it.
package func notifyLogoutObservers(core: NowCoreIdentity?, instanceUrl: URL?) async {
    await notifyLogoutObservers(LogoutRequest(core: core, instanceUrl: instanceUrl))
}

/// Runs the logout observers for `request`.
package func notifyLogoutObservers(_ request: LogoutRequest) async {
    let observers = sdkState.withLock { $0.logoutObservers }
    for observer in observers { await observer(request) }
}

/// Registers `observer` to run on every logout with the identity of the core logged out of
/// and the instance, each `nil` for all.
///
/// - Parameter observer: What to do on logout.
package func addLogoutObserver(_ observer: @escaping @Sendable (NowCoreIdentity?, URL?) async -> Void) {
    addLogoutObserver { (request: LogoutRequest) in await observer(request.core, request.instanceUrl) }
}

/// Registers `observer` to run on every logout with what it covers.
///
/// - Parameter observer: What to do on logout (the web layer ends and wipes its data stores).
package func addLogoutObserver(_ observer: @escaping @Sendable (LogoutRequest) async -> Void) {
    sdkState.withLock { $0.logoutObservers.append(observer) }
}

/// The version of this package, as `CHANGELOG.md` numbers it: the newest versioned section there.
///
/// ```swift
/// print("NowWeb for Swift \(NowSDK.packageVersion)")
/// ```
public let packageVersion = "0.1.0"
