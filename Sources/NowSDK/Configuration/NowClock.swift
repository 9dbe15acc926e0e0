import Foundation

/// The time NowSDK and NowWeb read and wait on: the wall date and the clock that sleeps and deadlines run on,
/// injected as one value so that the two always move together.
///
/// The wall date dates tokens, cookies, cache entries and the recovery budget; the clock times backoff,
/// deadlines and the refresh of tokens ahead of need. Apps keep ``system``; tests hand both the SDK and the web
/// service the same value made from one manual clock (`NowClock.manual(_:)` in `NowWebTesting`), so that moving
/// it moves every date and timer at once.
public struct NowClock: Sendable {
    /// The current wall date.
    public let now: @Sendable () -> Date
    /// The clock that sleeps and deadlines run on.
    public let timer: any Clock<Duration>

    /// Makes a clock from a wall date and a timer clock that run together.
    ///
    /// - Parameters:
    ///   - now: The current wall date.
    ///   - timer: The clock sleeps and deadlines run on.
    public init(now: @escaping @Sendable () -> Date, timer: any Clock<Duration>) {
        self.now = now
        self.timer = timer
    }

    /// The system's time: `Date()` and `ContinuousClock`.
    public static let system = NowClock(now: { Date() }, timer: ContinuousClock())
}
