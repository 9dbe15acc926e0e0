import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// The one clock the SDK and the web service take: its wall date and its timer move together.
@Suite struct NowClockTests {
    @Test func aManualClockMovesTheDateAndWakesTheTimerInOneStep() async throws {
        let manual = ManualClock(start: Date(timeIntervalSince1970: 1_800_000_000))
        let clock = NowClock.manual(manual)
        let sleeper = Task { try await clock.timer.sleep(lasting: .seconds(5)) }
        #expect(try await manual.nextSleep() == .seconds(5))

        manual.advance(by: .seconds(5))
        try await sleeper.value

        #expect(clock.now() == Date(timeIntervalSince1970: 1_800_000_005))
    }

    @Test func theSystemClockReadsTheSystemDate() {
        let before = Date()
        let read = NowClock.system.now()
        #expect(read >= before && read <= Date())
    }

    @Test func waitingForASleepThatNeverComesEndsWhenTheWaitIsCancelled() async {
        let manual = ManualClock()
        let waiter = Task { try await manual.nextSleep() }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
    }
}
