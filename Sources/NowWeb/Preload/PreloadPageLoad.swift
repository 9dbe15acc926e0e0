import Foundation

/// One page of a preload in its hidden controller: ends once, on the controller's finish or failure, on
/// the page timeout, or on cancellation, whichever comes first, and then stops the engine.
@MainActor
final class PreloadPageLoad {
    private let controller: NowWebViewController
    private var continuation: CheckedContinuation<NowWebPreload.PageOutcome, Never>?
    private var hasEnded = false
    private var observation: NowWebObservation?

    init(controller: NowWebViewController) { self.controller = controller }

    /// Loads the page and returns how it ended.
    func run() async -> NowWebPreload.PageOutcome {
        let outcome = await withCheckedContinuation { continuation in
            self.continuation = continuation
            observation = controller.addObserver { [weak self] activity in
                switch activity {
                case .finished: self?.end(.loaded)
                case .failed(let error): self?.end(.failed(error))
                case .unsupportedURL(let url):
                    self?.end(.failed(.badResponse(page: url, reason: "the page left the instance")))
                default: break
                }
            }
            controller.loadPage()
        }
        observation?.cancel()
        controller.webEngine.stopLoading()
        return outcome
    }

    /// Ends the load with `outcome` unless it already ended.
    func end(_ outcome: NowWebPreload.PageOutcome) {
        guard !hasEnded, let continuation else { return }
        hasEnded = true
        self.continuation = nil
        continuation.resume(returning: outcome)
    }
}
