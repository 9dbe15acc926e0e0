import Foundation
import NowInternal

/// Why a ``NowWebViewController`` could not show a page, as reported to
/// `nowWebViewController(_:didFailNavigationWith:)`.
///
/// Descriptions name at most a page's origin and path, never its query, and never a token or cookie, so
/// they are safe to log and to show.
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
