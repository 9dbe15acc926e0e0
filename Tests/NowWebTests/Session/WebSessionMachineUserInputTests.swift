import Foundation
import NowSDK
import NowWeb
import Testing

/// The user's trusted input, as the engine reports it: the machine notes unsaved input until the next commit, and
/// offers a keep-alive only for a page of a session bridged with a token.
@Suite("WebSessionMachine: user input")
struct WebSessionMachineUserInputTests {
    @Test func inputIntoABridgedPageOffersAKeepAlive() {
        var machine = WebSessionMachine.bridged()
        #expect(
            machine.engine(.userInteracted(isKey: false), at: 1700) == [.offerKeepAlive(at: CoreFixtures.start + 1700)])
        #expect(!machine.hasUnsavedInput, "a pointer is not typing")
        #expect(
            machine.engine(.userInteracted(isKey: true), at: 1701) == [.offerKeepAlive(at: CoreFixtures.start + 1701)])
        #expect(machine.hasUnsavedInput)
    }

    @Test func aNewPageClearsTheUnsavedInput() {
        var machine = WebSessionMachine.bridged()
        _ = machine.engine(.userInteracted(isKey: true))
        _ = machine.show("/kb_view.do")
        #expect(!machine.hasUnsavedInput)
    }

    @Test func inputWhileAPageLoadsOrAGuestBrowsesOffersNothing() {
        var loading = WebSessionMachine.bridged()
        _ = loading.navigate("/kb_view.do")
        #expect(loading.engine(.userInteracted(isKey: true)) == [])
        #expect(loading.hasUnsavedInput, "typing is noted all the same")

        var guest = CoreFixtures.machine("/sp")
        _ = guest.handle(.loadPage)
        _ = guest.handle(.guestAccess)
        _ = guest.show("/sp", kind: .issued)
        #expect(guest.engine(.userInteracted(isKey: true)) == [], "a guest has no session to keep")
    }

    @Test func otherEventsAreNotInput() {
        var machine = WebSessionMachine.bridged()
        _ = machine.engine(.progressChanged(0.5))
        _ = machine.engine(.titleChanged("Typed"))
        #expect(!machine.hasUnsavedInput)
    }
}

extension Date {
    fileprivate static func + (date: Date, seconds: TimeInterval) -> Date { date.addingTimeInterval(seconds) }
}
