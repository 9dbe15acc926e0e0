import Foundation
import NowInternal
import NowSDK

/// The theme ids a service has written as its user's Next Experience preferences, and the write under way:
/// one per service (one user), shared by its controllers, so that two controllers opening with the same theme
/// write it once and a controller opened after the write writes nothing.
final class ThemePreferences: Sendable {
    /// What a write ended in: written, or the reason it failed (worded without any secret).
    typealias Outcome = Result<Void, ThemePreferenceWriter.Failure>

    private struct State {
        /// The ids last written for the user.
        var written: ThemePreferenceWriter.Selection?
        /// The write under way, with the ids it writes.
        var inFlight: (selection: ThemePreferenceWriter.Selection, task: Task<Outcome, Never>)?
    }

    private let state = Locked(State())

    /// Whether `selection` sets an id and differs from what was last written.
    func needsWrite(_ selection: ThemePreferenceWriter.Selection) -> Bool {
        !selection.isEmpty && state.withLock { $0.written != selection }
    }

    /// Writes `selection` through `network` unless it is already written; a write of the same ids under way is
    /// joined rather than repeated. Cancelling the caller leaves the write running for the others.
    func write(_ selection: ThemePreferenceWriter.Selection, through network: NowNetworkService) async -> Outcome {
        let task: Task<Outcome, Never>? = state.withLock { state in
            if state.written == selection || selection.isEmpty { return nil }
            if let inFlight = state.inFlight, inFlight.selection == selection { return inFlight.task }
            let task = Task { [weak self] () -> Outcome in
                let outcome: Outcome
                do throws(ThemePreferenceWriter.Failure) {
                    try await ThemePreferenceWriter(network: network).write(selection)
                    outcome = .success(())
                } catch {
                    outcome = .failure(error)
                }
                self?.finish(selection, with: outcome)
                return outcome
            }
            state.inFlight = (selection, task)
            return task
        }
        guard let task else { return .success(()) }
        return await task.value
    }

    /// Records the end of the write of `selection`.
    private func finish(_ selection: ThemePreferenceWriter.Selection, with outcome: Outcome) {
        state.withLock { state in
            if state.inFlight?.selection == selection { state.inFlight = nil }
            if case .success = outcome { state.written = selection }
        }
    }
}
