import Foundation
import NowInternal

/// A wall clock that tests move by hand.
final class ManualClock: Sendable {
    private let date: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { date = Locked(start) }

    var now: @Sendable () -> Date { { [date] in date.current } }

    func advance(by seconds: TimeInterval) { date.withLock { $0.addTimeInterval(seconds) } }
}
