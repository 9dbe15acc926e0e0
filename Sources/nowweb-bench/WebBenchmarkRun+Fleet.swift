import Foundation
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// Shows the page in `count` controllers of one service, lets the session and the token expire, follows
    /// the link in all of them at once and measures until every one shows a page again.
    func timeFleetExpiry(controllers count: Int) async throws -> Measurement {
        let service = try await makeService()
        var opened: [(NowWebViewController, LoadProbe)] = []
        for _ in 0..<count { opened.append(try await open(Self.page, on: service)) }
        // The first load fills the cache, so that the others fetch the page only.
        try await load(opened[0].0, opened[0].1, "fleet controller 1")
        for (controller, _) in opened.dropFirst() { controller.loadPage() }
        for (index, (_, probe)) in opened.enumerated().dropFirst() {
            try await probe.finished("fleet controller \(index + 1)")
        }
        expireSession()
        let measurement = try await measure {
            for (controller, _) in opened { controller.webEngine.load(WebRequest(url: linkURL)) }
            for (index, (_, probe)) in opened.enumerated() {
                try await probe.finished("fleet recovery \(index + 1)")
            }
        }
        // A page answered with an error finishes too: every controller must have had the link's page itself.
        let answered = instance.requestLog.filter { $0.path == Self.linkPage && $0.status == 200 }.count
        guard answered >= count else {
            throw BenchmarkFailure(
                description: "fleet: \(answered) of \(count) controllers got the link's page (the others an error or "
                    + "nothing the emulator logged, such as its 503 past \(instance.configuration.maximumConnections) "
                    + "connections)")
        }
        await discard(opened.map(\.0), of: service)
        return measurement
    }
}
