import Foundation

/// A number of attempts allowed within a sliding window of time: the brake on recovery loops and token
/// exchange loops.
package struct SlidingWindowBudget: Sendable, Equatable {
    /// How many attempts the window allows.
    package let limit: Int
    /// The length of the window in seconds.
    package let window: TimeInterval
    private var spent: [Date] = []

    /// Makes a budget of `limit` attempts per `window` seconds.
    package init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// How many attempts were spent within the window that ended at the last ``spend(at:)``.
    package var spentCount: Int { spent.count }

    /// When the window gets room again: the oldest attempt still within it plus the window, or `nil` when none
    /// is spent.
    package var nextRoom: Date? { spent.min()?.addingTimeInterval(window) }

    /// Spends one attempt at `now` if the window still has one.
    ///
    /// - Returns: whether the attempt was allowed.
    package mutating func spend(at now: Date) -> Bool {
        spent.removeAll { now.timeIntervalSince($0) >= window }
        guard spent.count < limit else { return false }
        spent.append(now)
        return true
    }

    /// Forgets every attempt spent.
    package mutating func reset() { spent = [] }
}
