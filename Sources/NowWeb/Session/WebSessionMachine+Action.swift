import Foundation
import NowSDK

extension WebSessionMachine {
    /// Something the machine's owner must do, in the order returned.
    public enum Action: Sendable, Equatable, CustomStringConvertible {
        /// Answer the pending ``Event/navigationRequested(_:at:)`` with this policy.
        case decide(NavigationPolicy)
        /// Get an access token (the token provider may answer from its cache), then send
        /// ``Event/tokenReceived(_:)`` or ``Event/tokenFailed(mustSignIn:)``.
        case requestToken
        /// Tell the token provider that `rejected` (the token of the last bridge, if any) no longer opens a
        /// web session (`accessTokenDidFail`), then send the fresh token or the failure as for
        /// ``requestToken``. `nil` asks for a new token whatever the current one.
        case refreshToken(rejected: AccessToken?)
        /// Load this request in the main frame (``WebEngine/load(_:)``).
        case load(WebRequest)
        /// Stop the engine's current load (``WebEngine/stopLoading()``).
        case stopLoading
        /// Go back in the engine's history (``WebEngine/goBack()``).
        case goBack
        /// Tell the delegate that history is exhausted (`nowWebViewControllerDidRequestDismissal`).
        case requestDismissal
        /// Tell the delegate about a URL NowWeb does not show (`didReceive unsupportedUrl`).
        case reportUnsupportedURL(URL)
        /// Tell the delegate that navigation failed (`didFailNavigationWith`).
        case reportFailure(NowWebError)
        /// For observability: the main frame hit a login page; a recovery starts.
        case didDetectExpiry(LoginPageDetector.Reason)
        /// For observability: a recovery reload showed this page again.
        case didRecover(URL)

        /// The action with tokens and queries left out, for logs.
        public var description: String {
            switch self {
            case .decide(let policy): return "decide(\(policy))"
            case .requestToken: return "requestToken"
            case .refreshToken(let rejected): return "refreshToken(rejected: \(rejected == nil ? "none" : "<token>"))"
            case .load(let request): return "load(\(request.redactedDescription))"
            case .stopLoading: return "stopLoading"
            case .goBack: return "goBack"
            case .requestDismissal: return "requestDismissal"
            case .reportUnsupportedURL(let url): return "reportUnsupportedURL(\(url.redactedForLog))"
            case .reportFailure(let error): return "reportFailure(\(error))"
            case .didDetectExpiry(let reason): return "didDetectExpiry(\(reason.rawValue))"
            case .didRecover(let url): return "didRecover(\(url.redactedForLog))"
            }
        }
    }
}
