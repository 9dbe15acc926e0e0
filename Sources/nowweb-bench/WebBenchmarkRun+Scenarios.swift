import Foundation
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// Times cold, warm, recovering and plain bridged loads, `iterations` times each.
    func timeLoads(iterations: Int) async throws -> LoadFigures {
        var figures = LoadFigures()
        for _ in 0..<iterations {
            let service = try await makeService()
            let (first, firstProbe) = try await open(Self.page, on: service)
            figures.cold.add(try await timedLoad(first, firstProbe, "cold load"))
            let (second, secondProbe) = try await open(Self.page, on: service)
            figures.warmSecondController.add(try await timedLoad(second, secondProbe, "second controller"))

            expireSession()
            var recovered: URL?
            figures.recovery.add(
                try await measure {
                    first.webEngine.load(WebRequest(url: linkURL))
                    let page = try await firstProbe.recovered("recovery")
                    let shown = try await firstProbe.finished("recovered page")
                    guard shown.path == page.path else {
                        throw BenchmarkFailure(description: "recovery: \(page.path) recovered, \(shown.path) finished")
                    }
                    recovered = page
                })
            guard let recovered else { throw BenchmarkFailure(description: "recovery: no page") }
            figures.recoveredPath = recovered.path
            figures.liveNavigation.add(
                try await measure {
                    first.webEngine.load(WebRequest(url: recovered))
                    try await firstProbe.finished("navigation with a live session")
                })
            let (third, thirdProbe) = try await open(recovered.absoluteString, on: service)
            figures.bridged.add(try await timedLoad(third, thirdProbe, "bridged load"))
            await discard([first, second, third], of: service)

            let preloaded = try await makeService()
            let (preload, preloadProbe) = try await open(Self.preloadPage, on: preloaded)
            try await load(preload, preloadProbe, "preload")
            let (next, nextProbe) = try await open(Self.page, on: preloaded)
            var (start, instanceStart) = (ContinuousClock.now, instance.now)
            figures.warmAfterPreload.add(
                try await measure(onStart: { (start, instanceStart) = (ContinuousClock.now, instance.now) }) {
                    try await load(next, nextProbe, "after preload")
                })
            figures.afterPreloadPhases.add(phases(of: nextProbe, since: start, instanceStart: instanceStart))
            await discard([preload, next], of: preloaded)
        }
        return figures
    }

    /// Times preloading the way an app uses it, `iterations` times: a new service preloads the home page
    /// through the public `preloadWebCache(urls:completion:)` (hidden controllers, released when it
    /// completes); then a new controller for the list page is made, shown and loaded. The clock runs from
    /// `makeWebViewController` until the page finished, so it includes the view's creation and (on WebKitGTK)
    /// its window's first frame; on an engine that draws, the page's own first frame is read too (the
    /// emulator's frame probe, `sysparm_rows=5`: the same rows and assets). The same step on a new service
    /// without a preload is the baseline.
    func timeOpenToFinished(iterations: Int) async throws -> OpenFigures {
        var figures = OpenFigures()
        for _ in 0..<iterations {
            let plain = try await makeService()
            var (controllers, frame) = try await openAndLoad(on: plain, into: &figures.cold)
            if let frame {
                figures.coldFrame.append(frame.total)
                figures.coldSplit.add(toShown: frame.shown, toRequest: frame.request, toFrame: frame.frame)
            }
            await discard(controllers, of: plain)

            let preloaded = try await makeService()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                do {
                    try preloaded.preloadWebCache(urls: [homeURL]) { done.resume() }
                } catch {
                    done.resume()
                }
            }
            (controllers, frame) = try await openAndLoad(on: preloaded, into: &figures.afterPreload)
            if let frame {
                figures.afterPreloadFrame.append(frame.total)
                figures.afterPreloadSplit.add(toShown: frame.shown, toRequest: frame.request, toFrame: frame.frame)
            }
            await discard(controllers, of: preloaded)
        }
        return figures
    }

    /// `makeWebViewController` for the list page with its frame probe, its view shown, `loadPage()` until the
    /// page finished, timed into `figure`; returns the controller and, on an engine that draws, the time from
    /// the clock's start until the page's first frame was drawn, split where the view was shown and where the
    /// page request reached the instance (milliseconds).
    private func openAndLoad(
        on service: NowWebService, into figure: inout WebFigure
    ) async throws -> ([NowWebViewController], (total: Double, shown: Double, request: Double, frame: Double)?) {
        var controllers: [NowWebViewController] = []
        var wallStart = 0.0
        var shown = 0.0
        var instanceStart = Date()
        figure.add(
            try await measure(onStart: {
                wallStart = FirstFrameReport.systemClockMilliseconds
                instanceStart = instance.now
            }) {
                let (controller, probe) = try await open(Self.probedPage, on: service)
                shown = FirstFrameReport.systemClockMilliseconds - wallStart
                controllers.append(controller)
                try await load(controller, probe, "open to finished")
            })
        guard benchmarkEngine.clicksLinks, let controller = controllers.first else { return (controllers, nil) }
        let frame = try await benchmarkEngine.firstFrameReport(of: controller.webEngine)
        let total = frame.painted - wallStart
        guard let arrival = instance.requestLog.last(where: { $0.path == Self.page })?.date else {
            throw BenchmarkFailure(description: "the list page's request is missing from the emulator's log")
        }
        let request = arrival.timeIntervalSince(instanceStart) * 1000
        return (controllers, (total, shown, request - shown, total - request))
    }

    /// Where a timed load's time went: until the bearer load was issued (the token), from then until the
    /// page request reached the instance, and from then until the page finished.
    private func phases(
        of probe: LoadProbe, since start: ContinuousClock.Instant, instanceStart: Date
    ) -> LoadPhases {
        let bridged = probe.lastArrival { if case .bridged = $0 { true } else { false } } ?? start
        let finished = probe.lastArrival { if case .finished = $0 { true } else { false } } ?? start
        let arrival = instance.requestLog.last { $0.path == Self.page }?.date ?? instanceStart
        let toBridge = bridged - start
        let toRequest = Duration.seconds(arrival.timeIntervalSince(instanceStart))
        return LoadPhases(token: toBridge, toInstance: toRequest - toBridge, toFinished: finished - start - toRequest)
    }

    /// The memory before any controller, with one controller showing the page, and with `count` of them.
    func measureMemory(controllers count: Int) async throws -> [ProcessMemory] {
        var readings = [await settledMemory()]
        let service = try await makeService()
        var controllers: [NowWebViewController] = []
        for index in 0..<count {
            let (controller, probe) = try await open(Self.page, on: service)
            try await load(controller, probe, "controller \(index + 1)")
            controllers.append(controller)
            if index == 0 { readings.append(await settledMemory()) }
        }
        readings.append(await settledMemory())
        await discard(controllers, of: service)
        return readings
    }

    /// The memory once the views had a moment to lay out and paint what they loaded.
    private func settledMemory() async -> ProcessMemory {
        try? await Task.sleep(for: .milliseconds(500))
        return ProcessMemory.current(includingDescendants: countsChildProcesses)
    }
}
