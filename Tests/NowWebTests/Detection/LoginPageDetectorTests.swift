import Foundation
import NowWeb
import Testing

@Suite("LoginPageDetector")
struct LoginPageDetectorTests {
    let detector = CoreFixtures.detector

    private func verdict(_ string: String, _ detector: LoginPageDetector? = nil) -> LoginPageDetector.Verdict {
        (detector ?? self.detector).verdict(for: CoreFixtures.url(string))
    }

    @Test(arguments: [
        ("/login.do?sysparm_goto_url=%2Fincident.do%3Fsys_id%3D1", LoginPageDetector.Reason.loginPage),
        ("/LOGIN.DO", .loginPage),
        ("/login.do;jsessionid=ABC123?sysparm_goto_url=x", .loginPage),
        ("/side_door.do", .loginPage),
        ("/validate_multifactor_auth_code.do", .loginPage),
        ("/security_interceptor.do?sysparm_goto_url=x", .loginPage),
        ("/session_timeout.do", .sessionTimeout),
        ("/login_redirect.do?sysparm_stack=no", .loginRedirect),
        ("/sp?id=login", .portalLogin),
        ("/esc?id=login", .portalLogin),
        ("/sp/?id=login&sysparm_goto_url=x", .portalLogin),
        ("/csm?id=Login", .portalLogin),
        ("/login_with_sso.do?glide_sso_id=abc", .singleSignOn),
        ("/external_logout_complete.do", .loggedOut),
        ("/logout_success.do", .loggedOut),
        ("/$pwd_reset.do?sysparm_url=ss_default", .passwordReset),
        ("/%24pwd_reset.do", .passwordReset),
    ])
    func recognisesEveryInstanceLoginVariant(_ path: String, _ reason: LoginPageDetector.Reason) {
        #expect(verdict(path) == .login(reason))
    }

    @Test(arguments: [
        "/now/nav/ui/home", "/incident.do?sys_id=1", "/sp?id=kb_article&sys_id=login", "/esc", "/logout.do",
        "/login.do.html", "/x/login.do", "/nav_to.do?uri=login.do", "/sp?page=login",
    ])
    func ordinaryInstancePagesAreNotLogin(_ path: String) {
        #expect(verdict(path) == .notLogin)
    }

    @Test func loginPathsOnAnotherOriginAreNotTheInstancesLogin() {
        #expect(verdict("https://evil.example/login.do") == .notLogin)
        #expect(verdict("https://evil.example/sp?id=login") == .notLogin)
        #expect(verdict("http://acme.service-now.com/login.do") == .notLogin)
    }

    @Test func samlRequestOffTheInstanceIsSingleSignOn() {
        #expect(verdict("https://idp.example/sso/saml?SAMLRequest=fZJNT8MwDIbv&RelayState=x") == .login(.singleSignOn))
    }

    @Test func openIDConnectHopBackToTheInstanceIsSingleSignOn() {
        let back = "https%3A%2F%2Facme.service-now.com%2Fnavpage.do"
        #expect(verdict("https://idp.example/authorize?client_id=a&redirect_uri=\(back)") == .login(.singleSignOn))
        let elsewhere = "https%3A%2F%2Fother.example%2Fcb"
        #expect(verdict("https://idp.example/authorize?client_id=a&redirect_uri=\(elsewhere)") == .notLogin)
    }

    @Test func foreignPagesWithoutSignOnMarksAreNotLogin() {
        #expect(verdict("https://okta.com/") == .notLogin)
        #expect(verdict("https://docs.example/SAML?x=1") == .notLogin)
    }

    @Test func appAddsLoginPathsPortalPageIDsAndIdentityProviders() {
        let configuration = LoginPageDetector.Configuration(
            additionalLoginPaths: ["my_login.do", "/Corp/SignIn"],
            portalLoginPageIDs: ["login", "csm_login"],
            identityProviderHosts: ["Okta.com", "login.microsoftonline.com"]
        )
        let custom = LoginPageDetector(scope: CoreFixtures.scope, configuration: configuration)
        #expect(verdict("/my_login.do", custom) == .login(.appLoginPath))
        #expect(verdict("/corp/signin?x=1", custom) == .login(.appLoginPath))
        #expect(verdict("/csm?id=csm_login", custom) == .login(.portalLogin))
        #expect(verdict("/sp?id=login", custom) == .login(.portalLogin))
        #expect(verdict("https://acme.okta.com/app/sso", custom) == .login(.singleSignOn))
        #expect(verdict("https://okta.com/", custom) == .login(.singleSignOn))
        #expect(verdict("https://login.microsoftonline.com/common/oauth2", custom) == .login(.singleSignOn))
        #expect(verdict("https://notokta.com/", custom) == .notLogin)
        #expect(verdict("/my_login.do") == .notLogin)
    }

    @Test func appCanNarrowPortalLoginPageIDs() {
        let custom = LoginPageDetector(
            scope: CoreFixtures.scope, configuration: .init(portalLoginPageIDs: ["signin"]))
        #expect(verdict("/sp?id=login", custom) == .notLogin)
        #expect(verdict("/sp?id=signin", custom) == .login(.portalLogin))
    }

    private func response(_ path: String, _ headers: [String: String], status: Int = 200) -> WebResponse {
        WebResponse(url: CoreFixtures.url(path), statusCode: status, headers: headers, isMainFrame: true)
    }

    @Test func notLoggedInHeaderMarksALoginPageServedInPlace() {
        #expect(detector.verdict(for: response("/incident.do", ["X-Is-Logged-In": "false"])) == .login(.notLoggedIn))
        #expect(
            detector.verdict(for: response("/api/x", ["x-is-logged-in": " FALSE "], status: 401))
                == .login(.notLoggedIn))
        #expect(detector.verdict(for: response("/incident.do", ["X-Is-Logged-In": "true"])) == .notLogin)
        #expect(detector.verdict(for: response("/incident.do", [:])) == .notLogin)
    }

    @Test func responseAtALoginURLKeepsTheURLReason() {
        #expect(detector.verdict(for: response("/sp?id=login", ["X-Is-Logged-In": "false"])) == .login(.portalLogin))
    }

    @Test func notLoggedInHeaderCountsOnlyOnTheInstanceAndWhenEnabled() {
        let foreign = WebResponse(
            url: URL(string: "https://evil.example/")!, statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: true)
        #expect(detector.verdict(for: foreign) == .notLogin)
        let guest = LoginPageDetector(
            scope: CoreFixtures.scope, configuration: .init(treatsNotLoggedInResponsesAsLogin: false))
        #expect(guest.verdict(for: response("/sp", ["X-Is-Logged-In": "false"])) == .notLogin)
    }

    /// Every rule of "is this a login" is the detector's: a guest's header, a page's refused request, and an
    /// off-instance redirect of a cookie-only navigation.
    @Test func theSessionsEndIsJudgedByTheDetectorAloneForEveryVariant() throws {
        let notLoggedIn = response("/sp", ["X-Is-Logged-In": "false"])
        #expect(detector.saysNotLoggedIn(notLoggedIn, isGuest: false))
        #expect(!detector.saysNotLoggedIn(notLoggedIn, isGuest: true))
        #expect(!detector.saysNotLoggedIn(response("/sp", ["X-Is-Logged-In": "true"]), isGuest: false))

        #expect(detector.refusalEndsSession(status: 401, loggedIn: nil))
        #expect(detector.refusalEndsSession(status: 401, loggedIn: "False"))
        #expect(!detector.refusalEndsSession(status: 401, loggedIn: "true"), "the endpoint's own refusal")
        #expect(detector.refusalEndsSession(status: 200, loggedIn: " false "))
        #expect(!detector.refusalEndsSession(status: 403, loggedIn: nil))

        let idp = try #require(URL(string: "https://sso.example.com/start"))
        #expect(detector.redirectDestination(to: idp, cookieOnly: true) == .login(.singleSignOn))
        #expect(detector.redirectDestination(to: idp, cookieOnly: false) == .unsupported)
        let mail = try #require(URL(string: "mailto:help@example.com"))
        #expect(detector.redirectDestination(to: mail, cookieOnly: true) == .unsupported)
        #expect(
            detector.redirectDestination(to: CoreFixtures.url("/login.do"), cookieOnly: false) == .login(.loginPage))
    }
}
