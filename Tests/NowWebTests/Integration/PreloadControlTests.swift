import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// Progress, cancellation and the page timeout of `preloadWebCache`, with scripted engines whose pages
/// finish only when the test says so, and a clock that moves only when the test says so.
@Suite @MainActor struct PreloadControlTests {
    /// The engines the service made, in order, each answering its first load as `answer` says.
    @MainActor final class Engines {
        var made: [ScriptedWebEngine] = []
        var answer: @MainActor (ScriptedWebEngine, WebRequest) -> Void = { _, _ in }

        func make() -> ScriptedWebEngine {
            let engine = ScriptedWebEngine()
            engine.loadHandler = { [unowned self, unowned engine] request in answer(engine, request) }
            made.append(engine)
            return engine
        }
    }

    func withService(
        _ body: @MainActor (NowWebService, Engines, InstanceEmulator) async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let engines = Engines()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engines.make() }))
            try await body(service, engines, instance)
        }
    }

    static func page(_ path: String, on instance: InstanceEmulator) -> URL {
        URL(string: path, relativeTo: instance.baseURL)!.absoluteURL
    }

    @Test func aPageThatNeverFinishesEndsAtItsTimeoutAndTheCompletionStillComes() async throws {
        try await withService { service, engines, instance in
            let finishing = Self.page("/incident_list.do", on: instance)
            let stalled = Self.page("/now/nav/ui/home", on: instance)
            engines.answer = { engine, request in
                if request.url == finishing { engine.completeLoad(of: finishing) }
            }
            let clock = ManualClock()
            var reported: [NowWebPreload.Progress] = []
            let (progress, progressSink) = AsyncStream.makeStream(of: Int.self)

            let preload = try service.preloadWebCache(
                urls: [finishing, stalled],
                configuration: .init(pageTimeout: .seconds(30), concurrency: 2, clock: clock))
            preload.progressHandler = {
                reported.append($0)
                progressSink.yield($0.completedCount)
            }
            #expect(try await clock.nextSleep() == .seconds(30))
            #expect(try await clock.nextSleep() == .seconds(30))
            // The finishing page's load completes through the engine's events: wait for its report before the
            // clock moves, or a loaded machine lets both timeouts fire first.
            var completions = progress.makeAsyncIterator()
            #expect(await completions.next() == 1)
            #expect(!preload.isFinished)
            clock.advance(by: .seconds(29))
            #expect(!preload.isFinished)
            clock.advance(by: .seconds(1))
            let final = await preload.finished()

            #expect(final.outcomes == [finishing: .loaded, stalled: .timedOut])
            #expect(final.count(of: .timedOut) == 1)
            #expect(reported.map(\.completedCount) == [1, 2])
            let stalledEngine = engines.made.first { $0.loadedRequests.first?.url == stalled }
            #expect(stalledEngine?.stopCount == 1, "the stalled page's engine was stopped")
        }
    }

    @Test func cancellingStopsThePageLoadingAndSkipsThePagesWaiting() async throws {
        try await withService { service, engines, instance in
            let first = Self.page("/incident_list.do", on: instance)
            let second = Self.page("/now/nav/ui/home", on: instance)
            let third = Self.page("/kb_view.do", on: instance)
            var preload: NowWebPreload?
            var completions: [NowWebPreload.Progress] = []
            engines.answer = { engine, request in
                if request.url == first { engine.completeLoad(of: first) } else { preload?.cancel() }
            }

            preload = try service.preloadWebCache(
                urls: [first, second, third], configuration: .init(concurrency: 1),
                completion: { completions.append($0) })
            let final = await preload?.finished()

            #expect(final?.outcomes == [first: .loaded, second: .cancelled, third: .cancelled])
            #expect(
                final?.completed == [first, third, second], "waiting pages end at once, the loading one once stopped")
            #expect(engines.made.count == 2, "the third page never got an engine")
            #expect(engines.made.last?.stopCount == 1)
            #expect(completions.count == 1)
            preload?.cancel()
            #expect(completions.count == 1, "cancelling a finished preload does nothing")
        }
    }

    @Test func aFailedPageIsReportedWithItsErrorAndTheOthersLoad() async throws {
        try await withService { service, engines, instance in
            let good = Self.page("/incident_list.do", on: instance)
            let broken = Self.page("/sys_broken.do", on: instance)
            engines.answer = { engine, request in
                if request.url == good {
                    engine.completeLoad(of: good)
                } else {
                    engine.emit(.failed(url: broken, error: .network("connection reset")))
                }
            }

            let final = await (try service.preloadWebCache(urls: [good, broken], configuration: .init())).finished()

            #expect(final.outcomes[good] == .loaded)
            #expect(final.failedCount == 1)
            #expect(final.fractionCompleted == 1)
        }
    }

    @Test func aPreloadOfNoPageCompletesAtOnce() async throws {
        try await withService { service, _, _ in
            var completions = 0
            let preload = try service.preloadWebCache(urls: [], configuration: .init()) { _ in completions += 1 }
            let final = await preload.finished()
            #expect(final.isFinished && final.total == 0)
            #expect(completions == 1)
        }
    }
}
