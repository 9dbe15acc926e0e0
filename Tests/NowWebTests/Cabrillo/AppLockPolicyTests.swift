import Foundation
import NowWeb
import Testing

/// When a return from the background covers the page until the user re-authenticates.
@Suite struct AppLockPolicyTests {
    @Test func withoutATimeTheAppNeverLocks() {
        let policy = AppLockPolicy(configured: nil, managed: nil)
        #expect(!policy.locksOnReturn(after: .seconds(86_400)))
    }

    @Test func theAppLocksOnceTheConfiguredTimeHasPassed() {
        let policy = AppLockPolicy(configured: .seconds(300), managed: nil)
        #expect(!policy.locksOnReturn(after: .seconds(299)))
        #expect(policy.locksOnReturn(after: .seconds(300)))
        #expect(policy.locksOnReturn(after: .seconds(301)))
    }

    @Test func theStricterOfTheAppsAndTheOrganisationsTimeHolds() {
        #expect(AppLockPolicy(configured: .seconds(300), managed: .number(60)).lockAfter == .seconds(60))
        #expect(AppLockPolicy(configured: .seconds(30), managed: .number(60)).lockAfter == .seconds(30))
        #expect(AppLockPolicy(configured: nil, managed: .number(60)).lockAfter == .seconds(60))
        #expect(AppLockPolicy(configured: .seconds(30), managed: .null).lockAfter == .seconds(30))
    }

    @Test(arguments: [JSONValue.string("60"), .number(-1), .number(.infinity), .bool(true), .object([:])])
    func aManagedValueThatCannotBeReadLocksOnEveryReturn(_ managed: JSONValue) {
        let policy = AppLockPolicy(configured: .seconds(300), managed: managed)
        #expect(policy.lockAfter == .zero)
        #expect(policy.locksOnReturn(after: .zero))
    }

    @Test func aClockThatWentBackLocks() {
        #expect(AppLockPolicy(configured: .seconds(300), managed: nil).locksOnReturn(after: .seconds(-5)))
    }
}
