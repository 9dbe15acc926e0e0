import Foundation
import NowInternal

/// A `Clock` that moves only when a test says so: sleepers wake when ``advance(by:)`` passes their deadline,
/// and a test can wait until someone sleeps before it moves time, so that nothing depends on real time.
///
/// ```swift
/// let clock = TestClock()
/// let preload = try service.preloadWebCache(urls: pages, configuration: .init(clock: clock))
/// await clock.sleepStarted()
/// clock.advance(by: .seconds(30))
/// ```
public final class TestClock: Clock, Sendable {
    /// A point on the test clock: the time advanced since the clock was made.
    public struct Instant: InstantProtocol {
        /// The time advanced since the clock was made.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextId = 0
        var unseenSleeps = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Makes a clock at offset zero.
    public init() {}

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: the clock moves only by ``advance(by:)``.
    public var minimumResolution: Duration { .zero }
    /// How many sleepers wait.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError` when the task is
    /// cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // The check and the registration share the lock with the cancellation handler, so a
                // cancellation either finds the sleeper or is seen here.
                let registered = state.withLock { state -> (isDue: Bool, waiter: CheckedContinuation<Void, Never>?)? in
                    guard !Task.isCancelled else { return nil }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    let isDue = deadline <= state.now
                    guard state.waiters.isEmpty else { return (isDue, state.waiters.removeFirst()) }
                    state.unseenSleeps += 1
                    return (isDue, nil)
                }
                guard let registered else { return continuation.resume(throwing: CancellationError()) }
                registered.waiter?.resume()
                if registered.isDue { advance(by: .zero) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once a sleep started that no earlier call returned for (at once if one already did).
    public func sleepStarted() async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                guard state.unseenSleeps > 0 else {
                    state.waiters.append(continuation)
                    return false
                }
                state.unseenSleeps -= 1
                return true
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline passed.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
