import Foundation
import NowWeb
import Testing

@Suite("RecoveryBudget")
struct RecoveryBudgetTests {
    /// The answers of `budget` to attempts at these seconds after the fixtures' start.
    private func answers(_ budget: RecoveryBudget, at seconds: [Double]) -> [Bool] {
        var budget = budget
        return seconds.map { budget.spend(at: CoreFixtures.start.addingTimeInterval($0)) }
    }

    @Test func allowsTheLimitWithinTheWindowThenRefuses() {
        #expect(answers(RecoveryBudget(limit: 2, window: 60), at: [0, 10, 59.9]) == [true, true, false])
    }

    @Test func attemptsLeaveTheWindowOneByOne() {
        #expect(
            answers(RecoveryBudget(limit: 2, window: 60), at: [0, 30, 60, 89, 90]) == [true, true, true, false, true])
    }

    @Test func refusedAttemptsDoNotCount() {
        let seconds = [0.0] + Array(stride(from: 1.0, to: 60, by: 1)) + [60]
        let expected = [true] + Array(repeating: false, count: 59) + [true]
        #expect(answers(RecoveryBudget(limit: 1, window: 60), at: seconds) == expected)
    }

    @Test func aZeroLimitRefusesEverything() {
        #expect(answers(RecoveryBudget(limit: 0, window: 60), at: [0, 1000]) == [false, false])
    }
}
