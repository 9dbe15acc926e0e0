import Foundation
import NowInternal

// The engine's policy questions: every hop gets exactly one policy, decided here.
extension WebSessionMachine {
    /// Schemes that only exist inside the engine; frames use them for blank and generated documents.
    private static let engineSchemes: Set<String> = ["about", "data", "blob", "javascript"]

    /// Answers the engine's question about a navigation hop and gives up the token request
    /// under way when the hop supersedes the load that waited for it.
    ///
    /// - Parameters:
    ///   - action: The hop the engine is about to perform.
    ///   - now: The time, for the recovery budget.
    ///   - session: What the data store's `WebSessionEstimate` expects of a request at `now`. When it says
    ///     the session ended, a main-frame GET to an instance page is cancelled before it goes out and
    ///     re-issued with a fresh bearer. Default: `WebSessionEstimate.Verdict.unknown` (no prediction).
    /// - Returns: The policy the engine must apply, and what to do besides, in order.
    package mutating func decide(
        _ action: NavigationAction, at now: Date, session: WebSessionEstimate.Verdict = .unknown
    ) -> Decision {
        let wasAwaitingToken = state.awaitsToken
        let decision = answer(action, at: now, session: session)
        guard wasAwaitingToken, !state.awaitsToken else { return decision }
        return Decision(decision.policy, then: decision.actions + [.cancelTokenRequest])
    }

    /// Answers the engine's question about a navigation hop: every hop gets exactly one policy.
    mutating func answer(_ action: NavigationAction, at now: Date, session: WebSessionEstimate.Verdict) -> Decision {
        switch action.isMainFrame {
        case false:
            // A frame's form sent on a dead session, redirected to the login page: the hop is cancelled before the
            // login page is requested, and the page recovers as the frame's reporter there would make it.
            guard action.kind == .redirect, let met = frameSubmissionMetLogin(at: action.url) else {
                return Decision(.allow)
            }
            return Decision(.cancel, then: [.stopLoading] + recover(from: met.reason, after: met.navigation, at: now))
        case nil: return decideInUnknownFrame(action)
        case true: return decideInMainFrame(action, at: now, session: session)
        }
    }

    private mutating func decideInMainFrame(
        _ action: NavigationAction, at now: Date, session: WebSessionEstimate.Verdict
    ) -> Decision {
        let isOwnLoad = action.kind == .issued && state.takeIssuedLoad()
        if action.kind != .redirect && !isOwnLoad && state != .notStarted {
            // A navigation of the user's, the page's or the app's own supersedes a recovery still waiting for
            // its token, and gets a recovery of its own, which lands where it was going.
            let isSubmission = action.kind == .formSubmitted && !action.isRepeatable
            state = .loading(Navigation(target: isSubmission ? nil : action.url, isSubmission: isSubmission))
        }
        if action.kind == .redirect {
            // The hop it comes from is the main frame's: one of unknown frame becomes the navigation's target.
            if let source = action.sourceURL { placeHop(at: source) }
        } else {
            unplacedHops.removeAll()
        }
        let destination =
            action.kind == .redirect
            ? detector.redirectDestination(to: action.url, cookieOnly: isCookieOnlyNavigation)
            : detector.destination(of: action.url, kind: action.kind)
        switch destination {
        case .page:
            if !isOwnLoad, case .ended(let reason) = session, let predicted = predict(action, reason: reason, at: now) {
                return predicted
            }
            return Decision(.allow)
        case .login(let reason):
            // A login hop of a navigation the machine no longer follows is only cancelled: a recovery already
            // runs, or there is no session to recover.
            guard let navigation = state.activeNavigation else { return Decision(.cancel) }
            return Decision(.cancel, then: recover(from: reason, after: navigation, at: now))
        case .unsupported:
            abandonNavigation()
            return Decision(.cancel, then: [.reportUnsupportedURL(action.url)])
        case .refused:
            return Decision(.cancel)
        }
    }

    /// Cancels a main-frame GET to an instance page that the estimate says would meet a dead session, and
    /// re-bridges to it at once: the doomed request and the login page never go out. `nil` lets the hop go
    /// (not predictable here, or over the recovery budget: the reactive path recovers if the instance
    /// disagrees).
    private mutating func predict(_ action: NavigationAction, reason: WebSessionEstimate.Reason, at now: Date)
        -> Decision?
    {
        // Back and forward must move in history, and a form's body cannot be re-issued (a GET form's can).
        guard action.isRepeatable, detector.scope.contains(action.url),
            case .bearer = credential, state.activeNavigation != nil, budgets.recovery.spend(at: now)
        else { return nil }
        return Decision(.cancel, then: [.didPredictExpiry(reason)] + startBridge(to: action.url, isRecovery: true))
    }

    /// Whether the navigation under way went with cookies only, for a signed-in user: no bearer on it, and a
    /// token to restore the session with (a guest has none).
    var isCookieOnlyNavigation: Bool {
        guard credential?.token != nil, let navigation = state.activeNavigation else { return false }
        return navigation.bearer == nil
    }

    /// WebKitGTK cannot tell frames apart at decision time, and cancelling an iframe's login redirect would
    /// break the page, so http(s) hops go ahead and the main-frame events that follow are the backstop. While
    /// a token-bearing load is awaited (the page is about to be replaced), a hop to a login page is cancelled
    /// in any frame: it is the page reacting to the session it lost (`top.location = '/login.do…'`), and the
    /// login page must not even be requested. Links to other apps (`mailto:`, `tel:`) cannot load in any frame
    /// and go to the app.
    private mutating func decideInUnknownFrame(_ action: NavigationAction) -> Decision {
        let scheme = action.url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" || Self.engineSchemes.contains(scheme) else {
            return Decision(.cancel, then: InstanceScope.refuses(action.url) ? [] : [.reportUnsupportedURL(action.url)])
        }
        if state.isAwaitingToken, case .login = detector.destination(of: action.url, kind: action.kind) {
            return Decision(.cancel)
        }
        // A hop that may be the main frame's own navigation makes its events news again.
        if action.kind != .redirect, case .stopped(let navigation) = state { state = .loading(navigation) }
        // A GET hop is kept, so that a main-frame event from it can make it the navigation's target; a hop to
        // the same URL that must not be repeated takes it back.
        if action.kind != .redirect, scheme == "http" || scheme == "https" {
            if action.isRepeatable { unplacedHops.insert(action.url) } else { unplacedHops.remove(action.url) }
        }
        // A form that may be the main frame's must not be repeated by a recovery (unless sent with GET); in a
        // subframe this only makes a recovery land on the last good page, the safe side.
        if action.kind == .formSubmitted, !action.isRepeatable {
            switch state {
            case .loading(var navigation):
                navigation.isSubmission = true
                state = .loading(navigation)
            case .showing:
                state = .loading(Navigation(isSubmission: true))
            case .notStarted, .awaitingToken, .recovering, .holdingBridge, .stopped:
                break
            }
        }
        return Decision(.allow)
    }
}
