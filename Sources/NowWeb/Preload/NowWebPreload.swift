import Foundation

// swift-check: given service: NowWebService
/// A running ``NowWebService/preloadWebCache(urls:configuration:completion:)``: its progress, a
/// way to cancel it, and a way to wait for its end.
///
/// Every page ends exactly once, as ``PageOutcome/loaded``, ``PageOutcome/failed(_:)``,
/// ``PageOutcome/timedOut`` or ``PageOutcome/cancelled``; the progress handler runs after each, and the
/// completion once, after the last. A page that never finishes (a stalled server, an engine that never
/// reports) ends at ``Configuration/pageTimeout``, so the completion always comes.
///
/// ```swift
/// let preload = try service.preloadWebCache(
///     urls: [URL(string: "/mesp")!], configuration: .init(pageTimeout: .seconds(10)))
/// preload.progressHandler = { print("\(Int($0.fractionCompleted * 100)) % of \($0.pages.count) pages") }
/// // later, if the user moved on:
/// preload.cancel()
/// ```
@MainActor
public final class NowWebPreload {
    /// Called after each page ends, with the progress so far.
    package typealias ProgressHandler = @MainActor (Progress) -> Void
    /// Called once when every page ended, with the final progress.
    package typealias CompletionHandler = @MainActor (Progress) -> Void

    /// The progress so far.
    public private(set) var progress: Progress
    /// Called after each page ends, on the main actor.
    public var progressHandler: (@MainActor (Progress) -> Void)?

    private var completionHandlers: [CompletionHandler] = []
    private var waiters: [CheckedContinuation<Progress, Never>] = []
    private var cancellation: (() -> Void)?
    private var hasCompleted = false

    init(pages: [URL], completion: CompletionHandler?) {
        progress = Progress(pages: pages)
        completionHandlers = completion.map { [$0] } ?? []
    }

    /// Whether every page ended and the completion ran.
    package var isFinished: Bool { hasCompleted }

    /// Stops the preload: pages not started are not loaded, pages loading are stopped, and each ends as
    /// ``PageOutcome/cancelled``. Cached resources stay cached. Does nothing once finished.
    public func cancel() {
        guard !isFinished else { return }
        cancellation?()
    }

    /// Waits until every page ended, and returns the final progress.
    public func finished() async -> Progress {
        if isFinished { return progress }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// Sets what ``cancel()`` does: the preloader's own cancellation.
    func onCancel(_ action: @escaping () -> Void) { cancellation = action }

    /// Records that `page` ended with `outcome`, and reports.
    func record(_ page: URL, _ outcome: PageOutcome) {
        guard progress.record(page, outcome) else { return }
        progressHandler?(progress)
        completeIfFinished()
    }

    /// Runs the completion handlers and resumes the waiters once every page ended.
    func completeIfFinished() {
        guard progress.isFinished, !hasCompleted else { return }
        hasCompleted = true
        cancellation = nil
        let handlers = completionHandlers
        completionHandlers = []
        for handler in handlers { handler(progress) }
        let ready = waiters
        waiters = []
        for waiter in ready { waiter.resume(returning: progress) }
    }
}
