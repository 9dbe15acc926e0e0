import Foundation

/// What an app does about a failure of `NowWeb.makeWebService` or of a page's first load: the four answers an
/// app has, read without matching any text.
///
/// ``NowServiceError/failureClass`` and ``NowAuthorizationError/failureClass`` name it; NowWeb's `NowWebError`
/// does for the failures of a page. The set is closed for good: an app's `switch` names the four and needs no
/// `default`.
///
/// ```swift
/// func explain(_ error: NowServiceError) -> String {
///     switch error.failureClass {
///     case .signInNeeded: "Sign in to continue."
///     case .transient(let retryAfter): "Try again in \(Int(retryAfter ?? 5)) seconds."
///     case .instanceNotSetUp: "The instance is not set up for this app. Contact your administrator."
///     case .sdkNotConfigured: "The app is not configured."
///     }
/// }
/// ```
public enum NowFailureClass: Sendable, Equatable {
    /// Only the user can fix it by signing in (again): the app's provider handed back no token (the user
    /// cancelled), or the instance refused the password, the assertion or the refresh token.
    case signInNeeded
    /// Trying again later may work without the user: no network, a timeout, a server failure (5xx), or the
    /// instance asked to slow down. `retryAfter` is the delay in seconds the instance asked for (`Retry-After`),
    /// when it said one.
    case transient(retryAfter: TimeInterval?)
    /// The instance (or the app's address of it) is not set up for this app: its Mobile SDK settings are
    /// missing, disabled or in another shape, the OAuth client is unknown to it, or the address is not usable.
    /// Only its administrator (or a corrected address) helps.
    case instanceNotSetUp
    /// `NowSDK.configure(with:)` was not called before: a programming error of the app.
    case sdkNotConfigured
}
