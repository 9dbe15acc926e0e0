import Foundation

/// Total conversions for numbers a server (or a user) states as a duration: `expires_in`, `Retry-After`,
/// timeouts. Whatever the number, the result is a finite interval of at most ``longestInterval`` seconds, so
/// no later conversion (to `Int`, `Int64` milliseconds or a `Duration`) can trap.
///
/// ```swift
/// ServerNumber.interval(1e300)            // 31_536_000 (one year)
/// ServerNumber.duration(seconds: .nan)    // .zero
/// ServerNumber.wholeSeconds(2.1)          // 3
/// ```
package enum ServerNumber {
    /// The longest interval taken from a server: one year. A token lifetime or a wait beyond it is treated as
    /// one year; a year is far beyond any lifetime or wait NowWeb acts on.
    package static let longestInterval: TimeInterval = 365 * 86_400

    /// `seconds` clamped to `0...longestInterval`; NaN counts as 0.
    package static func interval(_ seconds: Double) -> TimeInterval {
        guard !seconds.isNaN else { return 0 }
        return min(max(seconds, 0), longestInterval)
    }

    /// `seconds` clamped as by ``interval(_:)``, from an integer of any size.
    package static func interval(_ seconds: some BinaryInteger) -> TimeInterval {
        interval(Double(seconds))
    }

    /// `seconds` clamped as by ``interval(_:)`` and rounded up to whole seconds.
    package static func wholeSeconds(_ seconds: Double) -> Int {
        Int(interval(seconds).rounded(.up))
    }

    /// `seconds` clamped as by ``interval(_:)`` as a `Duration`, rounded up to whole milliseconds.
    package static func duration(seconds: Double) -> Duration {
        .milliseconds(Int64((interval(seconds) * 1000).rounded(.up)))
    }

    /// Whether `seconds` is a number ``interval(_:)`` keeps as it is: finite, not negative, within a year.
    package static func isWithinBounds(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds >= 0 && seconds <= longestInterval
    }
}
