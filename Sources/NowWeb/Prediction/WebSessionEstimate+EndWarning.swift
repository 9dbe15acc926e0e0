import Foundation

extension WebSessionEstimate {
    /// What to do about the session's predicted end at a moment (``endWarning(at:leadTime:warnedEnd:)``).
    package enum EndWarning: Sendable, Equatable {
        /// Nothing: no end is predicted, it has passed, or it was warned of already.
        case none
        /// Warn at `at` (`leadTime` before the end), unless the prediction changes meanwhile.
        case due(at: Date)
        /// Warn now: the session is expected to end at `end`, for `reason`.
        case now(end: Date, reason: Reason)
    }

    /// The warning's lead time before an end for `reason`: `configured`, but at most half the idle timeout before
    /// an idle end, so that a session whose idle timeout is no longer than the lead time is not "ending soon" from
    /// its first request on (every request would move its end and warn again). Before the token's expiry or the
    /// life span, which no request moves, `configured` holds.
    package func leadTime(_ configured: TimeInterval, before reason: Reason) -> TimeInterval {
        guard reason == .idleTimeout, let idleTimeout else { return configured }
        return min(configured, idleTimeout / 2)
    }

    /// Whether the session's predicted end (idle, token or life span; without the margin) is within the lead time
    /// in force (``leadTime(_:before:)``) of `now`, once per end: `warnedEnd` is the end warned of last, which is not warned of again.
    package func endWarning(at now: Date, leadTime: TimeInterval, warnedEnd: Date?) -> EndWarning {
        guard configuration.isEnabled, let end = predictedEnd, now < end.date, end.date != warnedEnd else {
            return .none
        }
        let warnAt = end.date.addingTimeInterval(-self.leadTime(leadTime, before: end.reason))
        return now >= warnAt ? .now(end: end.date, reason: end.reason) : .due(at: warnAt)
    }
}
