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
        // A hop of unknown frame is no known target; the instance's sysparm_goto_url is, when it gives one.
        let landing = login.contains("sysparm_goto_url") ? CoreFixtures.url("/incident.do?sys_id=1") : home
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: landing, token: token("tok-2")),
            ])
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
