import Foundation
import NowSDK
import NowWeb
import Testing

@Suite("WebSessionMachine: guests")
struct WebSessionMachineGuestTests {
    let sp = CoreFixtures.url("/sp")

    private func guestShowingPortal() -> WebSessionMachine {
        var machine = CoreFixtures.machine("/sp")
        _ = machine.handle(.loadPage)
        _ = machine.handle(.guestAccess)
        _ = machine.navigate("/sp", kind: .issued)
        _ = machine.engine(.committed(sp))
        return machine
    }

    @Test func guestsLoadWithoutABearer() {
        var machine = CoreFixtures.machine("/sp")
        #expect(machine.handle(.loadPage) == [.requestToken])
        #expect(machine.handle(.guestAccess) == [.load(sp)])
    }

    @Test func guestsSeePublicPagesThatSayNotLoggedIn() {
        var machine = guestShowingPortal()
        _ = machine.navigate("/sp?id=kb_article")
        let response = WebResponse(
            url: CoreFixtures.url("/sp?id=kb_article"), statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: true)
        #expect(machine.engine(.responseReceived(response)) == [])
        #expect(machine.engine(.committed(CoreFixtures.url("/sp?id=kb_article"))) == [])
        #expect(machine.lastGoodPage == CoreFixtures.url("/sp?id=kb_article"))
    }

    @Test func aGuestStillAGuestAtALoginPageIsToldToSignIn() {
        var machine = guestShowingPortal()
        _ = machine.navigate("/sp?id=my_requests")
        #expect(
            machine.navigate("/sp?id=login", kind: .redirect)
                == Decision(.cancel, then: [.didDetectExpiry(.portalLogin), .ended(), .requestToken]))
        #expect(machine.handle(.guestAccess) == [.reportFailure(.signInRequired)])
        #expect(machine.lastGoodPage == sp)
    }

    @Test func aGuestWhoSignedInMeanwhileIsBridgedAtTheLoginPage() {
        var machine = guestShowingPortal()
        _ = machine.navigate("/sp?id=login")
        #expect(
            machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: sp, token: token("tok-1")),
            ])
        _ = machine.navigate("/sp", kind: .issued)
        let response = WebResponse(url: sp, statusCode: 200, headers: ["X-Is-Logged-In": "false"], isMainFrame: true)
        #expect(machine.engine(.responseReceived(response)) == [.stopLoading, .refreshToken(rejected: token("tok-1"))])
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.navigate("/sp", kind: .issued)
        #expect(machine.engine(.responseReceived(response)) == [.stopLoading, .reportFailure(.loginLoop(page: sp))])
    }
}
