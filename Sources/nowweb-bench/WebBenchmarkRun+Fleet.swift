import Foundation
import NowWeb

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
        await discard(opened.map(\.0), of: service)
        return measurement
    }
}
