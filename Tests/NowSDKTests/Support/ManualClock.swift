import NowInternal

/// A clock that moves only when the test says so, and tells the test when someone sleeps on it.
///
/// Only sleeps shorter than `reportLimit` are reported by ``nextSleep()``: longer ones are the SDK's timeouts
/// (the authorization deadline), which run alongside the backoff the tests step through.
final class ManualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextId = 0
        var requested: [Duration] = []
        var waiters: [CheckedContinuation<Duration, Never>] = []
    }

    private let state = Locked(State())
    private let reportLimit: Duration

    init(reportLimit: Duration = .seconds(3600)) { self.reportLimit = reportLimit }

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (duration, waiter) = state.withLock { state -> (Duration, CheckedContinuation<Duration, Never>?) in
                    let duration = state.now.duration(to: deadline)
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    guard duration < reportLimit else { return (duration, nil) }
                    guard !state.waiters.isEmpty else {
                        state.requested.append(duration)
                        return (duration, nil)
                    }
                    return (duration, state.waiters.removeFirst())
                }
                waiter?.resume(returning: duration)
                if duration <= .zero { advance(by: .zero) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The duration of the next sleep someone starts (or started and was not yet reported).
    func nextSleep() async -> Duration {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                if state.requested.isEmpty {
                    state.waiters.append(continuation)
                } else {
                    continuation.resume(returning: state.requested.removeFirst())
                }
            }
        }
    }

    /// Moves time forward, waking the sleepers whose deadline passed.
    func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
