import NowInternal

extension InstanceEmulator {
    /// How the emulator's single-page apps behave: the portals (`/sp`, `/esc`, `/mesp`), the Next Experience
    /// pages (`/now/nav/ui/home`, `/now/sow/...`, `/now/workspace/...`) and the classic frame set
    /// (`/now/nav/ui/classic/params/target/...` and the classic page in its `gsft_main` iframe).
    ///
    /// With this set, those pages run ``SinglePageApps`` behaviour: their script loads data from the instance's
    /// REST endpoints with the session cookie and the page's `X-UserToken` (`g_ck`), loads it again every
    /// ``refreshInterval`` and on user action (the `#nowweb-refresh` button), and navigates with
    /// `history.pushState`. The script keeps a log of what it did in `window.__nowwebPageLog`. Without it
    /// (`Configuration.singlePageApps == nil`, the default), the pages are static and send no request of their
    /// own, as before. ``InstanceEmulator/setSinglePageApps(_:)`` changes it on a running emulator.
    ///
    /// ```swift
    /// var configuration = InstanceEmulator.Configuration()
    /// configuration.singlePageApps = .init(dataExpiry: .notLoggedInHeader, reaction: .inPlaceLoginForm)
    /// ```
    public struct SinglePageApps: Sendable, Equatable {
        /// How a data request without a valid session is answered. Default ``DataExpiry/unauthorized``.
        public var dataExpiry: DataExpiry
        /// What a page does when a data request is refused. Default ``Reaction/keepsPage``.
        public var reaction: Reaction
        /// How often a page loads its data again; zero or less for never. Default 30 seconds.
        public var refreshInterval: Duration
        /// Whether the pages send the session's CSRF token (`X-UserToken`) with their data requests and the data
        /// endpoints require it of a session, as an instance's REST API does (KB0565021). Default `true`.
        ///
        /// `false` models pages whose requests need no token of the session (the endpoints check the session
        /// cookie alone): such a page can go on by itself on a session renewed behind it. Which real pages do
        /// is unverified: the portal, Next Experience and classic pages this emulator follows all send the token.
        public var sendsUserToken: Bool

        /// Single-page apps with the given behaviour; every argument has the default documented on its property.
        public init(
            dataExpiry: DataExpiry = .unauthorized, reaction: Reaction = .keepsPage,
            refreshInterval: Duration = .seconds(30), sendsUserToken: Bool = true
        ) {
            self.dataExpiry = dataExpiry
            self.reaction = reaction
            self.refreshInterval = refreshInterval
            self.sendsUserToken = sendsUserToken
        }
    }
}

extension InstanceEmulator {
    /// The single-page apps' behaviour in effect: `configuration.singlePageApps` until changed.
    public var singlePageApps: SinglePageApps? { instance.state.withLock { $0.singlePageApps } }

    /// How a UI request without a session is answered now: `configuration.expiryVariant` until changed.
    public var expiryVariant: ExpiryVariant { instance.state.withLock { $0.expiryVariant } }

    /// Changes how a UI request without a session is answered, from the next request on.
    public func setExpiryVariant(_ variant: ExpiryVariant) {
        instance.state.withLock { $0.expiryVariant = variant }
    }

    /// Changes the single-page apps' behaviour: data requests answer by the new ``SinglePageApps/dataExpiry`` at
    /// once, pages run the new reaction and refresh interval from their next load; `nil` makes pages loaded from
    /// now on static again.
    public func setSinglePageApps(_ apps: SinglePageApps?) {
        instance.state.withLock { $0.singlePageApps = apps }
    }
}

extension InstanceEmulator.SinglePageApps {
    /// How the data endpoints (`/api/now/table/incident`, `/api/now/sp/page`) answer a request that has no valid
    /// session. A live session with a wrong or missing `X-UserToken` is always answered 401 with the instance's
    /// JSON error body, whatever this says (KB0565021).
    public enum DataExpiry: String, CaseIterable, Sendable {
        /// `401` with `{"error":{"message":"User Not Authenticated","detail":"Required to provide Auth
        /// information"},"status":"failure"}`.
        case unauthorized
        /// `200` with `X-Is-Logged-In: false` and an empty result, `{"result":[]}`.
        case notLoggedInHeader
    }

    /// What a page's script does when its data request is refused (a `401`, or `X-Is-Logged-In: false`).
    public enum Reaction: String, CaseIterable, Sendable {
        /// Nothing but the log entry: the page keeps its stale data and keeps loading on its timer.
        case keepsPage
        /// Sends the top window to `/login.do?sysparm_goto_url=<the top window's page>`.
        case topWindowToLogin
        /// Tries the request once more, then renders a login form (`#nowweb-login-form`) in place of its
        /// content and stops its timer.
        case inPlaceLoginForm
        /// The classic page in the `gsft_main` iframe reloads itself, so that the frame shows whatever the
        /// instance answers there without a session (the login page, per ``ExpiryVariant``); other pages keep
        /// theirs as with ``keepsPage``.
        case classicFrameLogin
    }
}
