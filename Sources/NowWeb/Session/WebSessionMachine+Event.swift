import Foundation
import NowSDK

extension WebSessionMachine {
    /// Something the machine's owner saw or was asked. Events that can start a recovery or a restart carry
    /// the time, so that the budgets are measured without a clock inside the machine. Navigation questions
    /// are not events: they go to `WebSessionMachine.decide(_:at:session:)`, which must answer with a policy.
    package enum Event: Sendable, Equatable, CustomStringConvertible {
        /// The app called `loadPage()`: load the initial URL.
        case loadPage
        /// The app called `reload()`; `shown` is the engine's committed URL, if any.
        case reloadRequested(shown: URL?)
        /// The user or the page asked to go back; `canGoBack` is the engine's.
        case goBackRequested(canGoBack: Bool)
        /// The app called `stopLoading()`.
        case stopRequested
        /// The token asked for by ``Action/requestToken`` or ``Action/refreshToken(rejected:)`` arrived at
        /// `at` (the bridge dates the new web session from then). `holdForTheme` when the theme's ids are not
        /// yet the user's preferences: the bridge waits for ``Action/writeThemePreference``.
        case tokenReceived(AccessToken, at: Date, holdForTheme: Bool = false)
        /// The theme write the bridge was held for ended (written or failed) at `at`: the bridge goes out.
        case themePreferenceSettled(at: Date)
        /// No token could be obtained; `mustSignIn` when the failure is terminal (revoked, `invalid_grant`).
        case tokenFailed(mustSignIn: Bool)
        /// The token request's deadline (`NowWebService.Options.tokenDeadline`) passed without an answer: the
        /// wait is given up (the core's own acquisition may go on for the next request).
        case tokenDeadlinePassed
        /// The user is a guest (the host app returned no tokens): load without a bearer; only public pages
        /// show.
        case guestAccess
        /// The engine reports what happened.
        case engine(WebEngineEvent, at: Date)
        /// The page went on screen or off it (its view appeared or disappeared, the app went to the background
        /// or came back). A content process that dies off screen is brought back when the page shows again.
        case visibilityChanged(isOnScreen: Bool, at: Date)

        /// The event with tokens and queries left out, for logs.
        package var description: String {
            switch self {
            case .loadPage: return "loadPage"
            case .reloadRequested(let shown): return "reloadRequested(shown: \(shown?.redactedForLog ?? "none"))"
            case .goBackRequested(let canGoBack): return "goBackRequested(canGoBack: \(canGoBack))"
            case .stopRequested: return "stopRequested"
            case .tokenReceived(_, _, let hold): return "tokenReceived(<token>, holdForTheme: \(hold))"
            case .themePreferenceSettled: return "themePreferenceSettled"
            case .tokenFailed(let mustSignIn): return "tokenFailed(mustSignIn: \(mustSignIn))"
            case .tokenDeadlinePassed: return "tokenDeadlinePassed"
            case .guestAccess: return "guestAccess"
            case .engine(let event, _): return "engine(\(event.redactedDescription))"
            case .visibilityChanged(let isOnScreen, _): return "visibilityChanged(isOnScreen: \(isOnScreen))"
            }
        }

        /// Whether the event answers the token request under way (so that no ``Action/cancelTokenRequest`` is
        /// due for it).
        var answersTokenRequest: Bool {
            switch self {
            case .tokenReceived, .tokenFailed, .guestAccess, .tokenDeadlinePassed, .themePreferenceSettled: return true
            case .loadPage, .reloadRequested, .goBackRequested, .stopRequested, .engine, .visibilityChanged:
                return false
            }
        }
    }
}

extension NavigationAction {
    /// The hop with its query left out, for logs.
    package var redactedDescription: String {
        let frame = isMainFrame.map { $0 ? "main" : "sub" } ?? "unknown"
        return "\(kind.rawValue) \(url.redactedForLog), frame: \(frame)"
    }
}

extension WebEngineEvent {
    /// The event with queries left out, for logs.
    package var redactedDescription: String {
        switch self {
        case .redirected(let from, let to, let isMainFrame):
            return "redirected(\(from.redactedForLog) → \(to.redactedForLog), main: \(isMainFrame))"
        case .responseReceived(let response):
            return "response(\(response.statusCode) \(response.url.redactedForLog), main: \(response.isMainFrame))"
        case .committed(let url): return "committed(\(url.redactedForLog))"
        case .finished(let url): return "finished(\(url.redactedForLog))"
        case .failed(let url, let error): return "failed(\(url?.redactedForLog ?? "-"), \(error))"
        case .titleChanged: return "titleChanged"
        case .progressChanged(let progress): return "progress(\(progress))"
        case .scriptMessage(let message): return "scriptMessage(\(message.handlerName))"
        case .downloadRefused(let response): return "downloadRefused(\(response.url.redactedForLog))"
        }
    }
}
