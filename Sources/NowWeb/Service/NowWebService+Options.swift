import Foundation
import NowSDK

extension NowWebService {
    /// Makes the engine a controller drives, on the service's data store.
    public typealias EngineFactory = @MainActor @Sendable (WebDataStore) -> any WebEngine

    /// How a service's controllers load pages. Every property has a documented default.
    public struct Options: Sendable {
        /// Makes each controller's engine. Default: ``defaultEngineFactory`` at the time the options are made
        /// (a `WKWebViewEngine` where WebKit exists; elsewhere ``platformEngineFactory``, which fails every load,
        /// unless the app installed an engine with `NowWebKitGTK.install()` or `NowWebHeadless.install()`).
        public var makeEngine: EngineFactory
        /// Recovery limits. Default: ``Recovery`` defaults (3 recoveries per 5 minutes).
        public var recovery: Recovery
        /// Extra login page rules (custom login paths, identity provider hosts). Default: none.
        public var loginDetection: LoginDetection
        /// The data store to use. Default: `nil`, a new store for the service.
        public var dataStore: WebDataStore?
        /// How the data store's session lifetime is estimated, and whether it is. Default:
        /// ``SessionEstimate`` defaults (on, idle timeout learned from the instance, sessions
        /// taken to end with their token, a 60-second margin).
        public var sessionEstimate: SessionEstimate
        /// How long a controller waits for a token (the first bridge's or a recovery's) before it reports
        /// ``NowWebError/tokenUnavailable(mustSignIn:)`` with `mustSignIn` false to its delegate, so the page
        /// never waits without end on a slow network, a hibernating instance or an unanswered sign-in; a token
        /// that comes later is ignored (the core keeps it for the next ``NowWebViewController/loadPage()`` or
        /// ``NowWebViewController/reload()``). Raise it when an interactive sign-in runs inside the token
        /// request. Default: 30 seconds.
        public var tokenDeadline: Duration
        /// The time the service reads and waits on: its wall date dates recoveries against their budget and,
        /// for a store the service makes, cookies and cached responses; its timer times ``tokenDeadline`` and
        /// the refresh of tokens ahead of need. Give it the clock the SDK runs on. Default: `NowClock.system`.
        public var clock: NowClock
        /// How a valid token is kept at hand for the next bridge. Default: ``TokenRefreshAhead`` defaults
        /// (on, two minutes before expiry, for an hour after the user was last active).
        public var tokenRefreshAhead: TokenRefreshAhead
        /// Tells a controller whether the device has a network, so that a page whose load failed offline shows
        /// a retry banner and reloads once the network is back. A hint, never a gate: nothing waits for it.
        /// Default: the platform's monitor (`NWPathMonitor` where the Network framework exists, GIO's
        /// `GNetworkMonitor` once `NowWebKitGTK.install()` chose WebKitGTK), else none: then only failures
        /// whose error names a missing network count as offline, and only the banner's Retry reloads.
        public var connectivity: (any NowConnectivitySource)?
        /// Whether controllers warn before the session's predicted end, how long before, and whether a user who is
        /// working keeps the session. Default: ``SessionEnd`` defaults (a warning two minutes ahead, the session
        /// of an active user kept).
        public var sessionEnd = SessionEnd()
        /// Where the organisation's managed configuration is read from, once, when the service is made: its
        /// `NowManagedConfiguration.sessionKeepAliveKey` can turn the keep-alive off, its privacy keys add to
        /// ``privacyScreen``, and `NowWebAppLockAfterSeconds` shortens or sets ``appLock``'s time. A configuration
        /// that cannot be read turns the keep-alive off, every privacy measure on, and locks the pages on every
        /// return. Default: `NowManagedConfiguration.Source.administered`, the sources a user cannot override.
        public var managedConfiguration: NowManagedConfiguration.Source = .administered
        /// Whether a pull on the page reloads it, and on which pages it does not (iOS). Default: ``PullToRefresh``
        /// defaults (on for every page).
        public var pullToRefresh = PullToRefresh()
        /// When pages are covered in the app switcher and while the screen is captured, and whether copied text
        /// is cleared on background (iOS); the managed configuration's privacy keys add to it. Default:
        /// ``PrivacyScreen`` defaults (every page covered in the app switcher, no page sensitive, copied text
        /// kept).
        public var privacyScreen = PrivacyScreen()
        /// Whether the pages are covered when the app comes back from the background after some time, until the user
        /// unlocks them (iOS); the managed configuration's `NowWebAppLockAfterSeconds` can shorten the time or set
        /// one. Default: ``AppLock`` defaults (no lock).
        public var appLock = AppLock()

        /// Makes options; every parameter defaults to the value documented on its property.
        public init(
            makeEngine: EngineFactory? = nil,
            recovery: Recovery = Recovery(),
            loginDetection: LoginDetection = LoginDetection(),
            dataStore: WebDataStore? = nil,
            sessionEstimate: SessionEstimate = SessionEstimate(),
            tokenDeadline: Duration = .seconds(30),
            clock: NowClock = .system,
            tokenRefreshAhead: TokenRefreshAhead = TokenRefreshAhead(),
            connectivity: (any NowConnectivitySource)? = nil
        ) {
            self.makeEngine = makeEngine ?? Self.defaultEngineFactory
            self.recovery = recovery
            self.loginDetection = loginDetection
            self.dataStore = dataStore
            self.sessionEstimate = sessionEstimate
            self.tokenDeadline = tokenDeadline
            self.clock = clock
            self.tokenRefreshAhead = tokenRefreshAhead
            self.connectivity = connectivity ?? Self.defaultConnectivity
        }
    }
}
