import Foundation
import NowSDK

extension WebSessionMachine {
    /// Something the machine's owner must do, in the order returned.
    package enum Action: Sendable, Equatable, CustomStringConvertible {
        /// Get an access token (the token provider may answer from its cache), then send
        /// ``Event/tokenReceived(_:at:)``, ``Event/guestAccess`` or ``Event/tokenFailed(mustSignIn:)``; a request
        /// replaces any still under way. The answer must come within the token deadline: past it, send
        /// ``Event/tokenDeadlinePassed`` and drop a late answer.
        case requestToken
        /// Tell the token provider that `rejected` (the token of the last bridge, if any) no longer opens a
        /// web session (`accessTokenDidFail`), then send the new token or the failure as for
        /// ``requestToken``. `nil` asks for a new token whatever the current one.
        case refreshToken(rejected: AccessToken?)
        /// Load `url` in the main frame with `Authorization: Bearer <token>` on that one request
        /// (``WebRequest/bridge(to:token:)``). The machine issues it only for a URL of the instance's exact
        /// origin; it is the only action that carries the token.
        case bridge(url: URL, token: AccessToken)
        /// Write the theme's ids as the signed-in user's preferences (the service's writer, shared by its
        /// controllers), then send ``Event/themePreferenceSettled(at:)``, written or not: the held bridge follows.
        case writeThemePreference
        /// Give up the token request under way, with its deadline, or the wait for the theme write a bridge is
        /// held for: the load that waited was stopped or superseded. A late answer is dropped (a theme write
        /// itself goes on: it is the service's).
        case cancelTokenRequest
        /// Feed `observation` to the data store's `WebSessionEstimate`, which every controller of the service
        /// shares (a session started or ended, the instance answered as logged in, an announced idle timeout).
        case recordSession(WebSessionEstimate.Observation)
        /// Tell the service's token keeper that a token was used, so that it refreshes the token ahead of its
        /// expiry for as long as the user is active.
        case keepTokenFresh(TokenUse)
        /// Load `url` in the main frame without a bearer (a guest's page, a reload, a restart).
        case load(URL)
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
        /// For observability: the session estimate said the session ended, so a main-frame navigation was
        /// cancelled before it went out; a recovery re-issues it with a fresh bearer.
        case didPredictExpiry(WebSessionEstimate.Reason)
        /// For observability: a recovery reload showed this page again.
        case didRecover(URL)

        /// Whether the action starts a main-frame navigation (or the token for one).
        var startsNavigation: Bool {
            switch self {
            case .requestToken, .refreshToken, .bridge, .load, .goBack: return true
            case .stopLoading, .requestDismissal, .reportUnsupportedURL, .reportFailure, .didDetectExpiry,
                .didPredictExpiry, .didRecover, .cancelTokenRequest, .recordSession, .keepTokenFresh,
                .writeThemePreference:
                return false
            }
        }

        /// The action with tokens and queries left out, for logs.
        package var description: String {
            switch self {
            case .requestToken: return "requestToken"
            case .refreshToken(let rejected): return "refreshToken(rejected: \(rejected == nil ? "none" : "<token>"))"
            case .bridge(let url, _): return "bridge(\(url.redactedForLog), token: <token>)"
            case .load(let url): return "load(\(url.redactedForLog))"
            case .cancelTokenRequest: return "cancelTokenRequest"
            case .writeThemePreference: return "writeThemePreference"
            case .recordSession(let observation): return "recordSession(\(observation))"
            case .keepTokenFresh(let use): return "keepTokenFresh(\(use))"
            case .stopLoading: return "stopLoading"
            case .goBack: return "goBack"
            case .requestDismissal: return "requestDismissal"
            case .reportUnsupportedURL(let url): return "reportUnsupportedURL(\(url.redactedForLog))"
            case .reportFailure(let error): return "reportFailure(\(error))"
            case .didDetectExpiry(let reason): return "didDetectExpiry(\(reason.rawValue))"
            case .didPredictExpiry(let reason): return "didPredictExpiry(\(reason.rawValue))"
            case .didRecover(let url): return "didRecover(\(url.redactedForLog))"
            }
        }

        /// The action's name without its payload, for tables.
        package var name: String {
            switch self {
            case .requestToken: return "requestToken"
            case .refreshToken: return "refreshToken"
            case .bridge: return "bridge"
            case .load: return "load"
            case .cancelTokenRequest: return "cancelTokenRequest"
            case .writeThemePreference: return "writeThemePreference"
            case .recordSession: return "recordSession"
            case .keepTokenFresh: return "keepTokenFresh"
            case .stopLoading: return "stopLoading"
            case .goBack: return "goBack"
            case .requestDismissal: return "requestDismissal"
            case .reportUnsupportedURL: return "reportUnsupportedURL"
            case .reportFailure(let error): return "reportFailure(.\(error.caseName))"
            case .didDetectExpiry: return "didDetectExpiry"
            case .didPredictExpiry: return "didPredictExpiry"
            case .didRecover: return "didRecover"
            }
        }
    }

    /// A use of the session's token that the token keeper times its next refresh by. Holds no token.
    package enum TokenUse: Sendable, Equatable {
        /// A token expiring at `tokenExpiresAt` (`nil`: it does not say) bridged a web session at `at`.
        case bridged(tokenExpiresAt: Date?, at: Date)
        /// The instance answered a page of the session as logged in at `at`: the user is active.
        case activity(at: Date)
    }

    /// The answer to a navigation question: the policy, which the engine must apply, and what the owner must
    /// do besides, in order. There is always a policy; no answer can be missing.
    package struct Decision: Sendable, Equatable, CustomStringConvertible {
        /// Whether the hop may go out.
        package let policy: NavigationPolicy
        /// What to do besides answering, in order.
        package let actions: [Action]

        /// Makes a decision.
        package init(_ policy: NavigationPolicy, then actions: [Action] = []) {
            self.policy = policy
            self.actions = actions
        }

        /// The policy and the actions, with tokens and queries left out.
        package var description: String {
            "\(policy)" + (actions.isEmpty ? "" : " then \(actions.map(\.description).joined(separator: ", "))")
        }
    }
}
