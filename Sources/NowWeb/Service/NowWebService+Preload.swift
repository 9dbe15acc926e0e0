import Foundation

extension NowWebService {
    /// Called once when ``NowWebService/preloadWebCache(urls:completion:)`` has finished with every page.
    public typealias PreloadWebCacheCompletion = @MainActor @Sendable () -> Void

    // swift-check: given service: NowWebService
    /// Loads `urls` in the background, off screen, through the service's web session and data store, so that
    /// their cacheable resources are cached and the session is warm when a controller shows them.
    ///
    /// Every URL is checked first: if one is malformed, off the instance or not http(s), nothing loads and
    /// the error says which. Duplicates load once, at most two pages load at a time, and `completion` runs
    /// exactly once, after the last page finished, failed or took longer than 30 seconds (a page that fails
    /// is skipped, not retried). For progress, cancellation or another time limit, use
    /// ``preloadWebCache(urls:configuration:completion:)``.
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
        try preloadWebCache(
            urls: urls, configuration: NowWebPreload.Configuration(), completion: { _ in completion?() })
    }

    // swift-check: given service: NowWebService; pages: [URL]; bar: _ProgressBar
    // swift-check: preamble progress-bar
    /// Loads `urls` in the background as ``preloadWebCache(urls:completion:)`` does, and returns a handle
    /// that reports progress and can cancel.
    ///
    /// Pages start loading only after the call returns, so a ``NowWebPreload/progressHandler`` set on the
    /// returned handle sees every page end.
    ///
    /// ```swift
    /// let preload = try service.preloadWebCache(urls: pages, configuration: .init(pageTimeout: .seconds(10)))
    /// preload.progressHandler = { bar.value = $0.fractionCompleted }
    /// let final = await preload.finished()
    /// ```
    ///
    /// - Parameters:
    ///   - urls: Pages of the instance, absolute or relative to it.
    ///   - configuration: The page timeout, how many pages load at a time, and the clock.
    ///   - completion: Runs once on the main actor when every page ended, with the final progress.
    /// - Returns: The running preload.
    /// - Throws: ``NowWebServiceError`` for the first URL that cannot be shown; then nothing loads.
    @MainActor @discardableResult
    public func preloadWebCache(
        urls: [URL], configuration: NowWebPreload.Configuration,
        completion: (@MainActor (NowWebPreload.Progress) -> Void)? = nil
    ) throws -> NowWebPreload {
        guard scope != .opaque else { throw NowWebServiceError.serviceConfigurationInvalid }
        guard !isClosed else { throw NowWebServiceError.serviceClosed }
        var pages: [URL] = []
        for url in urls {
            let page = try scope.resolve(url).get()
            if !pages.contains(page) { pages.append(page) }
        }
        let preload = NowWebPreload(pages: pages, completion: completion)
        WebCachePreloader(service: self, handle: preload, configuration: configuration).start()
        return preload
    }
}
