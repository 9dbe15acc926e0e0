import Foundation
import NowInternal
import Testing

@Suite("SlidingWindowBudget")
struct SlidingWindowBudgetTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// The answers of `budget` to attempts at these seconds after a fixed start.
    private func answers(_ budget: SlidingWindowBudget, at seconds: [Double]) -> [Bool] {
        var budget = budget
        return seconds.map { budget.spend(at: Self.start.addingTimeInterval($0)) }
    }

    @Test func allowsTheLimitWithinTheWindowThenRefuses() {
        #expect(answers(SlidingWindowBudget(limit: 2, window: 60), at: [0, 10, 59.9]) == [true, true, false])
    }

    @Test func attemptsLeaveTheWindowOneByOne() {
        #expect(
            answers(SlidingWindowBudget(limit: 2, window: 60), at: [0, 30, 60, 89, 90]) == [
                true, true, true, false, true,
            ])
    }

    @Test func refusedAttemptsDoNotCount() {
        let seconds = [0.0] + Array(stride(from: 1.0, to: 60, by: 1)) + [60]
        let expected = [true] + Array(repeating: false, count: 59) + [true]
        #expect(answers(SlidingWindowBudget(limit: 1, window: 60), at: seconds) == expected)
    }

    @Test func aZeroLimitRefusesEverything() {
        #expect(answers(SlidingWindowBudget(limit: 0, window: 60), at: [0, 1000]) == [false, false])
    }

    @Test func resetForgetsWhatWasSpent() {
        var budget = SlidingWindowBudget(limit: 1, window: 60)
        let first = budget.spend(at: Self.start)
        #expect(first && budget.spentCount == 1)
        budget.reset()
        let afterReset = budget.spend(at: Self.start.addingTimeInterval(1))
        #expect(afterReset)
    }
}
