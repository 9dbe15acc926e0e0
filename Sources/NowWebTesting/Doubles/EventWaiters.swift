import Foundation

/// The tasks waiting for an event of a recorder, each with what it waits for and how long it waits.
///
/// Not `Sendable`: it belongs to a main-actor recorder.
@MainActor
final class EventWaiters<Event: Sendable> {
    /// One waiting task; it is answered once, whichever comes first: the event, the watchdog, cancellation.
    @MainActor private final class Waiter {
        let matches: (Event) -> Bool
        private var continuation: CheckedContinuation<Event?, Never>?
        private var answer: Event??

        init(_ matches: @escaping (Event) -> Bool) { self.matches = matches }

        func wait(_ continuation: CheckedContinuation<Event?, Never>) {
            if let answer { continuation.resume(returning: answer) } else { self.continuation = continuation }
        }

        func resume(_ event: Event?) {
            guard answer == nil else { return }
            answer = .some(event)
            continuation?.resume(returning: event)
            continuation = nil
        }
    }

    private var waiters: [UUID: Waiter] = [:]

    /// Makes an empty set of waiters.
    init() {}

    /// Resumes and removes the waiters that `event` matches.
    func deliver(_ event: Event) {
        for (id, waiter) in waiters where waiter.matches(event) {
            waiters[id] = nil
            waiter.resume(event)
        }
    }

    /// Waits for the next event that `matches`; `nil` after `patience` or when the task is cancelled.
    func next(patience: Duration, _ matches: @escaping (Event) -> Bool) async -> Event? {
        let id = UUID()
        let waiter = Waiter(matches)
        waiters[id] = waiter
        // A watchdog, not a wait for the event: it only ends a wait whose event never comes.
        let watchdog = Task { @MainActor in
            try? await Task.sleep(for: patience)
            waiter.resume(nil)
        }
        defer { watchdog.cancel() }
        let event = await withTaskCancellationHandler {
            await withCheckedContinuation { waiter.wait($0) }
        } onCancel: {
            Task { @MainActor in waiter.resume(nil) }
        }
        waiters[id] = nil
        return event
    }
}
