import Foundation
import NowWeb

/// A delegate that records every policy question and event, and answers policy with a script.
@MainActor
final class RecordingEngineDelegate: WebEngineDelegate {
    var actions: [NavigationAction] = []
    var events: [WebEngineEvent] = []
    var policy: (NavigationAction) -> NavigationPolicy
    /// Runs after each event is recorded, for delegates that react by loading.
    var onEvent: (WebEngineEvent) -> Void = { _ in }

    init(policy: @escaping (NavigationAction) -> NavigationPolicy = { _ in .allow }) {
        self.policy = policy
    }

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        actions.append(action)
        return policy(action)
    }

    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        events.append(event)
        onEvent(event)
    }

    /// The events without progress reports, which vary with timing.
    var milestones: [WebEngineEvent] {
        events.filter {
            if case .progressChanged = $0 { return false }
            return true
        }
    }

    var responses: [WebResponse] {
        events.compactMap {
            if case .responseReceived(let response) = $0 { return response }
            return nil
        }
    }
}
