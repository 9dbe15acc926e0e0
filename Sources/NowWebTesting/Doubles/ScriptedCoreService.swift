import Foundation
import NowInternal
import NowSDK

// swift-check: given first: AccessToken; second: AccessToken; configuration: NowServiceConfiguration
/// A core service that answers from a script, with counters: tests of an app's own code (and of the web
/// layer) get tokens, refusals, guest access and settings without a socket or a token endpoint.
///
/// It behaves like the SDK's core where the web layer relies on it: the first token request and every
/// refresh take the next scripted outcome; a report of a token that is no longer current gets the current
/// one without a new outcome; a guest gets `NowAuthorizationError/guestUser`.
///
/// ```swift
/// let core = ScriptedCoreService(outcomes: [.success(first), .success(second)])
/// let service = try await NowWeb.makeWebService(configuration: configuration, core: core)
/// // ... the page expires, the controller recovers ...
/// #expect(core.rejectedTokens == [first])
/// ```
///
/// `Sendable`: the script and counters sit behind a lock.
public final class ScriptedCoreService: NowCoreServiceProviding, Sendable {
    private struct State {
        var outcomes: [Result<AccessToken, NowAuthorizationError>]
        var current: AccessToken?
        var settings: Result<NowServiceSettings, NowServiceError>
        var isGuest: Bool
        var tokenRequests = 0
        var rejectedTokens: [AccessToken?] = []
        var settingsRequests = 0
        var holdsTokenRequests = false
        var grantedPermissions: Set<DevicePermission> = []
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Locked<State>
    private let now: @Sendable () -> Date

    /// Settings that enable the SDK and the web service, without guest access.
    public static let enabledSettings = NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false)

    /// Makes a core that answers with `outcomes`, in order.
    ///
    /// - Parameters:
    ///   - outcomes: The answers of the first token request and of each refresh, in order; when they run out,
    ///     an exchange fails with `signInRequired(.providerReturnedNothing)`.
    ///   - settings: What ``requestSettings(for:)`` answers; ``enabledSettings`` by default.
    ///   - isGuest: Whether the user is a guest: token requests fail with `guestUser`. `false` by default.
    ///   - clock: The clock whose wall date a current token's `expiresAt` is read against: an expired current
    ///     token is replaced by the next outcome, as the SDK core does. `NowClock.system` by default.
    public init(
        outcomes: [Result<AccessToken, NowAuthorizationError>] = [],
        settings: Result<NowServiceSettings, NowServiceError> = .success(ScriptedCoreService.enabledSettings),
        isGuest: Bool = false, clock: NowClock = .system
    ) {
        state = Locked(State(outcomes: outcomes, settings: settings, isGuest: isGuest))
        now = clock.now
    }

    /// Adds `outcome` to the end of the script.
    ///
    /// - Parameter outcome: A token, or the error an exchange ends with.
    public func enqueue(_ outcome: Result<AccessToken, NowAuthorizationError>) {
        state.withLock { $0.outcomes.append(outcome) }
    }

    /// The capabilities ``canRequestPermission(_:)`` allows; none by default, as the SDK core without a
    /// `DevicePermissionDelegate`.
    public var grantedPermissions: Set<DevicePermission> {
        get { state.withLock { $0.grantedPermissions } }
        set { state.withLock { $0.grantedPermissions = newValue } }
    }

    /// Whether the app allows `permission`: whether it is among ``grantedPermissions``.
    ///
    /// - Parameter permission: The capability a page asks for.
    @MainActor public func canRequestPermission(_ permission: DevicePermission) -> Bool {
        grantedPermissions.contains(permission)
    }

    /// The token handed out last, if any.
    public var currentToken: AccessToken? { state.withLock { $0.current } }
    /// How many times ``requestAccessToken(for:)`` was called.
    public var tokenRequests: Int { state.withLock { $0.tokenRequests } }
    /// The token of each ``accessTokenDidFail(for:rejected:)`` call, in order (`nil` when none was given).
    public var rejectedTokens: [AccessToken?] { state.withLock { $0.rejectedTokens } }
    /// How many times ``requestSettings(for:)`` was called.
    public var settingsRequests: Int { state.withLock { $0.settingsRequests } }

    /// What ``requestSettings(for:)`` answers from now on.
    public var settings: Result<NowServiceSettings, NowServiceError> {
        get { state.withLock { $0.settings } }
        set { state.withLock { $0.settings = newValue } }
    }

    /// Whether the user is a guest from now on.
    public var isGuest: Bool {
        get { state.withLock { $0.isGuest } }
        set { state.withLock { $0.isGuest = newValue } }
    }

    /// Whether token requests and refreshes wait, from now on, until ``releaseHeldTokenRequests()`` before they
    /// answer from the script: a token that does not come, as on a network that hangs. A waiting request
    /// ignores cancellation, as an exchange under way in a real core does. `false` by default.
    public var holdsTokenRequests: Bool {
        get { state.withLock { $0.holdsTokenRequests } }
        set { state.withLock { $0.holdsTokenRequests = newValue } }
    }

    /// How many token requests and refreshes wait for ``releaseHeldTokenRequests()``.
    public var heldTokenRequests: Int { state.withLock { $0.held.count } }

    /// Stops holding token requests and lets the waiting ones answer from the script, in the order they came.
    public func releaseHeldTokenRequests() {
        let held = state.withLock { state in
            state.holdsTokenRequests = false
            defer { state.held = [] }
            return state.held
        }
        for request in held { request.resume() }
    }

    /// Waits while ``holdsTokenRequests`` is set.
    private func waitWhileHeld() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let goOn = state.withLock { state in
                guard state.holdsTokenRequests else { return true }
                state.held.append(continuation)
                return false
            }
            if goOn { continuation.resume() }
        }
    }

    /// The current token while it has not expired, else the next scripted outcome.
    public func requestAccessToken(for service: any NowService) async throws -> AccessToken {
        state.withLock { $0.tokenRequests += 1 }
        await waitWhileHeld()
        let date = now()
        return try state.withLock { state in
            if state.isGuest { throw NowAuthorizationError.guestUser }
            if let current = state.current, current.isValid(at: date, skew: 0) { return current }
            return try Self.exchange(&state)
        }
    }

    /// The current token when `token` is no longer current, the next scripted outcome otherwise.
    public func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws
        -> AccessToken
    {
        state.withLock { $0.rejectedTokens.append(token) }
        await waitWhileHeld()
        return try state.withLock { state in
            if state.isGuest { throw NowAuthorizationError.guestUser }
            if let token, let current = state.current, current != token { return current }
            return try Self.exchange(&state)
        }
    }

    /// ``isGuest``.
    public func isGuestUser(for service: any NowService) async -> Bool { isGuest }

    /// ``settings``.
    public func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        try state.withLock { state in
            state.settingsRequests += 1
            return try state.settings.get()
        }
    }

    /// Wipes the web data of this core's services on `instanceUrl` (`nil`: every instance) and forgets the
    /// current token, as the SDK core's logout does.
    ///
    /// - Parameter instanceUrl: The instance, or `nil` for all.
    public func logout(instanceUrl: URL? = nil) async {
        state.withLock { $0.current = nil }
        await NowSDK.notifyLogoutObservers(core: identity, instanceUrl: instanceUrl)
    }

    private static func exchange(_ state: inout State) throws -> AccessToken {
        state.current = nil
        guard !state.outcomes.isEmpty else { throw NowAuthorizationError.signInRequired(.providerReturnedNothing) }
        let token = try state.outcomes.removeFirst().get()
        state.current = token
        return token
    }
}
