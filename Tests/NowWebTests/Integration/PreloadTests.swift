import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

@MainActor private final class CompletionCount {
    var value = 0
}

/// `preloadWebCache` with the headless engine against the emulator.
@Suite @MainActor struct PreloadTests {
    @Test func preloadedPagesLoadTheirAssetsOnceAndControllersThenTakeThemFromTheCache() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let calls = CompletionCount()

            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                do {
                    try service.preloadWebCache(
                        urls: [
                            URL(string: "/now/nav/ui/home")!, URL(string: "/incident_list.do")!,
                            instance.baseURL.appending(path: "now/nav/ui/home"),
                        ]
                    ) {
                        calls.value += 1
                        done.resume()
                    }
                } catch {
                    Issue.record("preload refused: \(error)")
                    done.resume()
                }
            }
            let preloaded = instance.requestLog
            #expect(preloaded.filter { $0.path == "/now/nav/ui/home" }.count == 1, "duplicates load once")
            #expect(preloaded.contains { $0.path == "/incident_list.do" })
            #expect(preloaded.contains { $0.path.hasPrefix("/scripts/") }, "assets were fetched")
            instance.clearRequestLog()

            let (controller, delegate, activity) = try WebTestHarness.open("/incident_list.do", on: service)
            controller.loadPage()
            try await activity.finished()

            #expect(calls.value == 1)
            #expect(instance.requestLog.map(\.path) == ["/incident_list.do"], "assets came from the cache")
            #expect(delegate.errors.isEmpty)
        }
    }

    @Test func progressIsReportedAfterEachPageAndTheHandleEndsLoaded() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            var fractions: [Double] = []

            // The page timeout is no part of this test (PreloadControlTests times it on a manual clock): long
            // enough that a machine slowed by a sanitizer and a hundred parallel tests finishes the pages first.
            let preload = try service.preloadWebCache(
                urls: [URL(string: "/now/nav/ui/home")!, URL(string: "/incident_list.do")!],
                configuration: .init(pageTimeout: .seconds(600), concurrency: 1))
            preload.progressHandler = { fractions.append($0.fractionCompleted) }
            let final = await preload.finished()

            #expect(fractions == [0.5, 1.0])
            #expect(final.count(of: .loaded) == 2, "\(final.outcomes)")
            #expect(final.completed.map(\.path) == ["/now/nav/ui/home", "/incident_list.do"])
            #expect(preload.isFinished)
        }
    }

    @Test func aURLOffTheInstanceIsRefusedAndNothingLoads() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let offInstance = URL(string: "https://elsewhere.example.com/")!

            #expect(throws: NowWebServiceError.offInstanceURL(offInstance)) {
                try service.preloadWebCache(urls: [URL(string: "/sp")!, offInstance])
            }
            await Task.yield()
            #expect(instance.requestLog.isEmpty)
        }
    }
}
