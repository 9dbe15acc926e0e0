import Foundation
import NowInternal
import NowSDK

/// Every decision a `NowWebViewController` makes about its web session, as a pure value: events in,
/// actions out, no I/O and no clock.
///
/// The owner feeds it ``Event``s (the app's `loadPage()`, token answers, the engine's policy questions and
/// events, back requests) and performs the returned ``Action``s in order. A
/// ``Event/navigationRequested(_:at:)`` always yields exactly one ``Action/decide(_:)``, first.
///
/// The machine keeps these promises:
/// - The bearer token goes only on the main-frame loads the machine issues (the bridge and each recovery),
///   and only to the instance's exact origin.
/// - A main-frame hop to a login page is cancelled before it goes out; the login page is never shown.
///   Subframes never start a recovery.
/// - A recovery reloads the last good page (the last main-frame commit of an ordinary instance page with a
///   status below 400) with a fresh token. One recovery per navigation: when the fresh token lands on login
///   again the machine stops and reports ``NowWebError/loginLoop(page:)``. At most
///   ``Configuration/recoveriesPerWindow`` recoveries per ``Configuration/recoveryWindow``.
///
/// | State | Event | Actions |
/// |---|---|---|
/// | not started | `loadPage` | `requestToken` |
/// | started | `loadPage` | none (no unnecessary reload) |
/// | awaiting token | `tokenReceived(t)` | `load(target + Authorization: Bearer t)` |
/// | awaiting token | `tokenFailed(mustSignIn)` | `reportFailure(.tokenUnavailable(mustSignIn))` |
/// | awaiting token | `guestAccess` | `load(target)` without bearer; in a recovery `reportFailure(.signInRequired)` |
/// | any | `navigationRequested`, subframe | `decide(.allow)` |
/// | any | main frame to an instance page | `decide(.allow)` |
/// | any | main frame to a login page, or a server or script hop to an identity provider | `decide(.cancel)`, recovery |
/// | any | main frame off the instance, or not http(s) | `decide(.cancel)`, `reportUnsupportedURL` |
/// | any | frame unknown (`isMainFrame == nil`), http(s) | `decide(.allow)`; events are the backstop |
/// | loading | main-frame `redirected`/`responseReceived`/`committed` at login | `stopLoading`, recovery |
/// | loading | main-frame `responseReceived`/`committed` off the instance | `stopLoading`, `reportUnsupportedURL` |
/// | loading | `committed(page)` on the instance | records the last good page; `didRecover` after a recovery |
/// | loading | `failed(.cancelled)` | none |
/// | loading | `failed(.network/.badResponse)` | `reportFailure` |
/// | loading | `failed(.contentProcessTerminated)` | `load(last good page)` within budget, else `reportFailure` |
/// | any | `goBackRequested(canGoBack)` | `goBack`, or `requestDismissal` when history is exhausted |
///
/// Recovery: `didDetectExpiry(reason)`, `refreshToken(rejected: last bridge token)`, then on the token
/// `load(last good page + bearer)`. A recovery that lands on login again gives
/// `reportFailure(.loginLoop)`; beyond the budget, `reportFailure(.recoveryBudgetExhausted)`.
public struct WebSessionMachine: Sendable {
    /// Limits on recovery.
    public struct Configuration: Sendable, Equatable {
        /// How many session recoveries (and, separately, content-process restarts) a window allows.
        /// Default: 3.
        public var recoveriesPerWindow: Int
        /// The length of the window in seconds. Default: 300 (five minutes).
        public var recoveryWindow: TimeInterval

        /// Makes a configuration; every parameter defaults to the documented default.
        public init(recoveriesPerWindow: Int = 3, recoveryWindow: TimeInterval = 300) {
            self.recoveriesPerWindow = recoveriesPerWindow
            self.recoveryWindow = recoveryWindow
        }
    }

    /// A token-bearing load waiting for its token.
    struct Bridge: Sendable {
        var url: URL
        var isRecovery: Bool
    }

    /// What the machine knows about the main frame's current navigation.
    struct Navigation: Sendable {
        /// The navigation is a recovery reload: landing on login again is a loop.
        var isRecovery = false
        /// The machine cancelled or stopped it, so later signals about it are echoes, not news.
        var isAbandoned = false
        /// The status of its last main-frame response.
        var status: Int?
    }

    /// The page `loadPage()` shows, on the instance.
    public let initialURL: URL
    /// The login page rules, which also hold the instance's scope.
    public let detector: LoginPageDetector
    /// The limits in force.
    public let configuration: Configuration
    /// The last main-frame page on the instance that committed without being a login page.
    public internal(set) var lastGoodPage: URL?

    var hasStarted = false
    var pendingBridge: Bridge?
    var navigation = Navigation()
    var bridgeToken: AccessToken?
    var isGuest = false
    var recoveryBudget: RecoveryBudget
    var restartBudget: RecoveryBudget

    /// Makes a machine for a controller that shows `initialURL` (already resolved by ``InstanceScope``).
    public init(initialURL: URL, detector: LoginPageDetector, configuration: Configuration = Configuration()) {
        self.initialURL = initialURL
        self.detector = detector
        self.configuration = configuration
        self.recoveryBudget = RecoveryBudget(
            limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
        self.restartBudget = RecoveryBudget(
            limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
    }

    /// Whether a recovery is waiting for its fresh token.
    public var isRecovering: Bool { pendingBridge?.isRecovery == true }

    /// Takes in `event` and returns what to do, in order.
    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .loadPage:
            guard !hasStarted else { return [] }
            hasStarted = true
            return startBridge(to: initialURL, isRecovery: false)
        case .tokenReceived(let token):
            guard let bridge = pendingBridge else { return [] }
            pendingBridge = nil
            bridgeToken = token
            isGuest = false
            navigation = Navigation(isRecovery: bridge.isRecovery)
            return [.load(WebRequest(url: bridge.url, headers: ["Authorization": "Bearer \(token.value)"]))]
        case .guestAccess:
            guard let bridge = pendingBridge else { return [] }
            // A guest who hits a login page and is still a guest cannot be signed in by reloading.
            guard !bridge.isRecovery else { return fail(.signInRequired) }
            pendingBridge = nil
            isGuest = true
            navigation = Navigation()
            return [.load(WebRequest(url: bridge.url))]
        case .tokenFailed(let mustSignIn):
            guard pendingBridge != nil else { return [] }
            return fail(.tokenUnavailable(mustSignIn: mustSignIn))
        case .navigationRequested(let action, let now):
            return decide(action, at: now)
        case .engine(let event, let now):
            return handleEngine(event, at: now)
        case .goBackRequested(let canGoBack):
            return [canGoBack ? .goBack : .requestDismissal]
        }
    }

    /// Asks for a token to load `url` with the bearer, if `url` may receive it.
    mutating func startBridge(to url: URL, isRecovery: Bool) -> [Action] {
        guard detector.scope.contains(url) else { return fail(nil) + [.reportUnsupportedURL(url)] }
        pendingBridge = Bridge(url: url, isRecovery: isRecovery)
        return isRecovery ? [.refreshToken(rejected: bridgeToken)] : [.requestToken]
    }

    /// Starts a recovery after the main frame hit a login page, or stops when that would loop or overspend.
    mutating func recover(from reason: LoginPageDetector.Reason, at now: Date) -> [Action] {
        let target = lastGoodPage ?? initialURL
        if navigation.isRecovery { return fail(.loginLoop(page: target)) }
        guard recoveryBudget.spend(at: now) else {
            return fail(.recoveryBudgetExhausted(recoveries: recoveryBudget.limit, window: recoveryBudget.window))
        }
        navigation.isAbandoned = true
        return [.didDetectExpiry(reason)] + startBridge(to: target, isRecovery: true)
    }

    /// Abandons the current navigation and any pending bridge, and reports `error` if there is one. With no
    /// page shown yet, the next `loadPage` starts over.
    mutating func fail(_ error: NowWebError?) -> [Action] {
        pendingBridge = nil
        navigation = Navigation(isAbandoned: true)
        if lastGoodPage == nil { hasStarted = false }
        return error.map { [.reportFailure($0)] } ?? []
    }
}

extension WebSessionMachine: CustomStringConvertible, CustomReflectable {
    /// The machine's state without the token it holds, for logs.
    public var description: String {
        "WebSessionMachine(started: \(hasStarted), recovering: \(isRecovering), "
            + "lastGoodPage: \(lastGoodPage?.redactedForLog ?? "none"))"
    }

    /// Only the state that is safe to show, so that `dump` and debuggers never print the bridge token.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["started": hasStarted, "recovering": isRecovering, "lastGoodPage": lastGoodPage as Any],
            displayStyle: .struct)
    }
}
