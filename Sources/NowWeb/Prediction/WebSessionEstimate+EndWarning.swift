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

    /// Whether the session's predicted end (idle, token or life span; without the margin) is within `leadTime`
    /// of `now`, once per end: `warnedEnd` is the end warned of last, which is not warned of again.
    package func endWarning(at now: Date, leadTime: TimeInterval, warnedEnd: Date?) -> EndWarning {
        guard configuration.isEnabled, let end = predictedEnd, now < end.date, end.date != warnedEnd else {
            return .none
        }
        let warnAt = end.date.addingTimeInterval(-leadTime)
        return now >= warnAt ? .now(end: end.date, reason: end.reason) : .due(at: warnAt)
    }
}
