#if WebKitGTK
    import Foundation
    import NowWeb
    import Testing

    /// A delegate that records what an engine asks and reports, answers policy from a closure, and lets a test
    /// wait for the next event of a kind.
    @MainActor
    final class EngineRecorder: WebEngineDelegate {
        private(set) var events: [WebEngineEvent] = []
        private(set) var actions: [NavigationAction] = []
        /// The answer to each navigation action. Default: allow.
        var policy: (NavigationAction) -> NavigationPolicy = { _ in .allow }
        private var waiters:
            [UUID: (matches: (WebEngineEvent) -> Bool, continuation: CheckedContinuation<WebEngineEvent?, Never>)] = [:]

        func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
            actions.append(action)
            return policy(action)
        }

        func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
            events.append(event)
            for (id, waiter) in waiters where waiter.matches(event) {
                waiters[id] = nil
                waiter.continuation.resume(returning: event)
            }
        }

        /// Waits for the next event (from now on) that `matches`; `nil` when the test is cancelled (its time
        /// limit) or no such event came within `patience`, which records an issue listing the events so far.
        func next(
            patience: Duration = .seconds(40),
            sourceLocation: SourceLocation = #_sourceLocation,
            _ matches: @escaping (WebEngineEvent) -> Bool
        ) async -> WebEngineEvent? {
            let id = UUID()
            let watchdog = Task { [weak self] in
                try await Task.sleep(for: patience)
                guard let self, let waiter = self.waiters.removeValue(forKey: id) else { return }
                Issue.record(
                    "no such event within \(patience); events so far: \(self.events)", sourceLocation: sourceLocation)
                waiter.continuation.resume(returning: nil)
            }
            defer { watchdog.cancel() }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { waiters[id] = (matches, $0) }
            } onCancel: {
                Task { @MainActor [weak self] in
                    self?.waiters.removeValue(forKey: id)?.continuation.resume(returning: nil)
                }
            }
        }

        /// Waits for the main frame to finish or fail.
        func settled(sourceLocation: SourceLocation = #_sourceLocation) async -> WebEngineEvent? {
            await next(sourceLocation: sourceLocation) {
                switch $0 {
                case .finished, .failed: true
                default: false
                }
            }
        }

        /// Waits for the main frame to settle and records an issue, with every event so far, unless it
        /// settled as `expected`.
        func expectSettled(_ expected: WebEngineEvent, sourceLocation: SourceLocation = #_sourceLocation) async {
            let event = await settled(sourceLocation: sourceLocation)
            #expect(event == expected, "events so far: \(events)", sourceLocation: sourceLocation)
        }

        /// The responses reported so far.
        var responses: [WebResponse] {
            events.compactMap {
                if case .responseReceived(let response) = $0 { response } else { nil }
            }
        }
    }

    extension WebEngineEvent {
        /// Whether the event is a load failing as cancelled.
        var isCancellation: Bool {
            if case .failed(_, .cancelled) = self { true } else { false }
        }
    }
#endif
