import Foundation
import NowInternal
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// The pages a long session goes through in turn (classic pages of the list's kind, each a navigation).
    static let sessionPages = ["/kb_view.do", "/incident.do", "/incident_list.do"]

    /// How far the instance's clock moves before each navigation of a long session: the user reads the page.
    /// It spreads the recoveries over session time (10 navigations = 2.5 minutes), so that they stay within
    /// the controller's recovery budget (3 per 5 minutes) with room for the one NowWeb predicts when the
    /// bridging token's lifetime (30 minutes) passes, which a session of 200 navigations (50 minutes) meets;
    /// the session's idle timeout (30 minutes) never passes by itself.
    static let readingTime = Duration.seconds(15)

    /// One controller of a new service follows `navigations` links in turn; before every
    /// `navigations / recoveries`-th the instance ends every session unannounced (the token stays valid), so
    /// that navigation meets the login redirect and the controller recovers as usual. A recovery the
    /// controller starts by itself (its estimate predicting the end of the session, as when the bridging
    /// token expires) is counted apart, not refused. Each navigation is
    /// timed from the load until its page showed (after the recovery, for those); memory is read after
    /// navigation `window`, after every multiple of `readingsEvery` (when not 0) and after the last one, each
    /// after the settling time and 0.5 s more.
    func timeLongSession(
        navigations: Int, recoveries: Int, window: Int, readingsEvery: Int = 0
    ) async throws -> LongSessionFigures {
        let earlierWebProcesses = ProcessTree.webProcesses()
        let service = try await makeService()
        let (controller, probe) = try await open(Self.page, on: service)
        try await load(controller, probe, "first load")
        var figures = LongSessionFigures()
        let interval = max(navigations / max(recoveries, 1), 1)
        instance.clearRequestLog()
        for number in 1...navigations {
            let path = Self.sessionPages[number % Self.sessionPages.count]
            var target = instance.baseURL.appending(path: String(path.dropFirst()))
            if path == "/incident.do" {
                target.append(queryItems: [URLQueryItem(name: "sys_id", value: "\(number % 5 + 1)")])
            }
            instance.advanceTime(by: Self.readingTime)
            let expires = recoveries > 0 && number.isMultiple(of: interval) && number / interval <= recoveries
            try await Task.sleep(for: settling)
            if expires { endSessionsUnannounced() }
            let start = ContinuousClock.now
            controller.webEngine.load(WebRequest(url: target))
            let landing = try await probe.landed(on: path, "navigation \(number)")
            let elapsed = ContinuousClock.now - start
            if expires && !landing.recovered {
                throw BenchmarkFailure(description: "navigation \(number): no recovery after the expiry")
            }
            if landing.recovered && !expires { figures.unforcedRecoveries.append(number) }
            if landing.path != path { figures.strayLandings.append(landing.path) }
            figures.navigations.append(.init(milliseconds: elapsed.secondsValue * 1000, recovered: landing.recovered))
            if number == window || number == navigations || (readingsEvery > 0 && number.isMultiple(of: readingsEvery))
            {
                try await Task.sleep(for: .milliseconds(500))
                let web = ProcessTree.webProcesses().subtracting(earlierWebProcesses)
                let webBytes = web.count == 1 ? web.first.flatMap(ProcessTree.residentBytes(of:)) : nil
                figures.readings.append(
                    .init(
                        afterNavigation: number, processBytes: ProcessTree.residentBytes(of: Int(getpid())) ?? 0,
                        webProcessBytes: webBytes, webProcesses: web))
            }
        }
        figures.requests = RequestCounts(
            paths: instance.requestLog.filter { $0.host == .instance }.map(\.path),
            pagePaths: Set(Self.sessionPages), assetPaths: assetPaths)
        await discard([controller], of: service)
        return figures
    }
}
