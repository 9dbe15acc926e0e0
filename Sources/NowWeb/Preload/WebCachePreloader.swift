import Foundation
import NowInternal
import NowSDK

/// Loads pages off screen through hidden controllers of a service, a bounded number at a time, each within
/// a time limit, and reports each page's end to its ``NowWebPreload``.
@MainActor
final class WebCachePreloader {
    private let service: NowWebService
    private let configuration: NowWebPreload.Configuration
    private let handle: NowWebPreload
    private var pending: [URL]
    private var running: [URL: PreloadPageLoad] = [:]

    init(service: NowWebService, handle: NowWebPreload, configuration: NowWebPreload.Configuration) {
        self.service = service
        self.handle = handle
        self.configuration = configuration
        self.pending = handle.progress.pages.reversed()
    }

    /// Starts the workers; the preloader lives until the last page ended.
    func start() {
        handle.onCancel { [weak self] in self?.cancel() }
        if pending.isEmpty {
            Task { [handle] in handle.completeIfFinished() }
            return
        }
        for _ in 0..<min(configuration.concurrency, pending.count) {
            Task { await self.drain() }
        }
    }

    private func drain() async {
        while let page = pending.popLast() {
            handle.record(page, await load(page))
        }
    }

    /// Loads `page` in a hidden controller, so that bridging and recovery work as for a shown one.
    private func load(_ page: URL) async -> NowWebPreload.PageOutcome {
        let controller: NowWebViewController
        switch service.makeWebViewController(for: page) {
        case .success(let made): controller = made
        case .failure(let error): return .failed(.badResponse(page: page, reason: error.localizedDescription))
        }
        let load = PreloadPageLoad(controller: controller)
        running[page] = load
        let timer = Task {
            [clock = configuration.clock ?? service.options.clock.timer, timeout = configuration.pageTimeout] in
            guard (try? await clock.sleep(lasting: timeout)) != nil else { return }
            load.end(.timedOut)
        }
        let outcome = await load.run()
        timer.cancel()
        running[page] = nil
        return outcome
    }

    /// Ends every page: those waiting without loading, those loading after stopping them.
    private func cancel() {
        let waiting = pending
        pending = []
        for page in waiting.reversed() { handle.record(page, .cancelled) }
        for load in running.values { load.end(.cancelled) }
    }
}
