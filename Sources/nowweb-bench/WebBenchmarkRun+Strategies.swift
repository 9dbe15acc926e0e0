import Foundation
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// Times the recovery strategies on a bare engine of a new service, `iterations` times: a live
    /// navigation to the link, then each strategy after the session ended with the token still valid
    /// (`endSessionsUnannounced()`), and each again after the session and the token expired
    /// (`expireSession()`), so that every ratio compares runs that differ only in the strategy.
    func timeStrategies(iterations: Int) async throws -> StrategyFigures {
        var figures = StrategyFigures()
        for _ in 0..<iterations {
            let (service, core) = try await makeServiceAndCore()
            let driver = StrategyDriver(service: service, core: core)
            try await benchmarkEngine.show(engine: driver.engine)
            try await driver.load(pageURL, token: try await driver.token())

            figures.live.add(try await measure { try await driver.load(linkURL) })
            try await timePeers(driver, tokenValid: true, into: &figures.tokenValid)
            try await timePeers(driver, tokenValid: false, into: &figures.tokenExpired)

            try await endAfterShowingThePage(driver, tokenValid: false)
            driver.strategy = .predictive(target: linkURL, token: try await driver.token())
            figures.predictiveAtHand.add(try await measure { try await driver.load(linkURL) })

            await benchmarkEngine.discard([driver.engine], of: service)
        }
        return figures
    }

    /// Times each strategy once after the session ended, with the token valid or expired.
    private func timePeers(_ driver: StrategyDriver, tokenValid: Bool, into figures: inout PeerFigures) async throws {
        try await endAfterShowingThePage(driver, tokenValid: tokenValid)
        figures.generic.add(
            try await measure {
                driver.engine.load(WebRequest(url: linkURL))
                try await driver.finished(path: "/login.do")
                try await driver.load(linkURL, token: try await driver.token())
            })

        try await endAfterShowingThePage(driver, tokenValid: tokenValid)
        driver.strategy = .salesforce
        figures.salesforce.add(try await measure { try await driver.load(linkURL) })

        try await endAfterShowingThePage(driver, tokenValid: tokenValid)
        // Hotwire's recipe starts from the server's 401 for a visit without a session.
        let variant = instance.expiryVariant
        instance.setExpiryVariant(.unauthorized)
        driver.strategy = .hotwire
        figures.hotwire.add(try await measure { try await driver.load(linkURL) })
        instance.setExpiryVariant(variant)
        guard instance.requestLog.contains(where: { $0.path == linkURL.path && $0.status == 401 }) else {
            throw BenchmarkFailure(description: "the Hotwire-shaped visit did not meet the 401 its recipe starts from")
        }

        try await endAfterShowingThePage(driver, tokenValid: tokenValid)
        driver.strategy = .catchRedirect(target: linkURL)
        figures.caught.add(try await measure { try await driver.load(linkURL) })

        try await endAfterShowingThePage(driver, tokenValid: tokenValid)
        driver.strategy = .predictive(target: linkURL, token: nil)
        figures.predictive.add(try await measure { try await driver.load(linkURL) })
    }

    /// Times NowWeb's own answers on a controller, `iterations` times: a live navigation to the link, the
    /// link after a predictable expiry (the user left the page shown past the announced timeout and the
    /// token's expiry; the service refreshed its token ahead of need meanwhile), the same with the refresh
    /// ahead turned off, and after an unpredicted expiry (the instance ended the session early).
    func timeNowWebRecoveries(iterations: Int) async throws -> NowWebRecoveryFigures {
        var figures = NowWebRecoveryFigures()
        for _ in 0..<iterations {
            let (service, core) = try await makeServiceAndCore(drivenTimers: true)
            let (controller, probe) = try await open(Self.page, on: service)
            try await load(controller, probe, "first load")
            figures.live.add(
                try await measure {
                    controller.webEngine.load(WebRequest(url: linkURL))
                    try await probe.finished("live navigation")
                })

            try await showPage(controller, probe)
            try await idlePastExpiry(of: service, core: core)
            var landed = ""
            figures.predictable.add(try await measure { landed = try await followLink(controller, probe) })
            figures.predictableLanding = landed

            try await showPage(controller, probe)
            endSessionsUnannounced()
            figures.unpredicted.add(try await measure { landed = try await followLink(controller, probe) })
            figures.unpredictedLanding = landed

            if benchmarkEngine.clicksLinks {
                // The home page holds a link to the knowledge page.
                let home = homeURL
                try await showPage(controller, probe, url: home)
                figures.liveClicked.add(
                    try await measure { _ = try await followLink(controller, probe, byClick: true) })
                try await showPage(controller, probe, url: home)
                try await idlePastExpiry(of: service, core: core)
                figures.predictableClicked.add(
                    try await measure { landed = try await followLink(controller, probe, byClick: true) })
                figures.predictableClickedLanding = landed
            }
            await discard([controller], of: service)

            let plain = try await makeServiceAndCore(drivenTimers: true, refreshAhead: .disabled).service
            let (other, otherProbe) = try await open(Self.page, on: plain)
            try await load(other, otherProbe, "first load, no refresh ahead")
            expireSession()
            figures.predictableWithoutRefreshAhead.add(
                try await measure { _ = try await followLink(other, otherProbe) })
            await discard([other], of: plain)
        }
        return figures
    }

    /// Loads the page on a live session, then ends the session: unannounced with the token left valid, or by
    /// time passing past the session timeout and the token's expiry.
    private func endAfterShowingThePage(_ driver: StrategyDriver, tokenValid: Bool) async throws {
        driver.strategy = .allow
        try await driver.load(pageURL)
        if tokenValid { endSessionsUnannounced() } else { expireSession() }
        driver.forgetEvents()
    }

    /// Shows the page (or `url`) again on the controller's live session, so that it is the last good page.
    private func showPage(_ controller: NowWebViewController, _ probe: LoadProbe, url: URL? = nil) async throws {
        controller.webEngine.load(WebRequest(url: url ?? pageURL))
        try await probe.finished("back to the page")
    }

    /// Follows the link in the controller (a load of its URL, or with `byClick` a click on it in the page) and
    /// returns the path of the page it finally showed: the link's, or the one a recovery reported.
    private func followLink(
        _ controller: NowWebViewController, _ probe: LoadProbe, byClick: Bool = false
    ) async throws -> String {
        if byClick {
            try await benchmarkEngine.click(linkTo: Self.linkPage, in: controller)
        } else {
            controller.webEngine.load(WebRequest(url: linkURL))
        }
        return try await probe.landed(on: Self.linkPage, "link after expiry").path
    }
}
