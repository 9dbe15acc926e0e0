import NowWeb

/// A window a host shows a scenario's controller in (WebKitGTK's `NowWebBrowserWindow`), for the scenarios that
/// need ``ScenarioCapability/showsAWindow``: what its offline banner shows, and the banner's retry button.
@MainActor
package struct ScenarioWindow {
    /// Whether the window shows its offline banner.
    package var isOfflineBannerShowing: @MainActor () async -> Bool
    /// Clicks the banner's retry button; `false` when there is none to click.
    package var clickOfflineRetry: @MainActor () async -> Bool
    /// Closes the window.
    package var close: @MainActor () async -> Void

    /// Makes a window from its host's functions.
    package init(
        isOfflineBannerShowing: @escaping @MainActor () async -> Bool,
        clickOfflineRetry: @escaping @MainActor () async -> Bool, close: @escaping @MainActor () async -> Void
    ) {
        self.isOfflineBannerShowing = isOfflineBannerShowing
        self.clickOfflineRetry = clickOfflineRetry
        self.close = close
    }
}
