import Foundation
import NowInternal
import Testing

/// Server-stated numbers become bounded intervals, and no conversion of them traps.
@Suite struct ServerNumberTests {
    static let extremes: [Double] = [
        9.223_372_036_854_775_808e18, 1e16, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -1, -1e300,
    ]

    @Test(arguments: extremes)
    func everyNumberGivesAnIntervalWithinAYearAndConvertsWithoutTrapping(_ seconds: Double) {
        let interval = ServerNumber.interval(seconds)
        #expect(interval >= 0 && interval <= ServerNumber.longestInterval)
        #expect(ServerNumber.wholeSeconds(seconds) <= Int(ServerNumber.longestInterval))
        #expect(ServerNumber.duration(seconds: seconds) <= .seconds(ServerNumber.longestInterval))
        #expect(!ServerNumber.isWithinBounds(seconds))
    }

    @Test func numbersWithinAYearAreKept() {
        #expect(ServerNumber.interval(1799) == 1799)
        #expect(ServerNumber.interval(Int.max) == ServerNumber.longestInterval)
        #expect(ServerNumber.wholeSeconds(2.1) == 3)
        #expect(ServerNumber.duration(seconds: 0.0015) == .milliseconds(2))
        #expect(ServerNumber.isWithinBounds(30))
    }
}
