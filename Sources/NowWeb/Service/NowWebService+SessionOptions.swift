import Foundation

// The option groups of ``NowWebService/Options`` that configure the session logic.
extension NowWebService {
    /// How controllers recover a session that expired: how often, and where the page lands.
    public struct Recovery: Sendable, Equatable {
        /// How many session recoveries (and, separately, content-process restarts) a window allows.
        /// Default: 3.
        public var recoveriesPerWindow: Int
        /// The length of the window in seconds. Default: 300 (five minutes).
        public var recoveryWindow: TimeInterval
        /// Where a recovery lands. Default: ``Landing/requestedPage``.
        public var landing: Landing

        /// Makes a configuration; every parameter defaults to the documented default.
        public init(recoveriesPerWindow: Int = 3, recoveryWindow: TimeInterval = 300, landing: Landing = .requestedPage)
        {
            self.recoveriesPerWindow = recoveriesPerWindow
            self.recoveryWindow = recoveryWindow
            self.landing = landing
        }
        /// Where a recovery lands.
        public enum Landing: Sendable, Equatable {
            /// The page the interrupted navigation was going to, when it was a main-frame GET (the navigation's
            /// own URL; a login URL's `sysparm_goto_url` never chooses it, as a page can write one); the last
            /// good page after a form submission or anything not safely repeatable, and when it is not known.
            case requestedPage
            /// Always the last good page (the vendor's documented behaviour).
            case lastGoodPage
        }
    }

    /// Login page rules an app adds to the built-in ones.
    public struct LoginDetection: Sendable, Equatable {
        /// More paths on the instance that are login pages, such as `/my_login.do`. Default: none.
        public var additionalLoginPaths: Set<String>
        /// The values of a portal's `id` parameter that show its login page. Default: `["login"]`.
        public var portalLoginPageIDs: Set<String>
        /// Hosts of the instance's identity providers; a host also matches its subdomains (`okta.com`
        /// matches `acme.okta.com`). Default: none (SAML and OpenID Connect hops are recognised anyway).
        public var identityProviderHosts: Set<String>
        /// Whether a response with `X-Is-Logged-In: false` is a login page. Default: `true`. Turn it off
        /// for guest users, whose public pages all say so.
        public var treatsNotLoggedInResponsesAsLogin: Bool

        /// Makes a configuration; every parameter defaults to the documented default.
        public init(
            additionalLoginPaths: Set<String> = [],
            portalLoginPageIDs: Set<String> = ["login"],
            identityProviderHosts: Set<String> = [],
            treatsNotLoggedInResponsesAsLogin: Bool = true
        ) {
            self.additionalLoginPaths = additionalLoginPaths
            self.portalLoginPageIDs = portalLoginPageIDs
            self.identityProviderHosts = identityProviderHosts
            self.treatsNotLoggedInResponsesAsLogin = treatsNotLoggedInResponsesAsLogin
        }
    }

    /// How a service estimates when its web session ends, to re-bridge before a request meets a dead one.
    /// Every property has a documented default.
    public struct SessionEstimate: Sendable, Equatable {
        /// Whether predictions are made; when `false` every verdict is unknown and sessions are
        /// only ever found dead by the instance's answer. Default: `true`.
        public var isEnabled: Bool
        /// The instance's idle timeout in seconds (`glide.ui.session_timeout` × 60), or `nil` to learn it
        /// from the `glide_session_store` cookie. Default: `nil`.
        public var idleTimeout: TimeInterval?
        /// Whether sessions end when the access token that bridged them expires (a hardened instance).
        /// Default: `true`, the conservative guess (on an instance that keeps sessions past their token it
        /// costs one early re-bridge per token lifetime); when `false`, learned the first time the instance
        /// ends a session after its token expired.
        public var sessionEndsWithToken: Bool
        /// How long before its predicted end a session already counts as ended, in seconds: covers the
        /// time between the instance's reading of its clock and ours (a round trip, a slow response).
        /// Default: 60.
        public var margin: TimeInterval
        /// The instance's absolute session life span in seconds (`glide.ui.active.session.life_span` × 60): a
        /// session ends this long after it started, however active its user; `nil` (or zero) when the instance
        /// sets none. An instance does not announce it, so only an app that knows its instance's value sets it.
        /// Default: `nil`.
        public var lifeSpan: TimeInterval?

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(
            isEnabled: Bool = true, idleTimeout: TimeInterval? = nil, sessionEndsWithToken: Bool = true,
            margin: TimeInterval = 60, lifeSpan: TimeInterval? = nil
        ) {
            self.isEnabled = isEnabled
            self.idleTimeout = idleTimeout
            self.sessionEndsWithToken = sessionEndsWithToken
            self.margin = max(0, margin)
            self.lifeSpan = lifeSpan.flatMap { $0 > 0 ? $0 : nil }
        }
    }
}

extension NowWebService {
    /// What a service's controllers do as the web session's predicted end comes near: warn the app, and keep the
    /// session of a user who is working in the page. Every property has a documented default.
    public struct SessionEnd: Sendable, Equatable {
        /// How long before the session's predicted end (idle, its token's expiry, or the instance's life span) the
        /// controllers warn (``NowWebViewController/Activity/sessionEndApproaching(_:)``), and the window in which
        /// a user's input keeps an idle session alive, in seconds. The warning before an idle end comes at most
        /// half the idle timeout before it, so that a short timeout is not "ending soon" from the first request on.
        /// Default: 120 (two minutes).
        public var warningLeadTime: TimeInterval
        /// Whether a user who is working in the page keeps its session: when the user presses a key or a pointer
        /// button in the page (trusted input only, never a page script's events) and the session's predicted idle
        /// end is within ``warningLeadTime``, NowWeb sends one request with the session's cookie (never the
        /// bearer) to the instance, at most once per idle window; never on a timer alone, never past the
        /// instance's life span, never after logout. The managed configuration's
        /// `NowManagedConfiguration.sessionKeepAliveKey` set to `false` turns it off whatever this says.
        /// Default: `true`.
        public var keepsSessionOfActiveUser: Bool

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(warningLeadTime: TimeInterval = 120, keepsSessionOfActiveUser: Bool = true) {
            self.warningLeadTime = max(0, warningLeadTime)
            self.keepsSessionOfActiveUser = keepsSessionOfActiveUser
        }
    }
}
