import Foundation
import NowWeb

/// The recovery strategies timed on a bare engine, each next to a live navigation to the same page.
struct StrategyFigures {
    /// The link followed with the session alive: the baseline.
    var live = WebFigure()
    /// Each strategy after the session ended unannounced, the token still valid.
    var tokenValid = PeerFigures()
    /// Each strategy after the session and the token expired.
    var tokenExpired = PeerFigures()
    /// The doomed navigation cancelled before it goes out and re-issued at once with a fresh token at hand
    /// (session and token expired; the token exchanged before the clock starts).
    var predictiveAtHand = WebFigure()
}

/// The strategies timed under one condition (the token valid, or expired).
struct PeerFigures {
    /// Generic: the login page loads, then the token is fetched and the link reloaded with the bearer.
    var generic = WebFigure()
    /// Salesforce Mobile SDK's steps (`StrategyDriver.Strategy.salesforce`).
    var salesforce = WebFigure()
    /// Hotwire Native's 37signals recipe (`StrategyDriver.Strategy.hotwire`).
    var hotwire = WebFigure()
    /// The hop to the login page cancelled in the policy decision, the token fetched, the link re-issued.
    var caught = WebFigure()
    /// The doomed navigation cancelled in the policy decision before it goes out, the token fetched, the
    /// link re-issued with the bearer.
    var predictive = WebFigure()
}

/// NowWeb's own answers on a controller, next to a live navigation of the same controller.
struct NowWebRecoveryFigures {
    /// The link followed with the session alive.
    var live = WebFigure()
    /// The link after the user left the page past the announced idle timeout and the token's expiry, with the
    /// token refreshed ahead of need meanwhile.
    var predictable = WebFigure()
    /// The same with ``NowWebService/TokenRefreshAhead/disabled``: the token is exchanged in the policy
    /// decision.
    var predictableWithoutRefreshAhead = WebFigure()
    /// The path the predictable case showed in the end.
    var predictableLanding = ""
    /// The link clicked in the page with the session alive (engines that run scripts).
    var liveClicked = WebFigure()
    /// The link clicked in the page after a predictable expiry, the token refreshed ahead meanwhile.
    var predictableClicked = WebFigure()
    /// The path the clicked predictable case showed in the end.
    var predictableClickedLanding = ""
    /// The link after the instance ended the session without warning.
    var unpredicted = WebFigure()
    /// The path the unpredicted case showed in the end.
    var unpredictedLanding = ""
}

/// One target of the recovery work, checked against figures of one run.
struct TargetCheck {
    let name: String
    let goal: String
    let measured: String
    let isMet: Bool

    var line: String { "  target \(name) (\(goal)): \(measured): \(isMet ? "target met" : "target missed")" }

    /// With `strict`, fails when any of `checks` was missed (after they were all printed).
    ///
    /// - Throws: `BenchmarkFailure` naming the missed targets.
    static func enforce(_ checks: [TargetCheck], strict: Bool) throws {
        let missed = checks.filter { !$0.isMet }.map(\.name)
        guard strict, !missed.isEmpty else { return }
        throw BenchmarkFailure(
            description: "--strict: \(missed.count) target(s) missed: \(missed.joined(separator: "; "))")
    }
}
