import Foundation
import NowWeb
import NowWebTesting

/// The figures of an expiry inside a single-page app, over all iterations.
struct InPageFigures {
    /// The portal page's data refreshed with the session alive: from the refresh until the data came back.
    var live = WebFigure()
    /// The same refresh after the session ended: from the refresh until the reloaded page's data came back.
    var expired = WebFigure()
    /// The page loads with the bearer each expired refresh took (the reloads).
    var reloads = Samples()
    /// The bearer requests each expired refresh took, behind the page or as a reload.
    var bridges = Samples()
}

extension WebBenchmarkRun {
    /// The portal page the in-page expiry is measured on.
    static let portalPage = "/esc?id=index"

    /// Times an expiry inside a portal page, `iterations` times: the page's data refresh with a live session
    /// (the baseline), then the same refresh after every web session ended on the instance (its data request
    /// is answered 401 and the page would show its login form in place), until the reloaded page's data came
    /// back. `nil` on an engine that runs no page script (the headless engine), which has no in-page watch.
    /// With `sendsUserToken` `false` the page's requests need no token of the session, so the page can go on
    /// after a re-bridge behind it: a reload is then counted only when the document was replaced.
    func timeInPageExpiry(iterations: Int, sendsUserToken: Bool = true) async throws -> InPageFigures? {
        guard benchmarkEngine != .headless else { return nil }
        instance.setSinglePageApps(
            .init(reaction: .inPlaceLoginForm, refreshInterval: .zero, sendsUserToken: sendsUserToken))
        defer { instance.setSinglePageApps(nil) }
        var figures = InPageFigures()
        for _ in 0..<iterations {
            let service = try await makeService()
            let (controller, probe) = try await open(Self.portalPage, on: service)
            try await load(controller, probe, "portal page")
            try await dataRequests(controller, atLeast: 1)
            figures.live.add(
                try await measure {
                    let before = try await dataRequests(controller, atLeast: 0)
                    _ = try await controller.page.evaluateJavaScript("window.__nowwebPage.refresh(); null")
                    try await dataRequests(controller, atLeast: before + 1)
                })
            endSessionsUnannounced()
            var bridges = 0
            let counting = controller.addObserver { if case .bridged = $0 { bridges += 1 } }
            let before = try await dataRequests(controller, atLeast: 0)
            _ = try await controller.page.evaluateJavaScript("window.__nowwebBenchDocument = true; null")
            var replaced = false
            figures.expired.add(
                try await measure {
                    _ = try await controller.page.evaluateJavaScript("window.__nowwebPage.refresh(); null")
                    _ = try await probe.recovered("in-page expiry")
                    let kept = try await controller.page.evaluateJavaScript(
                        "String(!!window.__nowwebBenchDocument)")
                    replaced = kept != "true"
                    try await dataRequests(controller, atLeast: replaced ? 1 : before + 1)
                })
            counting.cancel()
            figures.bridges.append(Double(bridges))
            figures.reloads.append(replaced ? 1 : 0)
            await discard([controller], of: service)
        }
        return figures
    }

    /// How many data requests the page log holds answered with data
    /// (`Resources/Scripts/WebBenchmarkRun.dataRequestCount.js`), loaded once.
    private static let dataRequestCount = JavaScriptResource.required("WebBenchmarkRun.dataRequestCount", in: .module)

    /// Waits until the document shown has at least `count` data requests answered with data (its page log),
    /// and returns how many it has.
    @discardableResult
    private func dataRequests(_ controller: NowWebViewController, atLeast count: Int) async throws -> Int {
        let script = Self.dataRequestCount.source
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            let text = try? await controller.page.evaluateJavaScript(script)
            if let done = text.flatMap({ $0 }).flatMap(Int.init), done >= count { return done }
            guard ContinuousClock.now < deadline else {
                throw BenchmarkFailure(description: "the portal page's data did not come back within 20 s")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
