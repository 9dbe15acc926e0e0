import Foundation

extension NowWebViewController.Activity {
    /// Which kind of login page a controller met (``NowWebViewController/Activity/expiryDetected(_:)``).
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum ExpiryReason: String, Sendable, Equatable {
        /// The local login page (`/login.do`, `/side_door.do`).
        case loginPage
        /// The session timeout interstitial (`/session_timeout.do`).
        case sessionTimeout
        /// The redirect page that leads to login (`/login_redirect.do`).
        case loginRedirect
        /// A portal's login page (`?id=login`).
        case portalLogin
        /// Single sign-on: `/login_with_sso.do` or a hop to an identity provider.
        case singleSignOn
        /// A logout landing page (`/external_logout_complete.do`, `/logout_success.do`).
        case loggedOut
        /// The password reset page (`/$pwd_reset.do`).
        case passwordReset
        /// A response that says `X-Is-Logged-In: false`, or a data request of the page answered `401` (the
        /// session ended inside a single-page app).
        case notLoggedIn
        /// One of the app's ``NowWebService/LoginDetection/additionalLoginPaths``.
        case appLoginPath
    }

    /// Why a controller expected the session to have ended (``NowWebViewController/Activity/expiryPredicted(_:)``).
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum PredictionReason: String, Sendable, Equatable {
        /// Longer idle than the instance's idle timeout.
        case idleTimeout
        /// The access token that bridged it expired, on an instance whose sessions end with their token.
        case tokenExpiry
        /// The session reached the instance's absolute life span (`glide.ui.active.session.life_span`,
        /// ``NowWebService/SessionEstimate/lifeSpan``), which no activity extends.
        case lifeSpan
    }
}

extension NowWebViewController.Activity {
    /// A warning that the page's web session is expected to end soon
    /// (``NowWebViewController/Activity/sessionEndApproaching(_:)``), given once per predicted end, within
    /// ``NowWebService/SessionEnd/warningLeadTime`` of it. Hearing it changes nothing: NowWeb recovers the session
    /// at the next navigation as always; an app may tell the user to save, or do nothing.
    public struct SessionEndWarning: Sendable, Equatable {
        /// When the session is expected to end (the instance's moment, without the estimate's margin).
        public var endsAt: Date
        /// Why it ends then: idle, its token's expiry, or the instance's absolute life span.
        public var reason: PredictionReason
        /// Whether the user typed into the page since its last main-frame commit (trusted key input the platform
        /// delivered, never a page script's events): input a new session's reload would lose.
        public var hasUnsavedInput: Bool

        /// Makes a warning.
        ///
        /// - Parameters:
        ///   - endsAt: When the session is expected to end.
        ///   - reason: Why it ends then.
        ///   - hasUnsavedInput: Whether the user typed into the page since its last main-frame commit.
        public init(endsAt: Date, reason: PredictionReason, hasUnsavedInput: Bool) {
            self.endsAt = endsAt
            self.reason = reason
            self.hasUnsavedInput = hasUnsavedInput
        }
    }
}
