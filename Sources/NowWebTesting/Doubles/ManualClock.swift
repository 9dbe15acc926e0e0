import Foundation
import NowInternal
import NowSDK

// swift-check: given configuration: inout NowSDKConfiguration; core: NowCoreService; service: any NowService
/// A clock that moves only when the test says so: a `Clock` with `Duration` for the sleeps of backoff and
/// deadlines, and a wall date (``dateSource``) for token expiry and cookie lifetimes, moved together.
///
/// Hand it to the code under test as its clock (`NowClock.manual(_:)`), then step time instead of sleeping:
///
/// ```swift
/// let clock = ManualClock()
/// configuration.clock = .manual(clock)
/// let request = Task { try await core.requestAccessToken(for: service) }
/// let delay = try await clock.nextSleep()   // the SDK backs off
/// clock.advance(by: delay)
/// ```
///
/// `Sendable`: its state sits behind a lock, so any task may read and move it.
public final class ManualClock: Clock, Sendable {
    /// A point on the clock: how far it has been moved since it was made.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock was made.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var date: Date
        var sleepers: [Int: Sleeper] = [:]
        var nextId = 0
        var requested: [Duration] = []
        var waiters: [(id: Int, continuation: CheckedContinuation<Duration, any Error>)] = []
    }

    private let state: Locked<State>
    private let reportLimit: Duration

    /// Makes a clock at offset zero whose wall date starts at `start`.
    ///
    /// - Parameters:
    ///   - start: The wall date at offset zero; 2027-01-15 08:00 UTC by default.
    ///   - reportLimit: Only sleeps shorter than this are reported by ``nextSleep()``; longer ones are
    ///     timeouts that run alongside the sleeps a test steps through. One hour by default.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000), reportLimit: Duration = .seconds(3600)) {
        state = Locked(State(date: start))
        self.reportLimit = reportLimit
    }

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: the clock moves only in the steps a test makes.
    public var minimumResolution: Duration { .zero }
    /// The current wall date.
    public var date: Date { state.withLock { $0.date } }
    /// The wall date as a `now` function, for the parts that read only a date (an emulator's configuration).
    public var dateSource: @Sendable () -> Date { { self.date } }

    /// Suspends until a test moves the clock to `deadline`, or throws `CancellationError` when cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (duration, waiter) = state.withLock {
                    state -> (Duration, CheckedContinuation<Duration, any Error>?) in
                    let duration = state.now.duration(to: deadline)
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    guard duration < reportLimit else { return (duration, nil) }
                    guard !state.waiters.isEmpty else {
                        state.requested.append(duration)
                        return (duration, nil)
                    }
                    return (duration, state.waiters.removeFirst().continuation)
                }
                waiter?.resume(returning: duration)
                if duration <= .zero { advance(by: Duration.zero) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The duration of the next sleep someone starts (or started and was not yet reported).
    ///
    /// - Returns: The duration the sleeper asked for.
    /// - Throws: `CancellationError` when the waiting task is cancelled (a test's time limit), so that a sleep
    ///   that never comes fails the test instead of holding the run.
    public func nextSleep() async throws -> Duration {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Duration, any Error>) in
                let ready = state.withLock { state -> Result<Duration, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guard state.requested.isEmpty else { return .success(state.requested.removeFirst()) }
                    state.waiters.append((id, continuation))
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Duration, any Error>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Moves the instant and the wall date forward, waking the sleepers whose deadline passed.
    ///
    /// - Parameter duration: How far.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            state.date += duration.secondsValue
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves the instant and the wall date forward by `seconds`.
    ///
    /// - Parameter seconds: How far, in seconds.
    public func advance(by seconds: TimeInterval) {
        advance(by: Duration.milliseconds(Int64((seconds * 1000).rounded())))
    }
}

extension NowClock {
    /// A clock whose wall date and timer are `clock`'s, so that stepping it moves both.
    ///
    /// - Parameter clock: The manual clock.
    /// - Returns: The clock to give the SDK configuration and the web service options.
    public static func manual(_ clock: ManualClock) -> NowClock { NowClock(now: clock.dateSource, timer: clock) }
}
