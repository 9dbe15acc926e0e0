import Foundation

@MainActor
extension WebBenchmark {
    /// Prints each recovery strategy and NowWeb's own answers as time, requests and the ratio to a live
    /// navigation to the same page.
    static func printRecoveries(_ strategies: StrategyFigures, _ nowWeb: NowWebRecoveryFigures) {
        print("  recovery strategies, bare engine (link to \(WebBenchmarkRun.linkPage); ratio to a live navigation):")
        let live = strategies.live.time
        let lines: [(String, WebFigure)] = [
            ("live navigation (session alive)", strategies.live),
            ("reactive peer (login page loads, refresh, reload)", strategies.peer),
            ("catching the redirect (cancel the login hop)", strategies.caught),
            ("predictive, token refreshed in the policy decision", strategies.predictiveRefresh),
            ("predictive, token at hand", strategies.predictiveAtHand),
        ]
        for (label, figure) in lines {
            print("    \(padded(label)) \(figure.summary); \(figure.time.ratio(to: live))")
        }
        print("  NowWeb on a controller (ratio to the controller's live navigation):")
        let ownLive = nowWeb.live.time
        print("    \(padded("live navigation (session alive)")) \(nowWeb.live.summary); 1.00")
        print(
            "    \(padded("predictable expiry (token refreshed ahead)")) \(nowWeb.predictable.summary); "
                + "\(nowWeb.predictable.time.ratio(to: ownLive)), landed on \(nowWeb.predictableLanding)")
        print(
            "    \(padded("predictable expiry (refresh ahead turned off)")) "
                + "\(nowWeb.predictableWithoutRefreshAhead.summary); "
                + "\(nowWeb.predictableWithoutRefreshAhead.time.ratio(to: ownLive))")
        if !nowWeb.predictableClicked.time.values.isEmpty {
            let clickedLive = nowWeb.liveClicked.time
            print(
                "    \(padded("live navigation, link clicked in the page")) \(nowWeb.liveClicked.summary); "
                    + "\(clickedLive.ratio(to: ownLive))")
            print(
                "    \(padded("predictable expiry, link clicked in the page")) \(nowWeb.predictableClicked.summary); "
                    + "\(nowWeb.predictableClicked.time.ratio(to: clickedLive)) of the clicked live navigation, "
                    + "landed on \(nowWeb.predictableClickedLanding)")
        }
        print(
            "    \(padded("unpredicted expiry (session ended early)")) \(nowWeb.unpredicted.summary); "
                + "\(nowWeb.unpredicted.time.ratio(to: ownLive)), "
                + "\(nowWeb.unpredicted.time.ratio(to: strategies.peer.time)) of the reactive peer, "
                + "landed on \(nowWeb.unpredictedLanding)")
    }

    /// The targets of the recovery work, checked against this run's figures.
    static func targets(
        _ loads: LoadFigures, _ strategies: StrategyFigures, _ nowWeb: NowWebRecoveryFigures,
        fleet: Measurement?, fleetSize: Int
    ) -> [TargetCheck] {
        let predictableRatio = nowWeb.predictable.time.median / max(nowWeb.live.time.median, 1e-9)
        let predictableRequests = Int(nowWeb.predictable.requests.median)
        let unpredictedRatio = nowWeb.unpredicted.time.median / max(strategies.peer.time.median, 1e-9)
        let unpredictedRequests = Int(nowWeb.unpredicted.requests.median)
        let preloadRatio = loads.warmAfterPreload.time.median / max(loads.cold.time.median, 1e-9)
        let preloadAssets = Int(loads.warmAfterPreload.assets.median)
        let clickedRatio = nowWeb.predictableClicked.time.median / max(nowWeb.liveClicked.time.median, 1e-9)
        let clickedRequests = Int(nowWeb.predictableClicked.requests.median)
        var checks = [
            TargetCheck(
                name: "predictable expiry", goal: "1 request, <= 1.10 x live",
                measured: "\(predictableRequests) requests, \(format(predictableRatio)) x live",
                isMet: predictableRequests == 1 && predictableRatio <= 1.1)
        ]
        if !nowWeb.predictableClicked.time.values.isEmpty {
            checks.append(
                TargetCheck(
                    name: "predictable expiry, link clicked", goal: "1 request, <= 1.10 x the clicked live navigation",
                    measured: "\(clickedRequests) requests, \(format(clickedRatio)) x live",
                    isMet: clickedRequests == 1 && clickedRatio <= 1.1))
        }
        checks += [
            TargetCheck(
                name: "unpredicted expiry", goal: "<= 3 requests, <= 0.60 x reactive peer, on the requested page",
                measured: "\(unpredictedRequests) requests, \(format(unpredictedRatio)) x peer, "
                    + "on \(nowWeb.unpredictedLanding)",
                isMet: unpredictedRequests <= 3 && unpredictedRatio <= 0.6
                    && nowWeb.unpredictedLanding == WebBenchmarkRun.linkPage),
            TargetCheck(
                name: "new controller after a preload", goal: "<= 0.15 x cold, 0 asset requests",
                measured: "\(format(preloadRatio)) x cold, \(preloadAssets) asset requests",
                isMet: preloadRatio <= 0.15 && preloadAssets == 0),
        ]
        if let fleet {
            checks.append(
                TargetCheck(
                    name: "\(fleetSize) controllers expiring at once", goal: "1 token exchange",
                    measured: "\(fleet.tokenRequests) token exchanges", isMet: fleet.tokenRequests == 1))
        }
        return checks
    }

    private static func padded(_ label: String) -> String {
        (label + ":").padding(toLength: 53, withPad: " ", startingAt: 0)
    }

    private static func format(_ ratio: Double) -> String { String(format: "%.2f", ratio) }
}
