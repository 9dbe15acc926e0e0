import Foundation
import NowInternal

/// A wall clock the test sets.
final class TestTime: Sendable {
    private let date = Locked(Date(timeIntervalSince1970: 1_800_000_000))

    var now: @Sendable () -> Date { { self.date.current } }

    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
}
