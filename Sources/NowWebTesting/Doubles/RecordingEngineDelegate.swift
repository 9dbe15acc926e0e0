import Foundation
import NowWeb

// swift-check: given engine: any WebEngine; page: URL
/// An engine delegate that records every policy question and event, answers policy from a closure, and lets
/// a test await the next event of a kind: for tests of an engine, or of code that drives one.
///
/// ```swift
/// let recorder = RecordingEngineDelegate()
/// engine.delegate = recorder
/// engine.load(WebRequest(url: page))
/// let settled = await recorder.next { if case .finished = $0 { true } else { false } }
/// ```
///
/// Not `Sendable`: it lives on the main actor, like the engines it listens to.
@MainActor
public final class RecordingEngineDelegate: WebEngineDelegate {
    /// Every navigation action the engine asked about, in order.
    public private(set) var actions: [NavigationAction] = []
    /// Every event the engine reported, in order.
    public private(set) var events: [WebEngineEvent] = []
    /// The answer to each navigation action. Default: allow.
    public var policy: (NavigationAction) -> NavigationPolicy
    /// Runs after each event is recorded, for tests that react by loading.
    public var onEvent: (WebEngineEvent) -> Void = { _ in }
    private let waiters = EventWaiters<WebEngineEvent>()

    /// Makes a recorder that answers navigation actions with `policy`.
    ///
    /// - Parameter policy: The answer to each navigation action; allow by default.
    public init(policy: @escaping (NavigationAction) -> NavigationPolicy = { _ in .allow }) {
        self.policy = policy
    }

    /// Records `action` and answers it with ``policy``.
    public func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        actions.append(action)
        return policy(action)
    }

    /// Records `event`, runs ``onEvent``, and resumes the waiters it matches.
    public func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        events.append(event)
        onEvent(event)
        waiters.deliver(event)
    }

    /// Waits for the next event, from now on, that `matches`.
    ///
    /// - Parameters:
    ///   - patience: How long to wait before giving up; 40 seconds by default.
    ///   - matches: Which event to wait for.
    /// - Returns: The event, or `nil` when none came within `patience` or the waiting task was cancelled.
    public func next(
        patience: Duration = .seconds(40), _ matches: @escaping (WebEngineEvent) -> Bool
    ) async -> WebEngineEvent? {
        await waiters.next(patience: patience, matches)
    }

    /// Waits for the main frame to finish or fail.
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: The `.finished` or `.failed` event, or `nil` as for ``next(patience:_:)``.
    public func settled(patience: Duration = .seconds(40)) async -> WebEngineEvent? {
        await next(patience: patience) {
            switch $0 {
            case .finished, .failed: true
            default: false
            }
        }
    }

    /// The events without progress reports, which vary with timing.
    public var milestones: [WebEngineEvent] {
        events.filter {
            if case .progressChanged = $0 { return false }
            return true
        }
    }

    /// The responses reported so far.
    public var responses: [WebResponse] {
        events.compactMap {
            if case .responseReceived(let response) = $0 { return response }
            return nil
        }
    }
}
