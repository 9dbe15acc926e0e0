import NowWeb

/// Records what a controller tells its host of the offline banner (`PageChange.offlineBanner`), in order: `true`
/// when the banner shows, `false` when it goes.
@MainActor
package final class OfflineBannerRecorder {
    /// Every change of the banner, in order.
    package private(set) var changes: [Bool] = []

    /// Starts recording `controller`'s banner changes.
    package init(_ controller: NowWebViewController) {
        controller.observe { [weak self] change in
            if case .offlineBanner(let isShowing) = change { self?.changes.append(isShowing) }
        }
    }
}
