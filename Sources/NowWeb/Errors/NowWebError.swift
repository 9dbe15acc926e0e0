import Foundation
import NowInternal
import NowSDK

/// Why a ``NowWebViewController`` could not show a page, as reported to
/// `nowWebViewController(_:didFailNavigationWith:)`: every error that method receives is a `NowWebError`
/// (its parameter keeps the vendor's type, `any Error`).
///
/// ``failureClass`` says what an app does about a page that did not load: sign in, try again, have the instance
/// set up, or configure the SDK. Descriptions name at most a page's origin and path, never its query, and never
/// a token or cookie, so they are safe to log and to show.
///
/// The set is open: a later release may add a case, so an app's `switch` over it ends with `@unknown default`
/// (or reads ``failureClass``).
///
/// ```swift
/// func explain(_ error: any Error) -> String {
///     guard let error = error as? NowWebError else { return error.localizedDescription }
///     switch error {
///     case .signInRequired, .tokenUnavailable(mustSignIn: true): return "Sign in to see this page."
///     case .serviceClosed: return "You signed out."
///     default: return error.localizedDescription
///     }
/// }
/// ```
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowWebError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// A fresh access token still landed on the login page when restoring `page`: the instance does not
    /// accept the app's tokens for web sessions.
    case loginLoop(page: URL)
    /// The session expired more than `recoveries` times within `window` seconds, so NowWeb stopped
    /// restoring it.
    case recoveryBudgetExhausted(recoveries: Int, window: TimeInterval)
    /// No access token could be obtained. When `mustSignIn` is true the user's authorization is gone
    /// (revoked, `invalid_grant`) and only signing in again helps; otherwise the failure was transient.
    case tokenUnavailable(mustSignIn: Bool)
    /// A guest opened a page that only signed-in users can see.
    case signInRequired
    /// The network failed while loading `page` (unreachable host, reset connection, timeout).
    case networkFailure(page: URL?, reason: String)
    /// The app's trust hook (`NowTrustEvaluating`) refused the server's certificate or its request for
    /// credentials while loading `page`; nothing of the page was shown.
    case trustRefused(page: URL?, reason: String)
    /// The instance's answer for `page` could not be used (too many redirects, bad content).
    case badResponse(page: URL?, reason: String)
    /// The engine's content process ended more than once while showing `page`.
    case contentProcessTerminated(page: URL?)
    /// The browser engine could not be started (for example, no display for a desktop engine).
    case engineUnavailable(reason: String)
    /// A data store's wipe (at logout) did not finish: an engine's copy of the cookies or cache may remain.
    case dataNotRemoved(reasons: [String])
    /// The controller's service was closed (its user logged out, `NowSDK.logout()`): the page was replaced by a
    /// blank one and nothing loads. The next user needs a new service and controller.
    case serviceClosed
    /// An instance attachment the page opened could not be downloaded into the app's `attachmentDirectory`;
    /// `reason` says why (it names no URL, cookie or token).
    case attachmentFailed(reason: String)
    /// The controller's service was made before `NowSDK.configure(with:)`, so it has no core to ask a token of:
    /// a programming error of the app.
    case sdkNotConfigured

    /// What an app does about it, for the failures of a page's load; `nil` for the others (a refused
    /// certificate, an engine that could not start, a wipe or an attachment that failed), which its description
    /// explains.
    ///
    /// | case | class |
    /// |---|---|
    /// | ``signInRequired``, ``tokenUnavailable(mustSignIn:)`` with `true`, ``serviceClosed`` | `NowFailureClass.signInNeeded` |
    /// | ``tokenUnavailable(mustSignIn:)`` with `false`, ``networkFailure(page:reason:)``, ``badResponse(page:reason:)``, ``recoveryBudgetExhausted(recoveries:window:)``, ``contentProcessTerminated(page:)`` | `NowFailureClass.transient(retryAfter:)` (no delay) |
    /// | ``loginLoop(page:)`` | `NowFailureClass.instanceNotSetUp` |
    /// | ``sdkNotConfigured`` | `NowFailureClass.sdkNotConfigured` |
    public var failureClass: NowFailureClass? {
        switch self {
        case .signInRequired, .tokenUnavailable(mustSignIn: true), .serviceClosed: .signInNeeded
        case .tokenUnavailable(mustSignIn: false), .networkFailure, .badResponse, .recoveryBudgetExhausted,
            .contentProcessTerminated:
            .transient(retryAfter: nil)
        case .loginLoop: .instanceNotSetUp
        case .sdkNotConfigured: .sdkNotConfigured
        case .trustRefused, .engineUnavailable, .dataNotRemoved, .attachmentFailed: nil
        }
    }

    /// What happened and what to do, without queries, tokens or cookies.
    public var errorDescription: String? {
        switch self {
        case .loginLoop(let page):
            return "Opening \(Self.shown(page)) landed on the login page again with a fresh access token. Check "
                + "that the instance accepts this app's OAuth tokens for web sessions, or sign in again."
        case .recoveryBudgetExhausted(let recoveries, let window):
            return "The web session expired \(recoveries) times within \(Int(window)) seconds, so NowWeb "
                + "stopped signing it in again. Try again later, or sign in again."
        case .tokenUnavailable(mustSignIn: true):
            return "The instance no longer accepts this user's authorization. Sign in again."
        case .tokenUnavailable(mustSignIn: false):
            return "No access token could be obtained for the instance right now. Check the connection and "
                + "try again."
        case .signInRequired:
            return "This page is available to signed-in users only. Sign in, then open it again."
        case .networkFailure(let page, let reason):
            return "\(Self.shown(page).capitalizedFirst) could not be loaded (\(reason)). Check the connection "
                + "and try again."
        case .trustRefused(let page, let reason):
            return "\(Self.shown(page).capitalizedFirst) was not shown: the app's trust rules refused the "
                + "connection (\(reason)). Check the network (a proxy that inspects traffic changes the "
                + "certificate), or contact the app's administrator."
        case .badResponse(let page, let reason):
            return "The instance's answer for \(Self.shown(page)) could not be used (\(reason)). Try again "
                + "later, or contact the instance's administrator."
        case .contentProcessTerminated(let page):
            return "The web content process ended repeatedly while showing \(Self.shown(page)). Close the "
                + "page and open it again."
        case .engineUnavailable(let reason):
            return "The browser engine could not be started (\(reason)). Check the app's display and "
                + "installation, then open the page again."
        case .dataNotRemoved(let reasons):
            return "Some web data could not be removed (\(reasons.joined(separator: "; "))). Close every page "
                + "and log out again, or delete the app's data."
        case .serviceClosed:
            return "This page's web service was closed (the user logged out). Make a new web service with "
                + "NowWeb.makeWebService(instanceUrl:) and open the page again."
        case .attachmentFailed(let reason):
            return "The attachment could not be downloaded: \(reason)"
        case .sdkNotConfigured:
            return "NowSDK is not configured, so no page can be signed in. Call NowSDK.configure(with:) before "
                + "making web services."
        }
    }

    /// The same text as ``errorDescription``, so that printing the error never shows a query.
    public var description: String { errorDescription ?? "NowWebError" }

    /// The case's name without its payload, for tables.
    var caseName: String {
        switch self {
        case .loginLoop: return "loginLoop"
        case .recoveryBudgetExhausted: return "recoveryBudgetExhausted"
        case .tokenUnavailable: return "tokenUnavailable"
        case .signInRequired: return "signInRequired"
        case .networkFailure: return "networkFailure"
        case .trustRefused: return "trustRefused"
        case .badResponse: return "badResponse"
        case .contentProcessTerminated: return "contentProcessTerminated"
        case .engineUnavailable: return "engineUnavailable"
        case .dataNotRemoved: return "dataNotRemoved"
        case .serviceClosed: return "serviceClosed"
        case .attachmentFailed: return "attachmentFailed"
        case .sdkNotConfigured: return "sdkNotConfigured"
        }
    }

    /// The page as ``Redaction/url(_:)`` shows any URL: no user info, query, fragment, `;` path parameter
    /// (`;jsessionid=`) or encoded query of a Next Experience path.
    private static func shown(_ page: URL?) -> String {
        guard let page, URLOrigin(page) != nil else { return "the page" }
        // Without Redaction's "?…" mark of a cut: these texts are shown to users, who need no query mark.
        let redacted = Redaction.url(page)
        return "the page \(redacted.hasSuffix("?…") ? String(redacted.dropLast(2)) : redacted)"
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
