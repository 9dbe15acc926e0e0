import Foundation
import NowSDK
import NowWeb
import Testing

@Suite("WebSessionMachine: expiry and recovery")
struct WebSessionMachineExpiryTests {
    static let variants: [(String, LoginPageDetector.Reason)] = [
        ("/login.do?sysparm_goto_url=%2Fincident.do%3Fsys_id%3D1", .loginPage),
        ("/session_timeout.do", .sessionTimeout),
        ("/login_redirect.do", .loginRedirect),
        ("/sp?id=login", .portalLogin),
        ("/esc?id=login", .portalLogin),
        ("/login_with_sso.do?glide_sso_id=1", .singleSignOn),
        ("/external_logout_complete.do", .loggedOut),
        ("/$pwd_reset.do", .passwordReset),
        ("https://idp.example/saml?SAMLRequest=abc", .singleSignOn),
    ]

    let home = CoreFixtures.url("/now/nav/ui/home")

    @Test(arguments: variants)
    func mainFrameRedirectToLoginIsCancelledAndRecoveredWhereTheUserWasGoing(
        _ login: String, _ reason: LoginPageDetector.Reason
    ) {
        var machine = WebSessionMachine.bridged("tok-1")
        let requested = CoreFixtures.url("/incident.do?sys_id=1")
        #expect(machine.navigate("/incident.do?sys_id=1") == Decision(.allow))
        #expect(
            machine.navigate(login, kind: .redirect, at: 10)
                == Decision(.cancel, then: [.didDetectExpiry(reason), .ended(at: 10), .requestToken]))
        #expect(machine.isRecovering)
        #expect(machine.engine(.failed(url: CoreFixtures.url(login), error: .cancelled), at: 10) == [])
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: requested, token: token("tok-2")),
            ])
        #expect(machine.navigate("/incident.do?sys_id=1", kind: .issued, at: 11) == Decision(.allow))
        #expect(machine.engine(.committed(requested), at: 11) == [.didRecover(requested)])
        #expect(!machine.isRecovering)
    }

    @Test(arguments: variants)
    func loginReachedWithoutAFrameFlagIsCaughtByTheMainFrameRedirectEvent(
        _ login: String, _ reason: LoginPageDetector.Reason
    ) {
        var machine = WebSessionMachine.bridged("tok-1")
        #expect(machine.navigate("/incident.do", mainFrame: nil) == Decision(.allow))
        #expect(machine.navigate(login, kind: .redirect, mainFrame: nil) == Decision(.allow))
        let redirect = WebEngineEvent.redirected(
            from: CoreFixtures.url("/incident.do"), to: CoreFixtures.url(login), isMainFrame: true)
        #expect(
            machine.engine(redirect) == [
                .stopLoading, .didDetectExpiry(reason), .ended(), .requestToken,
            ])
        let echo = WebResponse(url: CoreFixtures.url(login), statusCode: 200, headers: [:], isMainFrame: true)
        #expect(machine.engine(.responseReceived(echo)) == [])
        // The main-frame redirect comes from the hop of unknown frame, so that hop was the main frame's: the
        // recovery lands where it was going (never on the login URL's sysparm_goto_url).
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: CoreFixtures.url("/incident.do"), token: token("tok-2")),
            ])
    }

    /// WebKitGTK's shape: a link or script hop that names no frame, then the main frame's login redirect, asked
    /// about with the main frame's URL as its source (a chain of redirects, or the main-frame event without a
    /// question), or the main frame's login page answered in place at the hop's URL.
    @Test(arguments: [NavigationKind.linkActivated, .other], [0, 1, 2, 3])
    func aHopOfUnknownFrameThatTheMainFrameLoadsIsWhereItsRecoveryLands(_ kind: NavigationKind, _ path: Int) {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.show("/incident.do?sys_id=7")
        let clicked = CoreFixtures.url("/kb_view.do?sysparm_article=KB1")
        let login = CoreFixtures.url("/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal")
        #expect(machine.navigate(clicked.absoluteString, kind: kind, mainFrame: nil, at: 1) == Decision(.allow))
        let actions: [WebSessionMachine.Action]
        switch path {
        case 0:
            var redirect = NavigationAction(url: login, isMainFrame: true, kind: .redirect)
            redirect.sourceURL = clicked
            actions = machine.decide(redirect, at: CoreFixtures.start.addingTimeInterval(1)).actions
        case 1:
            let middle = CoreFixtures.url("/nav_to.do?uri=%2Fkb_view.do")
            var hop = NavigationAction(url: middle, sourceURL: clicked, isMainFrame: true, kind: .redirect)
            #expect(machine.decide(hop, at: CoreFixtures.start.addingTimeInterval(1)) == Decision(.allow))
            hop = NavigationAction(url: login, sourceURL: middle, isMainFrame: true, kind: .redirect)
            actions = machine.decide(hop, at: CoreFixtures.start.addingTimeInterval(1)).actions
        case 2:
            actions = machine.engine(.redirected(from: clicked, to: login, isMainFrame: true), at: 1)
        default:
            let page = WebResponse(
                url: clicked, statusCode: 200, headers: ["X-Is-Logged-In": "false"], isMainFrame: true)
            actions = machine.engine(.responseReceived(page), at: 1)
        }
        #expect(actions.contains(.requestToken))
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: clicked, token: token("tok-2"))])
    }

    /// A hop of unknown frame is a frame's until a main-frame event comes from it: a frame's link, a `POST` to
    /// the same URL since, or a page that committed since leave the recovery on the last good page.
    @Test(arguments: 0..<3)
    func aHopOfUnknownFrameTheMainFrameDoesNotLoadIsNoTarget(_ variant: Int) {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.show("/incident.do?sys_id=7")
        let framed = CoreFixtures.url("/kb_view.do?sysparm_article=KB1")
        _ = machine.navigate(framed.absoluteString, mainFrame: nil, at: 1)
        var source = framed
        switch variant {
        case 0:
            // The main frame loads another URL, of a hop the machine was not asked about.
            source = CoreFixtures.url("/sys_user.do")
        case 1:
            var form = NavigationAction(url: framed, isMainFrame: nil, kind: .formSubmitted)
            form.method = "POST"
            _ = machine.decide(form, at: CoreFixtures.start.addingTimeInterval(1))
        default:
            _ = machine.show("/incident.do?sys_id=8", at: 1)
        }
        let login = CoreFixtures.url("/login.do?sysparm_goto_url=%2Fkb_view.do%3Fsysparm_article%3DKB1")
        let redirect = NavigationAction(url: login, sourceURL: source, isMainFrame: true, kind: .redirect)
        #expect(machine.decide(redirect, at: CoreFixtures.start.addingTimeInterval(2)).policy == .cancel)
        let lastGood = CoreFixtures.url(variant == 2 ? "/incident.do?sys_id=8" : "/incident.do?sys_id=7")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: lastGood, token: token("tok-2"))])
    }

    @Test(arguments: variants)
    func loginAnsweredInPlaceIsCaughtByTheMainFrameResponse(_ login: String, _ reason: LoginPageDetector.Reason) {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate(login, kind: .redirect, mainFrame: nil)
        let response = WebResponse(url: CoreFixtures.url(login), statusCode: 200, headers: [:], isMainFrame: true)
        #expect(
            machine.engine(.responseReceived(response))
                == [.stopLoading, .didDetectExpiry(reason), .ended(), .requestToken])
    }

    @Test func notLoggedInResponseOnAnOrdinaryURLStartsARecovery() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/incident.do?sys_id=1")
        let response = WebResponse(
            url: CoreFixtures.url("/incident.do?sys_id=1"), statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: true)
        #expect(
            machine.engine(.responseReceived(response))
                == [.stopLoading, .didDetectExpiry(.notLoggedIn), .ended(), .requestToken])
    }

    @Test(arguments: [NavigationKind.other, .linkActivated], [true, nil] as [Bool?])
    func aPageHopStraightToALoginURLDoesNotChooseWhereTheBearerGoes(_ kind: NavigationKind, _ mainFrame: Bool?) {
        // A page (or a frame allowed to navigate the top) sends the main frame to a login URL whose
        // sysparm_goto_url names an instance URL of its choosing: the recovery lands on the last good page.
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.show("/incident.do?sys_id=7")
        let login = "/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal"
        _ = machine.navigate(login, kind: kind, mainFrame: mainFrame, at: 1)
        if mainFrame == nil {
            let response = WebResponse(url: CoreFixtures.url(login), statusCode: 200, headers: [:], isMainFrame: true)
            _ = machine.engine(.responseReceived(response), at: 1)
        }
        #expect(machine.isRecovering)
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
                == [.started, .kept, .bridge(url: CoreFixtures.url("/incident.do?sys_id=7"), token: token("tok-2"))])
    }

    @Test func aLoginPageThatCommitsAnywayIsLeftAtOnce() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/sp", mainFrame: nil)
        #expect(
            machine.engine(.committed(CoreFixtures.url("/sp?id=login")))
                == [.stopLoading, .didDetectExpiry(.portalLogin), .ended(), .requestToken])
        #expect(machine.lastGoodPage == home)
    }

    @Test func iframeLoginNeverStartsARecovery() {
        var machine = WebSessionMachine.bridged("tok-1")
        #expect(machine.navigate("/login.do", kind: .redirect, mainFrame: false) == Decision(.allow))
        let redirect = WebEngineEvent.redirected(
            from: CoreFixtures.url("/incident.do"), to: CoreFixtures.url("/login.do"), isMainFrame: false)
        #expect(machine.engine(redirect) == [])
        let response = WebResponse(
            url: CoreFixtures.url("/login.do"), statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: false)
        #expect(machine.engine(.responseReceived(response)) == [])
        #expect(!machine.isRecovering)
    }

    @Test func aReusedTokenTurnedAwayIsRenewedOnceThenLandingOnLoginIsALoop() {
        var machine = WebSessionMachine.bridged("tok-1", configuration: .init(recoveriesPerWindow: 1))
        _ = machine.navigate("/incident.do")
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 1)
                == Decision(.cancel, then: [.didDetectExpiry(.loginPage), .ended(at: 1), .requestToken]))
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(machine.navigate("/incident.do", kind: .issued, at: 2) == Decision(.allow))
        // The instance turned the reused token away: the same recovery asks for a new one, within its budget.
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 2)
                == Decision(.cancel, then: [.refreshToken(rejected: token("tok-1"))]))
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: CoreFixtures.url("/incident.do"), token: token("tok-2")),
            ])
        #expect(machine.navigate("/incident.do", kind: .issued, at: 3) == Decision(.allow))
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 3)
                == Decision(.cancel, then: [.reportFailure(.loginLoop(page: CoreFixtures.url("/incident.do")))]))
        #expect(!machine.isRecovering)
        #expect(machine.handle(.tokenReceived(token("tok-3"), at: CoreFixtures.start)) == [])
    }

    @Test func staleTokenOnTheFirstBridgeIsRefreshedOnce() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("stale"), at: CoreFixtures.start))
        _ = machine.navigate("/now/nav/ui/home", kind: .issued)
        #expect(
            machine.navigate("/sp?id=login", kind: .redirect)
                == Decision(
                    .cancel, then: [.didDetectExpiry(.portalLogin), .ended(), .refreshToken(rejected: token("stale"))]))
        #expect(
            machine.handle(.tokenReceived(token("fresh"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: home, token: token("fresh")),
            ])
        _ = machine.navigate("/now/nav/ui/home", kind: .issued)
        #expect(machine.engine(.committed(home)) == [.didRecover(home)])
        #expect(machine.lastGoodPage == home)
    }

    @Test func staleTokenTwiceOnTheFirstBridgeIsALoginLoopAndLoadPageMayRetry() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("stale"), at: CoreFixtures.start))
        _ = machine.navigate("/login.do", kind: .redirect)
        _ = machine.handle(.tokenReceived(token("also-stale"), at: CoreFixtures.start))
        #expect(
            machine.navigate("/login.do", kind: .redirect)
                == Decision(
                    .cancel,
                    then: [
                        .reportFailure(.loginLoop(page: home))
                    ]))
        #expect(machine.handle(.loadPage) == [.requestToken])
    }

    @Test func tokenFailureDuringRecoveryIsReported() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/login.do", kind: .redirect)
        #expect(machine.handle(.tokenFailed(mustSignIn: true)) == [.reportFailure(.tokenUnavailable(mustSignIn: true))])
        #expect(machine.lastGoodPage == home)
        #expect(machine.handle(.loadPage) == [])
    }

    @Test func recoveriesBeyondTheBudgetAreReportedUntilTheWindowMovesOn() {
        var machine = WebSessionMachine.bridged("t0", configuration: .init(recoveriesPerWindow: 2, recoveryWindow: 60))
        for (index, second) in [0.0, 30].enumerated() {
            _ = machine.navigate("/incident.do", at: second)
            #expect(
                machine.navigate("/login.do", kind: .redirect, at: second)
                    == Decision(
                        .cancel, then: [.didDetectExpiry(.loginPage), .ended(at: second), .requestToken]))
            _ = machine.handle(.tokenReceived(token("t\(index + 1)"), at: CoreFixtures.start))
            _ = machine.show("/now/nav/ui/home", kind: .issued, at: second)
        }
        _ = machine.navigate("/incident.do", at: 59)
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 59)
                == Decision(.cancel, then: [.reportFailure(.recoveryBudgetExhausted(recoveries: 2, window: 60))]))
        _ = machine.navigate("/incident.do", at: 60)
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 60)
                == Decision(.cancel, then: [.didDetectExpiry(.loginPage), .ended(at: 60), .requestToken]))
    }

    @Test func eachNavigationGetsItsOwnRecovery() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/incident.do", at: 1)
        _ = machine.navigate("/login.do", kind: .redirect, at: 1)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 1)
        _ = machine.navigate("/kb_view.do", at: 2)
        #expect(
            machine.navigate("/login.do", kind: .redirect, at: 2)
                == Decision(.cancel, then: [.didDetectExpiry(.loginPage), .ended(at: 2), .requestToken]))
    }

    @Test func configuredForTheLastGoodPageARecoveryRestoresItNotTheInitialOne() {
        var machine = WebSessionMachine.bridged("tok-1", configuration: .init(landing: .lastGoodPage))
        _ = machine.show("/incident.do?sys_id=7")
        _ = machine.navigate("/incident_list.do")
        _ = machine.navigate("/login.do", kind: .redirect)
        let restored = CoreFixtures.url("/incident.do?sys_id=7")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: restored, token: token("tok-2")),
            ])
    }

    @Test func errorPagesAreNotRememberedAsGoodPages() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/broken.do")
        let response = WebResponse(
            url: CoreFixtures.url("/broken.do"), statusCode: 500, headers: [:], isMainFrame: true)
        #expect(machine.engine(.responseReceived(response)) == [])
        #expect(machine.engine(.committed(CoreFixtures.url("/broken.do"))) == [])
        #expect(machine.lastGoodPage == home)
    }

    @Test func aNewNavigationSupersedesARecoveryWaitingForItsToken() {
        var machine = WebSessionMachine.bridged("tok-1")
        _ = machine.navigate("/login.do", kind: .redirect)
        // The token request of the recovery is given up with the recovery.
        #expect(machine.navigate("/incident.do", kind: .backForward) == Decision(.allow, then: [.cancelTokenRequest]))
        #expect(!machine.isRecovering)
        #expect(machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [])
    }

    @Test func anIdentityProviderLinkTheUserFollowsIsUnsupportedNotAnExpiry() {
        var machine = WebSessionMachine.bridged("tok-1")
        let idp = "https://idp.example/saml?SAMLRequest=abc"
        #expect(machine.navigate(idp) == Decision(.cancel, then: [.reportUnsupportedURL(CoreFixtures.url(idp))]))
    }

    @Test func aConfiguredIdentityProviderRedirectIsAnExpiry() {
        let detector = LoginPageDetector(
            scope: CoreFixtures.scope, configuration: .init(identityProviderHosts: ["okta.com"]))
        var machine = CoreFixtures.machine(detector: detector)
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(
            machine.navigate("https://acme.okta.com/app/sso", kind: .redirect)
                == Decision(
                    .cancel, then: [.didDetectExpiry(.singleSignOn), .ended(), .refreshToken(rejected: token("tok-1"))])
        )
    }

    @Test func aSelfSubmittingFormToAConfiguredIdentityProviderIsAnExpiry() {
        let detector = LoginPageDetector(
            scope: CoreFixtures.scope, configuration: .init(identityProviderHosts: ["idp.example"]))
        var machine = CoreFixtures.machine(detector: detector)
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued)
        #expect(
            machine.navigate("https://idp.example/saml/post", kind: .formSubmitted)
                == Decision(.cancel, then: [.didDetectExpiry(.singleSignOn), .ended(), .requestToken]))
    }
}
