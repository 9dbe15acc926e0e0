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
    }
}
