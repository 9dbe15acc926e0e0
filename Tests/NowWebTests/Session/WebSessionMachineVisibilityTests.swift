import Foundation
import NowWeb
import Testing

/// A content process that dies while the page is off screen is brought back when the page shows again.
@Suite struct WebSessionMachineVisibilityTests {
    private let home = CoreFixtures.url("/now/nav/ui/home")
    private let crash = WebEngineEvent.failed(url: nil, error: .contentProcessTerminated)

    private func visibility(_ isOnScreen: Bool, at seconds: Double = 0) -> WebSessionMachine.Event {
        .visibilityChanged(isOnScreen: isOnScreen, at: CoreFixtures.start.addingTimeInterval(seconds))
    }

    @Test func aPageCountsAsOnScreenUntilTold() {
        let machine = WebSessionMachine.bridged()
        #expect(machine.isOnScreen)
    }

    @Test func offScreenADeadProcessWaitsAndTheReloadComesWhenThePageShows() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.handle(visibility(false)) == [])
        #expect(!machine.isOnScreen)
        #expect(machine.engine(crash, at: 1) == [], "nothing is reloaded in the background")
        #expect(machine.handle(visibility(true, at: 2)) == [.load(home)])
        #expect(machine.handle(visibility(false, at: 3)) == [])
        #expect(machine.handle(visibility(true, at: 4)) == [], "the reload happens once")
    }

    @Test func manyDeathsOffScreenCostOneReloadAndNoBudgetUntilThen() {
        var machine = WebSessionMachine.bridged(configuration: .init(recoveriesPerWindow: 1, recoveryWindow: 60))
        _ = machine.handle(visibility(false))
        for second in 1...5 { #expect(machine.engine(crash, at: Double(second)) == []) }
        #expect(machine.handle(visibility(true, at: 6)) == [.load(home)])
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 7)
        #expect(
            machine.engine(crash, at: 8) == [.reportFailure(.contentProcessTerminated(page: home))],
            "the one restart of the window was spent when the page showed")
    }

    @Test func aReloadOffScreenBringsThePageBackAndNothingMoreComesOnShowing() {
        var machine = WebSessionMachine.bridged()
        _ = machine.handle(visibility(false))
        _ = machine.engine(crash, at: 1)
        #expect(machine.handle(.reloadRequested(shown: nil)) == [.load(home)])
        #expect(machine.handle(visibility(true, at: 2)) == [])
    }

    @Test func aPageCommittedOffScreenCancelsThePutOffRestart() {
        var machine = WebSessionMachine.bridged()
        _ = machine.handle(visibility(false))
        _ = machine.engine(crash, at: 1)
        _ = machine.show("/incident.do", at: 2)
        #expect(machine.handle(visibility(true, at: 3)) == [])
    }

    @Test func onScreenADeadProcessReloadsAtOnceAsBefore() {
        var machine = WebSessionMachine.bridged()
        _ = machine.handle(visibility(false))
        _ = machine.handle(visibility(true, at: 1))
        #expect(machine.engine(crash, at: 2) == [.load(home)])
    }

    @Test func offScreenTheFirstPageLoadsAndADeathDuringItBridgesAgainWhenThePageShows() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(visibility(false))
        #expect(machine.handle(.loadPage) == [.requestToken], "a page may load off screen (a preload does)")
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(machine.engine(crash) == [])
        #expect(machine.handle(visibility(true, at: 1)) == [.requestToken], "the first bridge starts again")
    }
}
