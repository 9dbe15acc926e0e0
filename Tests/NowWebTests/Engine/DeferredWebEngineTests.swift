import Foundation
import NowWeb
import NowWebTesting
import Testing

@Suite @MainActor struct DeferredWebEngineTests {
    private struct NoDisplay: Error, LocalizedError {
        var errorDescription: String? { "no display" }
    }

    @Test func callsMadeBeforeTheEngineExistsAreReplayedInOrder() async {
        let real = ScriptedWebEngine()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let deferred = DeferredWebEngine {
            for await _ in gate { break }
            return real
        }
        let log = RecordingEngineDelegate()
        deferred.delegate = log
        let first = WebRequest(url: URL(string: "https://acme.service-now.com/a")!, headers: ["Authorization": "x"])
        let second = WebRequest(url: URL(string: "https://acme.service-now.com/b")!)
        deferred.load(first)
        deferred.load(second)
        #expect(real.loadedRequests.isEmpty)

        open.yield()
        let ready = await deferred.readyEngine()

        #expect(ready === real)
        #expect(real.loadedRequests == [first, second])
        #expect(real.delegate === log)
        real.emit(.committed(second.url))
        #expect(deferred.currentURL == second.url)
        #expect(log.events == [.committed(second.url)])
    }

    @Test func anEngineThatCannotBeMadeFailsItsLoadsWithTheReason() async {
        let deferred = DeferredWebEngine { throw NoDisplay() }
        let log = RecordingEngineDelegate()
        deferred.delegate = log
        let url = URL(string: "https://acme.service-now.com/a")!
        deferred.load(WebRequest(url: url))
        _ = await deferred.readyEngine()
        deferred.load(WebRequest(url: url))
        #expect(log.events.count == 1, "a load after the failure is reported only after load(_:) returned")
        await deferred.settle()

        #expect(log.events == Array(repeating: .failed(url: url, error: .engineUnavailable("no display")), count: 2))
        await #expect(throws: WebEngineError.javaScriptUnavailable) { try await deferred.evaluateJavaScript("1") }
    }
}
