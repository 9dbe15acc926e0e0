import Foundation

extension NowWebService {
    /// Called once when ``NowWebService/preloadWebCache(urls:completion:)`` has finished with every page.
    public typealias PreloadWebCacheCompletion = @MainActor @Sendable () -> Void

    /// Loads `urls` in the background, off screen, through the service's web session and data store, so that
    /// their cacheable resources are cached and the session is warm when a controller shows them.
    ///
    /// Every URL is checked first: if one is malformed, off the instance or not http(s), nothing loads and
    /// the error says which. Duplicates load once, at most two pages load at a time, and `completion` runs
    /// exactly once, after the last page finished or failed (a page that fails is skipped, not retried).
    ///
    /// ```swift
    /// try service.preloadWebCache(urls: [URL(string: "/mesp")!, URL(string: "/incident_list.do")!]) {
    ///     print("preloaded")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - urls: Pages of the instance, absolute or relative to it.
    ///   - completion: Runs once on the main actor when every page is done.
    /// - Throws: ``NowWebServiceError`` for the first URL that cannot be shown.
    @MainActor
    public func preloadWebCache(urls: [URL], completion: PreloadWebCacheCompletion? = nil) throws {
        guard scope != .opaque else { throw NowWebServiceError.serviceConfigurationInvalid }
        var pages: [URL] = []
        for url in urls {
            let page = try scope.resolve(url).get()
            if !pages.contains(page) { pages.append(page) }
        }
        Task { @MainActor in
            await WebCachePreloader(service: self, pages: pages, concurrency: 2).run()
            completion?()
        }
    }
}

/// Loads pages off screen through hidden controllers of a service, a bounded number at a time.
@MainActor
final class WebCachePreloader {
    private let service: NowWebService
    private var pending: [URL]
    private let concurrency: Int

    init(service: NowWebService, pages: [URL], concurrency: Int) {
        self.service = service
        self.pending = pages.reversed()
        self.concurrency = concurrency
    }

    /// Returns when every page finished or failed.
    func run() async {
        let workers = (0..<min(concurrency, pending.count)).map { _ in Task { await self.drain() } }
        for worker in workers { await worker.value }
    }

    private func drain() async {
        while let page = pending.popLast() { await load(page) }
    }

    /// Loads `page` in a hidden controller, so that bridging and recovery work as for a shown one.
    private func load(_ page: URL) async {
        guard case .success(let controller) = service.makeWebViewController(for: page) else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var resumed = false
            controller.activityHandler = { activity in
                switch activity {
                case .finished, .failed, .unsupportedURL:
                    guard !resumed else { return }
                    resumed = true
                    continuation.resume()
                default: break
                }
            }
            controller.loadPage()
        }
        controller.activityHandler = nil
        controller.webEngine.stopLoading()
    }
}
