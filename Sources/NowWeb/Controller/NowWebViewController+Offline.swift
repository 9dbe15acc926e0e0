import Foundation

// A page that failed offline: the retry banner in the host's chrome, and the reload once the network is back
// (`OfflineWatch`, `OfflineRecovery`).
extension NowWebViewController {
    /// What the retry banner says.
    package nonisolated static let offlineBannerText = "You are offline. The page reloads when the network is back."
    /// The banner's button.
    package nonisolated static let offlineRetryTitle = "Retry"

    /// Whether the retry banner of a page that failed offline shows.
    package var isShowingOfflineBanner: Bool { offlineWatch.isShowingBanner }

    /// The banner's Retry: reloads the page that failed offline now, whatever the connectivity source says.
    package func retryOfflinePage() {
        offlineWatch.retry()
    }

    /// Listens to the service's connectivity source from now on.
    func startOfflineWatch() {
        offlineWatch.start(service.options.connectivity) { [weak self] action in self?.performOffline(action) }
    }

    private func performOffline(_ action: OfflineWatch.Action) {
        switch action {
        case .showBanner:
            #if canImport(UIKit)
                chromeView?.showOfflineBanner(true)
            #endif
            observers.send(.offlineBanner(isShowing: true))
        case .hideBanner:
            #if canImport(UIKit)
                chromeView?.showOfflineBanner(false)
            #endif
            observers.send(.offlineBanner(isShowing: false))
        case .reload(let page):
            guard !service.isClosed else { return }
            // The page that failed when it is an instance page, else the one shown: an ordinary reload, which
            // the session machine bridges or recovers as any other.
            let target = page.flatMap { service.scope.contains($0) ? $0 : nil } ?? webEngine.currentURL
            pageSession.handle(.reloadRequested(shown: target))
        }
    }
}
