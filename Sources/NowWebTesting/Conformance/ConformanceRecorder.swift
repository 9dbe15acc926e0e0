import Foundation
import NowWeb

/// The delegate a conformance check gives the engine: it records every question and event with what the
/// emulator had received at that moment, answers with the check's policy, and notices calls made while the
/// check was inside one of the engine's commands.
@MainActor
final class ConformanceRecorder: WebEngineDelegate {
    /// One call the engine made.
    enum Entry {
        /// A policy question, with the paths the instance had received when it was asked.
        case question(NavigationAction, wire: [String])
        /// An event.
        case event(WebEngineEvent)
    }

    private(set) var entries: [Entry] = []
    private(set) var problems: [String] = []
    var answer: @MainActor (NavigationAction) -> NavigationPolicy = { _ in .allow }
    var onEvent: (@MainActor (WebEngineEvent) -> Void)?
    private let emulator: InstanceEmulator
    private var isInsideCommand = false
    private var waiters:
        [(until: @MainActor (ConformanceRecorder) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    init(emulator: InstanceEmulator) {
        self.emulator = emulator
    }

    var events: [WebEngineEvent] {
        entries.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    var questions: [(action: NavigationAction, wire: [String])] {
        entries.compactMap { if case .question(let action, let wire) = $0 { (action, wire) } else { nil } }
    }

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        if isInsideCommand { problems.append("asked about \(action.url.path) from inside a command") }
        entries.append(.question(action, wire: emulator.requestLog.filter { $0.host == .instance }.map(\.path)))
        let policy = answer(action)
        wake()
        return policy
    }

    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        if isInsideCommand { problems.append("delivered \(event.redactedDescription) from inside a command") }
        entries.append(.event(event))
        onEvent?(event)
        wake()
    }

    /// Runs one of the engine's commands, noting any delegate call the engine makes before it returns.
    func command(_ body: () -> Void) {
        isInsideCommand = true
        body()
        isInsideCommand = false
    }

    /// Returns once `condition` holds, or `false` after `timeout`.
    func wait(
        for timeout: Duration, until condition: @escaping @MainActor (ConformanceRecorder) -> Bool
    ) async -> Bool {
        if condition(self) { return true }
        // A deadline, not a wait: the check moves on as soon as the condition holds.
        let timer = Task { @MainActor [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self?.expire()
        }
        await withCheckedContinuation { waiters.append((condition, $0)) }
        timer.cancel()
        return condition(self)
    }

    private func wake() {
        let ready = waiters.filter { $0.until(self) }
        waiters.removeAll { $0.until(self) }
        for waiter in ready { waiter.continuation.resume() }
    }

    private func expire() {
        let all = waiters
        waiters.removeAll()
        for waiter in all { waiter.continuation.resume() }
    }
}
