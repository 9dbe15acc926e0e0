import Foundation

/// Holds what an engine's commands cause until the command has returned, then delivers it in order: the
/// re-entrancy rule of ``WebEngine`` for engines whose commands have immediate consequences.
///
/// An engine posts a delivery from inside a command and calls ``flush()`` before it delivers anything of
/// its own, so posted and direct deliveries reach the delegate in the order they happened.
@MainActor
package final class EngineOutbox {
    private var pending: [@MainActor () -> Void] = []
    private var drain: Task<Void, Never>?

    /// Makes an empty outbox.
    package init() {}

    /// Queues `delivery` to run after the current command has returned.
    package func post(_ delivery: @escaping @MainActor () -> Void) {
        pending.append(delivery)
        guard drain == nil else { return }
        drain = Task { [weak self] in self?.flush() }
    }

    /// Runs every queued delivery now, oldest first, including those posted while it runs.
    package func flush() {
        drain = nil
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }

    /// Returns once the deliveries queued so far have run.
    package func settle() async {
        while let drain { await drain.value }
    }
}
