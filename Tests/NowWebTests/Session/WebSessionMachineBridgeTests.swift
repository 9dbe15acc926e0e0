import Foundation
import NowSDK
import NowWeb
import Testing

@Suite("WebSessionMachine: bridge")
struct WebSessionMachineBridgeTests {
    let home = CoreFixtures.url("/now/nav/ui/home")

    @Test func nothingLoadsBeforeLoadPage() {
        var machine = CoreFixtures.machine()
        #expect(machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start)) == [])
        #expect(machine.lastGoodPage == nil)
    }

    @Test func loadPageAsksForATokenThenLoadsTheInitialURLWithTheBearer() {
        var machine = CoreFixtures.machine()
        #expect(machine.handle(.loadPage) == [.requestToken])
        #expect(
            machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: home, token: token("tok-1")),
            ])
    }

    @Test func theIssuedLoadIsAllowedAndItsCommitBecomesTheLastGoodPage() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(machine.navigate("/now/nav/ui/home", kind: .issued) == Decision(.allow))
        #expect(machine.engine(.committed(home)) == [])
        #expect(machine.lastGoodPage == home)
    }

    @Test func laterNavigationsCarryNoBearer() {
        var machine = WebSessionMachine.bridged()
        // The logged-in answer is noted for the session estimate and the token keeper; no bearer goes out.
        #expect(
            machine.show("/incident.do?sys_id=1")
                == Decision(
                    .allow,
                    then: [
                        .recordSession(.activity(at: CoreFixtures.start)),
                        .keepTokenFresh(.activity(at: CoreFixtures.start)),
                    ]))
        #expect(machine.lastGoodPage == CoreFixtures.url("/incident.do?sys_id=1"))
        #expect(machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [])
    }

    @Test func repeatedLoadPageDoesNotReload() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        #expect(machine.handle(.loadPage) == [])
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued)
        #expect(machine.handle(.loadPage) == [])
    }

    @Test func terminalTokenFailureAsksTheUserToSignInAgainAndLoadPageCanRetry() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        #expect(machine.handle(.tokenFailed(mustSignIn: true)) == [.reportFailure(.tokenUnavailable(mustSignIn: true))])
        #expect(machine.handle(.loadPage) == [.requestToken])
    }

    @Test func transientTokenFailureIsReportedAsSuch() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        #expect(
            machine.handle(.tokenFailed(mustSignIn: false)) == [.reportFailure(.tokenUnavailable(mustSignIn: false))])
    }

    @Test func aTokenFailureWithNothingPendingIsIgnored() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.handle(.tokenFailed(mustSignIn: true)) == [])
    }

    @Test func anInitialURLOffTheInstanceNeverGetsAToken() {
        let foreign = URL(string: "https://evil.example/steal")!
        var machine = WebSessionMachine(initialURL: foreign, detector: CoreFixtures.detector)
        #expect(machine.handle(.loadPage) == [.reportUnsupportedURL(foreign)])
        #expect(machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start)) == [])
    }

    @Test func theBearerGoesToALoopbackHTTPInstance() {
        let scope = InstanceScope(instanceURL: URL(string: "http://127.0.0.1:8080")!)!
        let page = URL(string: "http://127.0.0.1:8080/sp")!
        var machine = WebSessionMachine(initialURL: page, detector: LoginPageDetector(scope: scope))
        _ = machine.handle(.loadPage)
        #expect(
            machine.handle(.tokenReceived(token("t"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: page, token: token("t")),
            ])
    }

    @Test func anInitialLoginPageURLIsNotLoadedTwiceWithTheSameToken() {
        var machine = CoreFixtures.machine("/sp?id=login")
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(
            machine.navigate("/sp?id=login", kind: .issued)
                == Decision(
                    .cancel, then: [.didDetectExpiry(.portalLogin), .ended(), .refreshToken(rejected: token("tok-1"))]))
    }

    @Test func titleAndProgressChangeNothing() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.engine(.titleChanged("Home")) == [])
        #expect(machine.engine(.progressChanged(0.5)) == [])
        #expect(machine.engine(.finished(CoreFixtures.url("/elsewhere"))) == [])
        #expect(machine.lastGoodPage == home)
    }
}
