import Foundation
import NowSDK
import NowWeb
import Testing

@Suite("WebSessionMachine: policy, history and failures")
struct WebSessionMachinePolicyTests {
    let home = CoreFixtures.url("/now/nav/ui/home")

    @Test(arguments: [NavigationKind.linkActivated, .formSubmitted, .backForward, .reload, .other, .redirect])
    func mainFrameInstancePagesAreAllowed(_ kind: NavigationKind) {
        var machine = WebSessionMachine.bridged()
        #expect(machine.navigate("/incident.do?sys_id=1", kind: kind) == Decision(.allow))
    }

    @Test(arguments: [
        "https://www.example.com/", "https://other.service-now.com/sp", "http://acme.service-now.com/sp",
        "https://acme.service-now.com:8443/sp", "mailto:help@acme.example", "tel:+15550100", "myapp://open",
    ])
    func mainFrameLinksOffTheInstanceGoToTheApp(_ target: String) {
        var machine = WebSessionMachine.bridged()
        let url = CoreFixtures.url(target)
        #expect(machine.navigate(target) == Decision(.cancel, then: [.reportUnsupportedURL(url)]))
        #expect(machine.lastGoodPage == home)
    }

    @Test(arguments: [
        "javascript:alert(document.cookie)", "JavaScript:void(0)", "vbscript:msgbox(1)", "file:///etc/passwd",
        "data:text/html,<script>alert(1)</script>", "blob:https://acme.service-now.com/0f8e",
    ])
    func codeAndLocalURLsAreDroppedWithoutReachingTheApp(_ target: String) {
        var machine = WebSessionMachine.bridged()
        #expect(machine.navigate(target) == Decision(.cancel))
        #expect(machine.navigate(target, kind: .redirect) == Decision(.cancel))
        #expect(machine.navigate(target, mainFrame: nil).actions.isEmpty)
        #expect(machine.lastGoodPage == home)
    }

    /// An instance that redirects a cookie-only request off the instance will not serve it without a session
    /// (`glide.authenticate.failed_requirement_redirect`, an unlisted identity provider): a sign-on hop, so the
    /// page is loaded again with the bearer. When the instance sends the bearer's request away too, the page is
    /// off the instance indeed, and goes to the app: one recovery, no loop.
    @Test func aCookieOnlyRedirectOffTheInstanceIsSignOnAndAfterTheBearerGoesToTheApp() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/nav_to.do?uri=x")
        let target = CoreFixtures.url("https://www.example.com/landing")
        let signOn = machine.navigate(target.absoluteString, kind: .redirect)
        #expect(signOn.policy == .cancel)
        #expect(signOn.actions.first == .didDetectExpiry(.singleSignOn))
        #expect(signOn.actions.last == .requestToken)
        #expect(machine.state.name == "recovering")
        let reload = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(reload.contains { if case .bridge(let url, _) = $0 { url.path == "/nav_to.do" } else { false } })
        _ = machine.navigate("/nav_to.do?uri=x", kind: .issued)
        #expect(
            machine.navigate(target.absoluteString, kind: .redirect)
                == Decision(.cancel, then: [.reportUnsupportedURL(target)]))
    }

    /// Only the engine's question about a load the machine issued is that load's own: a link the user follows
    /// before the engine asks about the bridge is a navigation of its own, which went out with cookies only. Its
    /// login redirect is an ended session (any valid token opens a new one, landing on the link's page), not the
    /// bridge's token turned away.
    @Test func aLinkFollowedBeforeTheBridgesQuestionIsANavigationOfItsOwn() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        let bridge = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(bridge.last == .bridge(url: home, token: token("tok-1")))

        #expect(machine.navigate("/kb_view.do?sys_kb_id=1", kind: .linkActivated) == Decision(.allow))
        let login = machine.navigate("/login.do", kind: .redirect)

        #expect(login.policy == .cancel)
        #expect(login.actions.last == .requestToken, "a fresh bridge, not a renewal of a rejected token")
        #expect(!login.actions.contains(.refreshToken(rejected: token("tok-1"))))
        let recovery = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(recovery.last == .bridge(url: CoreFixtures.url("/kb_view.do?sys_kb_id=1"), token: token("tok-1")))
        #expect(machine.navigate("/kb_view.do?sys_kb_id=1", kind: .issued) == Decision(.allow))
    }

    @Test(arguments: ["mailto:help@acme.example", "myapp://open"])
    func aRedirectToAnotherAppIsNoSignOn(_ target: String) {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/nav_to.do?uri=x")
        let url = CoreFixtures.url(target)
        #expect(machine.navigate(target, kind: .redirect) == Decision(.cancel, then: [.reportUnsupportedURL(url)]))
    }

    @Test func subframesMayLoadAnything() {
        var machine = WebSessionMachine.bridged()
        #expect(
            machine.navigate("https://www.youtube.com/embed/x", kind: .other, mainFrame: false) == Decision(.allow))
        #expect(machine.navigate("about:srcdoc", kind: .other, mainFrame: false) == Decision(.allow))
    }

    @Test func aBlankMainFrameIsAllowedButNeverRemembered() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.navigate("about:blank", kind: .other) == Decision(.allow))
        #expect(machine.engine(.committed(URL(string: "about:blank")!)) == [])
        #expect(machine.lastGoodPage == home)
    }

    @Test func unknownFrameAllowsWebContentAndSendsOtherAppsLinksToTheApp() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.navigate("https://www.example.com/", mainFrame: nil) == Decision(.allow))
        #expect(machine.navigate("about:blank", kind: .other, mainFrame: nil) == Decision(.allow))
        let mail = URL(string: "mailto:help@acme.example")!
        #expect(
            machine.navigate(mail.absoluteString, mainFrame: nil)
                == Decision(.cancel, then: [.reportUnsupportedURL(mail)]))
    }

    @Test func unknownFrameOffInstancePageIsStoppedOnceAtItsMainFrameResponse() {
        var machine = WebSessionMachine.bridged()
        let foreign = URL(string: "https://www.example.com/")!
        _ = machine.navigate(foreign.absoluteString, mainFrame: nil)
        let response = WebResponse(url: foreign, statusCode: 200, headers: [:], isMainFrame: true)
        #expect(machine.engine(.responseReceived(response)) == [.stopLoading, .reportUnsupportedURL(foreign)])
        #expect(machine.engine(.committed(foreign)) == [])
        #expect(machine.engine(.failed(url: foreign, error: .network("reset"))) == [])
        #expect(machine.lastGoodPage == home)
    }

    @Test func unknownFrameOffInstanceRedirectOfACookieOnlyRequestIsSignOnAtTheMainFrameRedirect() {
        var machine = WebSessionMachine.bridged()
        let foreign = URL(string: "https://www.example.com/")!
        let redirect = WebEngineEvent.redirected(from: CoreFixtures.url("/nav_to.do"), to: foreign, isMainFrame: true)
        let actions = machine.engine(redirect)
        #expect(actions.prefix(2) == [.stopLoading, .didDetectExpiry(.singleSignOn)])
        #expect(actions.last == .requestToken)
    }

    @Test func aForeignPageThatCommitsIsStopped() {
        var machine = WebSessionMachine.bridged()
        let foreign = URL(string: "https://www.example.com/")!
        #expect(machine.engine(.committed(foreign)) == [.stopLoading, .reportUnsupportedURL(foreign)])
        #expect(machine.lastGoodPage == home)
    }

    /// While a token is awaited (the first one, or a recovery's), nothing of the session's loads, yet a hop
    /// the engine could not place (a page script's, on WebKitGTK) may be the main frame's: a foreign page it
    /// brings is stopped at its redirect, its response or its commit, and goes to the app; the recovery goes on.
    @Test(arguments: ["awaiting token", "recovering"])
    func aForeignMainFramePageIsStoppedWhileATokenIsAwaited(state: String) {
        let foreign = URL(string: "https://phish.example/")!
        let response = WebResponse(url: foreign, statusCode: 200, headers: [:], isMainFrame: true)
        func waiting() -> WebSessionMachine {
            if state == "recovering" {
                var machine = WebSessionMachine.bridged()
                _ = machine.navigate("/login.do", mainFrame: nil)
                _ = machine.engine(.redirected(from: home, to: CoreFixtures.url("/login.do"), isMainFrame: true))
                return machine
            }
            var machine = CoreFixtures.machine()
            _ = machine.handle(.loadPage)
            return machine
        }
        var machine = waiting()
        #expect(machine.state.name == state)
        #expect(machine.navigate(foreign.absoluteString, kind: .other, mainFrame: nil).policy == .allow)
        let stopped: [WebSessionMachine.Action] = [.stopLoading, .reportUnsupportedURL(foreign)]
        #expect(machine.engine(.redirected(from: home, to: foreign, isMainFrame: true)) == stopped)
        machine = waiting()
        #expect(machine.engine(.responseReceived(response)) == stopped)
        machine = waiting()
        #expect(machine.engine(.committed(foreign)) == stopped)
        #expect(machine.state.name == state, "the token still brings the page")
        let code = URL(string: "data:text/html,x")!
        #expect(machine.engine(.committed(code)) == [.stopLoading])
    }

    @Test func goingBackUsesHistoryThenAsksForDismissal() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.handle(.goBackRequested(canGoBack: true)) == [.goBack])
        #expect(machine.handle(.goBackRequested(canGoBack: false)) == [.requestDismissal])
    }

    @Test func ourOwnCancellationIsNotAnError() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/incident.do")
        #expect(machine.engine(.failed(url: CoreFixtures.url("/incident.do"), error: .cancelled)) == [])
    }

    @Test func mainFrameNetworkFailureIsReported() {
        var machine = WebSessionMachine.bridged()
        let page = CoreFixtures.url("/incident.do")
        _ = machine.navigate("/incident.do")
        #expect(
            machine.engine(.failed(url: page, error: .network("timed out")))
                == [.reportFailure(.networkFailure(page: page, reason: "timed out"))])
    }

    @Test func unusableResponseIsReported() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/loop.do")
        #expect(
            machine.engine(.failed(url: nil, error: .badResponse("too many redirects")))
                == [.reportFailure(.badResponse(page: nil, reason: "too many redirects"))])
    }

    @Test func networkFailureOfTheFirstLoadLetsLoadPageRetry() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        _ = machine.navigate("/now/nav/ui/home", kind: .issued)
        #expect(
            machine.engine(.failed(url: home, error: .network("unreachable")))
                == [.reportFailure(.networkFailure(page: home, reason: "unreachable"))])
        #expect(machine.handle(.loadPage) == [.requestToken])
    }

    @Test func failuresOfAnAbandonedLoadDuringRecoveryAreNotReported() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/login.do", kind: .redirect)
        #expect(machine.engine(.failed(url: nil, error: .network("interrupted"))) == [])
        #expect(machine.isRecovering)
    }

    @Test func deadContentProcessReloadsTheLastGoodPageWithinTheBudget() {
        var machine = WebSessionMachine.bridged(configuration: .init(recoveriesPerWindow: 1, recoveryWindow: 60))
        #expect(
            machine.engine(.failed(url: home, error: .contentProcessTerminated), at: 1) == [
                .load(home)
            ])
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 2)
        #expect(
            machine.engine(.failed(url: home, error: .contentProcessTerminated), at: 3)
                == [.reportFailure(.contentProcessTerminated(page: home))])
        _ = machine.show("/incident.do", at: 60)
        let page = CoreFixtures.url("/incident.do")
        #expect(
            machine.engine(.failed(url: nil, error: .contentProcessTerminated), at: 61) == [
                .load(page)
            ])
    }

    @Test func deadContentProcessBeforeAnyPageStartsTheBridgeAgain() {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start))
        #expect(machine.engine(.failed(url: nil, error: .contentProcessTerminated)) == [.requestToken])
    }

    @Test func deadContentProcessAfterACancelledLinkStillReloads() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("mailto:help@acme.example")
        #expect(machine.engine(.failed(url: nil, error: .contentProcessTerminated)) == [.load(home)])
    }
}
