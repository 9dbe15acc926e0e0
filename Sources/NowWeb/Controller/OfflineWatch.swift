import Foundation
import NowSDK

/// A controller's pages that failed offline: it listens to the service's connectivity source, feeds
/// ``OfflineRecovery`` the controller's failures, its shown pages, the source's changes and the banner's Retry,
/// and hands each decision to the controller (``Action``): the banner to show or hide, the reload to issue.
///
/// It holds no session logic: the reload is the controller's ordinary reload, which the session machine bridges
/// or recovers like any other load.
@MainActor
package final class OfflineWatch {
    /// What the controller does: ``OfflineRecovery/Action``.
    package typealias Action = OfflineRecovery.Action

    /// The decision, with what the source last said.
    package private(set) var recovery = OfflineRecovery()
    private var listening: Task<Void, Never>?
    private var perform: (Action) -> Void = { _ in }
    private var waiters: [(connectivity: NowConnectivity, resume: CheckedContinuation<Void, Never>)] = []

    /// A watch that hears nothing yet.
    package init() {}

    isolated deinit {
        listening?.cancel()
        for waiter in waiters { waiter.resume.resume() }
    }

    /// Starts listening to `source` (none: failures are judged by their error alone) and performing the
    /// decisions with `perform`.
    func start(_ source: (any NowConnectivitySource)?, perform: @escaping (Action) -> Void) {
        self.perform = perform
        guard let source else { return }
        let updates = source.connectivityUpdates()
        listening = Task { [weak self] in
            for await connectivity in updates {
                guard let self else { return }
                take(connectivity)
            }
        }
    }

    /// Whether the retry banner shows.
    package var isShowingBanner: Bool { recovery.isShowingBanner }

    /// The controller reported `error`.
    func failed(_ error: NowWebError) {
        var page: URL?
        if case .networkFailure(let failed, _) = error { page = failed }
        run(recovery.loadFailed(page, error: error))
    }

    /// The main frame committed a page: the network works.
    func pageShown() {
        run(recovery.loadFinished())
    }

    /// The banner's Retry was tapped.
    func retry() {
        run(recovery.retryRequested())
    }

    /// Returns once the watch has heard `connectivity` from its source as the latest word (at once when it
    /// has), so that a test knows the source's word was taken in before it goes on.
    package func heard(_ connectivity: NowConnectivity) async {
        guard recovery.connectivity != connectivity else { return }
        await withCheckedContinuation { waiters.append((connectivity, $0)) }
    }

    private func take(_ connectivity: NowConnectivity) {
        run(recovery.connectivityChanged(connectivity))
        let (ready, waiting) = (waiters.filter { $0.connectivity == connectivity }, waiters)
        waiters = waiting.filter { $0.connectivity != connectivity }
        for waiter in ready { waiter.resume.resume() }
    }

    private func run(_ actions: [Action]) {
        for action in actions { perform(action) }
    }
}
