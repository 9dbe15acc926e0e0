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
            [(matches: (WebEngineEvent) -> Bool, continuation: CheckedContinuation<WebEngineEvent, Never>)] =
                []

        func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
            actions.append(action)
            return policy(action)
        }

        func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
            events.append(event)
            let ready = waiters.filter { $0.matches(event) }
            waiters.removeAll { $0.matches(event) }
            for waiter in ready { waiter.continuation.resume(returning: event) }
        }

        /// Waits for the next event (from now on) that `matches`.
        func next(_ matches: @escaping (WebEngineEvent) -> Bool) async -> WebEngineEvent {
            await withCheckedContinuation { waiters.append((matches, $0)) }
        }

        /// Waits for the main frame to finish or fail.
        func settled() async -> WebEngineEvent {
            await next {
                switch $0 {
                case .finished, .failed: true
                default: false
                }
            }
        }

        /// Waits for the main frame to settle and records an issue, with every event so far, unless it
        /// settled as `expected`.
        func expectSettled(_ expected: WebEngineEvent, sourceLocation: SourceLocation = #_sourceLocation) async {
            let event = await settled()
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
