import Foundation
import NowInternal

// Predictive re-bridging and where a recovery lands.
extension WebSessionMachine {

    /// Cancels a main-frame GET to an instance page that the estimate says would meet a dead session, and
    /// re-bridges to it at once: the doomed request and the login page never go out. `nil` lets the hop go
    /// (not predictable here, or over the recovery budget: the reactive path recovers if the instance
    /// disagrees).
    mutating func predict(_ action: NavigationAction, reason: WebSessionEstimate.Reason, at now: Date) -> Decision? {
        // Back and forward must move in history, and a form's body cannot be re-issued.
        let repeatable: Set<NavigationKind> = [.linkActivated, .issued, .reload, .other]
        guard repeatable.contains(action.kind), detector.scope.contains(action.url),
            case .bearer = credential, state.activeNavigation != nil, recoveryBudget.spend(at: now)
        else { return nil }
        return Decision(.cancel, then: [.didPredictExpiry(reason)] + startBridge(to: action.url, isRecovery: true))
    }

    /// The page a recovery after `navigation` loads with the fresh bearer, per ``Configuration/landing``.
    func landing(after navigation: Navigation, loginURL: URL?) -> URL {
        let fallback = lastGoodPage ?? initialURL
        guard configuration.landing == .requestedPage, !navigation.isSubmission else { return fallback }
        if let target = navigation.target, detector.scope.contains(target),
            destination(of: target, kind: .redirect) == .page
        {
            return target
        }
        if let goto = loginURL.flatMap(Self.gotoURL(in:)),
            let resolved = URL(string: goto, relativeTo: detector.scope.instanceURL)?.absoluteURL,
            detector.scope.contains(resolved), destination(of: resolved, kind: .redirect) == .page
        {
            return resolved
        }
        return fallback
    }

    /// The `sysparm_goto_url` an instance puts on its login URL: the page the expired request asked for.
    static func gotoURL(in loginURL: URL) -> String? {
        URLComponents(url: loginURL, resolvingAgainstBaseURL: true)?.queryItems?
            .first { $0.name == "sysparm_goto_url" }?.value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
