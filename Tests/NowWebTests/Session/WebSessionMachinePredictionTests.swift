import Foundation
import NowSDK
import NowWeb
import Testing

/// Predictive re-bridging and where a recovery lands, with the estimate's verdict given by hand.
@Suite("WebSessionMachine: prediction and landing")
struct WebSessionMachinePredictionTests {
    let ended = WebSessionEstimate.Verdict.ended(.idleTimeout)
    let knowledge = CoreFixtures.url("/kb_view.do?sys_id=9")

    @Test func aLinkIntoADeadSessionIsCancelledBeforeItGoesOutAndReissuedWithABearer() {
        var machine = WebSessionMachine.bridged("tok-1")

        #expect(
            machine.navigate("/kb_view.do?sys_id=9", at: 10, session: ended)
                == Decision(.cancel, then: [.didPredictExpiry(.idleTimeout), .requestToken]))
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: knowledge, token: token("tok-2")),
            ])
        #expect(
            machine.navigate("/kb_view.do?sys_id=9", kind: .issued, at: 10, session: ended) == Decision(.allow),
            "the re-issued load is the machine's own and goes out")
        #expect(machine.engine(.committed(knowledge), at: 10) == [.didRecover(knowledge)])
        #expect(machine.lastGoodPage == knowledge)
    }

    @Test func anAppIssuedLoadIntoADeadSessionIsPredictedToo() {
        var machine = WebSessionMachine.bridged("tok-1")

        #expect(
            machine.navigate("/kb_view.do?sys_id=9", kind: .issued, session: .ended(.tokenExpiry))
                == Decision(.cancel, then: [.didPredictExpiry(.tokenExpiry), .requestToken]))
    }

    @Test(arguments: [WebSessionEstimate.Verdict.unknown, .alive(until: CoreFixtures.start.addingTimeInterval(60))])
    func aSessionNotPredictedDeadLetsTheNavigationGo(_ verdict: WebSessionEstimate.Verdict) {
        var machine = WebSessionMachine.bridged("tok-1")
        #expect(machine.navigate("/kb_view.do", session: verdict) == Decision(.allow))
    }

    @Test(arguments: [NavigationKind.formSubmitted, .backForward, .redirect])
    func aHopThatCannotBeRepeatedGoesOutAndTheReactivePathRecovers(_ kind: NavigationKind) {
        var machine = WebSessionMachine.bridged("tok-1")
        #expect(machine.navigate("/incident.do", kind: kind, session: ended) == Decision(.allow))
    }

    @Test func aFormSentWithGetIsPredictedAndOneSentWithPostIsNot() {
        var machine = WebSessionMachine.bridged("tok-1")
        var get = NavigationAction(url: knowledge, isMainFrame: true, kind: .formSubmitted)
        get.method = "get"
        #expect(
            machine.decide(get, at: CoreFixtures.start, session: ended)
                == Decision(.cancel, then: [.didPredictExpiry(.idleTimeout), .requestToken]))
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)).last
                == .bridge(url: knowledge, token: token("tok-2")), "the form's URL is the page to land on")
        var post = WebSessionMachine.bridged("tok-1")
        var sent = NavigationAction(url: knowledge, isMainFrame: true, kind: .formSubmitted)
        sent.method = "POST"
        #expect(post.decide(sent, at: CoreFixtures.start, session: ended) == Decision(.allow))
    }

    @Test func subframesAndFramesUnknownAreNeverCancelledForAPrediction() {
        var machine = WebSessionMachine.bridged("tok-1")
        #expect(machine.navigate("/kb_view.do", mainFrame: false, session: ended) == Decision(.allow))
        #expect(machine.navigate("/kb_view.do", mainFrame: nil, session: ended) == Decision(.allow))
    }

    @Test func aGuestIsNeverPredicted() {
        var machine = CoreFixtures.machine("/sp")
        _ = machine.handle(.loadPage)
        _ = machine.handle(.guestAccess)
        _ = machine.show("/sp", kind: .issued)
        #expect(machine.navigate("/sp?id=kb", session: ended) == Decision(.allow))
    }

    @Test func overTheRecoveryBudgetAPredictionLetsTheHopGo() {
        var machine = WebSessionMachine.bridged("tok-1", configuration: .init(recoveriesPerWindow: 1))
        _ = machine.navigate("/kb_view.do", at: 1, session: ended)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.show("/kb_view.do", kind: .issued, at: 1)

        #expect(machine.navigate("/incident.do", at: 2, session: ended) == Decision(.allow))
    }

    @Test func aPredictionWhoseTokenLandsOnLoginRenewsItOnceThenIsALoop() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/kb_view.do?sys_id=9", session: ended)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.navigate("/kb_view.do?sys_id=9", kind: .issued)
        #expect(
            machine.navigate("/login.do", kind: .redirect)
                == Decision(.cancel, then: [.refreshToken(rejected: token("tok-2"))]))
        _ = machine.handle(.tokenReceived(token("tok-3"), at: CoreFixtures.start))
        _ = machine.navigate("/kb_view.do?sys_id=9", kind: .issued)

        #expect(
            machine.navigate("/login.do", kind: .redirect)
                == Decision(.cancel, then: [.reportFailure(.loginLoop(page: knowledge))]))
    }

    @Test func aFormSubmissionThatMetTheLoginPageLandsOnTheLastGoodPage() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.show("/incident.do?sys_id=7")
        _ = machine.navigate("/incident.do", kind: .formSubmitted)
        _ = machine.navigate("/login.do?sysparm_goto_url=incident.do", kind: .redirect)

        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: CoreFixtures.url("/incident.do?sys_id=7"), token: token("tok-2"))])
    }

    @Test func aFormOfUnknownFrameAlsoLandsOnTheLastGoodPage() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.show("/incident.do?sys_id=7")
        _ = machine.navigate("/incident.do", kind: .formSubmitted, mainFrame: nil)
        let redirect = WebEngineEvent.redirected(
            from: CoreFixtures.url("/incident.do"), to: CoreFixtures.url("/login.do?sysparm_goto_url=incident.do"),
            isMainFrame: true)
        _ = machine.engine(redirect)

        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: CoreFixtures.url("/incident.do?sys_id=7"), token: token("tok-2"))])
    }

    /// The main frame's redirect comes from the hop of unknown frame, which is where the recovery lands: a login
    /// URL's `sysparm_goto_url`, on the instance or off it, never chooses the page (R3-L-6).
    @Test(arguments: [
        "https://evil.example/steal", "//evil.example/steal", "/login.do", "javascript:alert(1)", "/api/x_evil/steal",
    ])
    func aGotoURLNeverChoosesWhereARecoveryLands(_ goto: String) {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/incident.do", mainFrame: nil)
        let login = "/login.do?sysparm_goto_url=" + goto.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        _ = machine.engine(
            .redirected(from: CoreFixtures.url("/incident.do"), to: CoreFixtures.url(login), isMainFrame: true))

        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: CoreFixtures.url("/incident.do"), token: token("tok-2"))])
    }

    @Test func configuredForTheLastGoodPageAPredictionStillReissuesTheRequestedPage() {
        var machine = WebSessionMachine.bridged("tok-1", configuration: .init(landing: .lastGoodPage))
        _ = machine.navigate("/kb_view.do?sys_id=9", session: ended)
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: knowledge, token: token("tok-2")),
            ])
    }

    @Test func configuredForTheLastGoodPageAReactiveRecoveryIgnoresTheRequest() {
        var machine = WebSessionMachine.bridged("tok-1", configuration: .init(landing: .lastGoodPage))
        _ = machine.navigate("/kb_view.do?sys_id=9")
        _ = machine.navigate("/login.do?sysparm_goto_url=kb_view.do", kind: .redirect)
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: CoreFixtures.url("/now/nav/ui/home"), token: token("tok-2"))])
    }
}
