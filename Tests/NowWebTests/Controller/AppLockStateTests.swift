import Foundation
import NowWeb
import Testing

/// The app lock's state: locked on a return after the policy's time, open again only when the hook confirms, one
/// unlock at a time, and cleared by a logout.
@Suite struct AppLockStateTests {
    private static func lock(after seconds: Int?, managed: JSONValue? = nil) -> AppLockState {
        AppLockState(policy: AppLockPolicy(configured: seconds.map { .seconds($0) }, managed: managed))
    }

    @Test func aReturnBeforeTheTimeDoesNotLock() {
        var lock = Self.lock(after: 300)
        lock.wentToBackground(at: .seconds(10))
        let covered = lock.returned(at: .seconds(309))
        #expect(!covered)
        #expect(lock.phase == .open)
        let asked = lock.beginUnlock(automatically: false)
        #expect(asked == nil)
    }

    @Test func aReturnAfterTheTimeLocksUntilTheHookConfirms() throws {
        var lock = Self.lock(after: 300)
        lock.wentToBackground(at: .seconds(10))
        let covered = lock.returned(at: .seconds(310))
        #expect(covered)
        let attemptAttempt = lock.beginUnlock(automatically: true)
        let attempt = try #require(attemptAttempt)
        #expect(lock.isLocked)
        lock.unlockEnded(attempt: attempt, confirmed: true)
        #expect(!lock.isLocked)
        #expect(lock.phase == .open)
    }

    @Test func aRefusalKeepsThePagesCoveredAndOnlyTheUserAsksAgain() throws {
        var lock = Self.lock(after: 0)
        lock.wentToBackground(at: .zero)
        lock.returned(at: .zero)
        let firstAttempt = lock.beginUnlock(automatically: true)
        let first = try #require(firstAttempt)
        lock.unlockEnded(attempt: first, confirmed: false)
        #expect(lock.phase == .locked(hasAsked: true))
        let asked = lock.beginUnlock(automatically: true)
        #expect(asked == nil, "the app's next activation does not ask again")
        let secondAttempt = lock.beginUnlock(automatically: false)
        let second = try #require(secondAttempt)
        #expect(second != first)
        lock.unlockEnded(attempt: second, confirmed: true)
        #expect(!lock.isLocked)
    }

    @Test func oneUnlockRunsAtATime() throws {
        var lock = Self.lock(after: 0)
        lock.wentToBackground(at: .zero)
        lock.returned(at: .seconds(1))
        let attemptAttempt = lock.beginUnlock(automatically: false)
        let attempt = try #require(attemptAttempt)
        let asked = lock.beginUnlock(automatically: false)
        #expect(asked == nil)
        let askedAutomatically = lock.beginUnlock(automatically: true)
        #expect(askedAutomatically == nil)
        lock.unlockEnded(attempt: attempt + 1, confirmed: true)
        #expect(lock.phase == .unlocking(attempt: attempt), "an answer to no running attempt changes nothing")
    }

    @Test func aLogoutClearsTheLockAndALateAnswerChangesNothing() throws {
        var lock = Self.lock(after: 0)
        lock.wentToBackground(at: .zero)
        lock.returned(at: .zero)
        let attemptAttempt = lock.beginUnlock(automatically: false)
        let attempt = try #require(attemptAttempt)
        lock.cleared()
        #expect(!lock.isLocked)
        lock.wentToBackground(at: .seconds(5))
        lock.returned(at: .seconds(6))
        lock.unlockEnded(attempt: attempt, confirmed: true)
        #expect(lock.phase == .locked(hasAsked: false), "the cleared attempt's answer does not open the new lock")
    }

    @Test func aLockThatHeldWhileAwayAsksOnItsOwnAgainOnReturn() throws {
        var lock = Self.lock(after: 0)
        lock.wentToBackground(at: .zero)
        lock.returned(at: .zero)
        let attemptAttempt = lock.beginUnlock(automatically: true)
        let attempt = try #require(attemptAttempt)
        lock.unlockEnded(attempt: attempt, confirmed: false)
        lock.wentToBackground(at: .seconds(1))
        let covered = lock.returned(at: .seconds(2))
        #expect(covered)
        let asked = lock.beginUnlock(automatically: true)
        #expect(asked != nil)
    }

    @Test func withoutATimeTheAppNeverLocks() {
        var lock = Self.lock(after: nil)
        lock.wentToBackground(at: .zero)
        #expect(lock.phase == .open)
        let covered = lock.returned(at: .seconds(86_400))
        #expect(!covered)
    }

    @Test func theOrganisationsShorterTimeLocksFirst() {
        var lock = Self.lock(after: 300, managed: .number(60))
        lock.wentToBackground(at: .zero)
        let covered = lock.returned(at: .seconds(60))
        #expect(covered)
    }

    @Test func theFirstMoveToTheBackgroundCounts() {
        var lock = Self.lock(after: 300)
        lock.wentToBackground(at: .zero)
        lock.wentToBackground(at: .seconds(200))
        let covered = lock.returned(at: .seconds(300))
        #expect(covered, "a second controller's report does not restart the time")
    }
}
