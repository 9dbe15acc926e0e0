import Foundation
import NowSDK
import NowWeb
import Testing

@Suite("Error and log descriptions")
struct ErrorDescriptionTests {
    static let secretPage = URL(
        string:
            "https://acme.service-now.com/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3Dsecret-id?sysparm_ck=secret-ck#frag"
    )!
    static let secrets = ["secret", "sysparm", "sys_id", "Bearer", "tok-", "#frag", "?"]

    static let webErrors: [NowWebError] = [
        .loginLoop(page: secretPage),
        .recoveryBudgetExhausted(recoveries: 3, window: 300),
        .tokenUnavailable(mustSignIn: true),
        .tokenUnavailable(mustSignIn: false),
        .signInRequired,
        .networkFailure(page: secretPage, reason: "timed out"),
        .networkFailure(page: nil, reason: "unreachable"),
        .badResponse(page: secretPage, reason: "too many redirects"),
        .contentProcessTerminated(page: secretPage),
    ]

    static let serviceErrors: [NowWebServiceError] = [
        .invalidURL(URL(string: "https://user:secret@acme.service-now.com/x?secret=1")!),
        .offInstanceURL(URL(string: "https://evil.example/secret-path?secret=1")!),
        .unsupportedScheme(URL(string: "mailto:secret@acme.example?subject=secret")!),
        .serviceClosed,
        .serviceConfigurationInvalid,
    ]

    private func expectClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in Self.secrets {
            #expect(!text.contains(secret), "\(text) contains \(secret)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: webErrors)
    func webErrorsSayWhatToDoWithoutSecretsOrQueries(_ error: NowWebError) throws {
        let text = try #require(error.errorDescription)
        expectClean(text)
        expectClean(String(describing: error))
        expectClean(error.localizedDescription)
        #expect(text.contains("again") || text.contains("later") || text.contains("Check"))
    }

    @Test(arguments: serviceErrors)
    func serviceErrorsSayWhatToDoWithoutSecretsOrQueries(_ error: NowWebServiceError) throws {
        let text = try #require(error.errorDescription)
        expectClean(text)
        expectClean(String(describing: error))
        #expect(text.contains("Pass") || text.contains("Open") || text.contains("Make"))
    }

    @Test func webErrorNamesThePageByOriginAndPath() {
        let text = NowWebError.loginLoop(page: Self.secretPage).localizedDescription
        #expect(text.contains("https://acme.service-now.com/now/nav/ui/classic/params/target/incident.do"))
        #expect(
            NowWebServiceError.offInstanceURL(URL(string: "https://evil.example/x")!).localizedDescription
                .contains("https://evil.example:443"))
        #expect(NowWebServiceError.unsupportedScheme(URL(string: "tel:1")!).localizedDescription.contains("\"tel\""))
    }

    @Test func webErrorsShowNoSessionIdInAPathParameter() {
        let page = URL(string: "https://acme.service-now.com/login.do;jsessionid=SECRET-SESSION?x=1")!
        let errors: [NowWebError] = [
            .loginLoop(page: page), .networkFailure(page: page, reason: "timed out"),
            .badResponse(page: page, reason: "HTTP 500"),
        ]
        for error in errors {
            #expect(!error.localizedDescription.contains("SECRET"), "\(error.localizedDescription)")
            #expect(!String(describing: error).contains("jsessionid"), "\(error.localizedDescription)")
            #expect(
                error.localizedDescription.contains("https://acme.service-now.com/login.do"),
                "\(error.localizedDescription)")
        }
    }

    @Test func machineEventsAndActionsPrintNoTokenOrQuery() {
        let actions: [WebSessionMachine.Action] = [
            .bridge(url: Self.secretPage, token: token("tok-secret")), .load(Self.secretPage),
            .refreshToken(rejected: token("tok-secret")), .refreshToken(rejected: nil),
            .reportUnsupportedURL(Self.secretPage), .reportFailure(.loginLoop(page: Self.secretPage)),
            .didRecover(Self.secretPage), .didDetectExpiry(.sessionTimeout), .requestToken,
            .stopLoading, .goBack, .requestDismissal,
        ]
        let action = NavigationAction(url: Self.secretPage, isMainFrame: nil, kind: .redirect)
        let response = WebResponse(url: Self.secretPage, statusCode: 200, headers: [:], isMainFrame: true)
        let events: [WebSessionMachine.Event] = [
            .tokenReceived(token("tok-secret"), at: CoreFixtures.start), .reloadRequested(shown: Self.secretPage),
            .stopRequested,
            .engine(.redirected(from: Self.secretPage, to: Self.secretPage, isMainFrame: true), at: CoreFixtures.start),
            .engine(.responseReceived(response), at: CoreFixtures.start),
            .engine(.committed(Self.secretPage), at: CoreFixtures.start),
            .engine(.finished(Self.secretPage), at: CoreFixtures.start),
            .engine(.failed(url: Self.secretPage, error: .network("reset")), at: CoreFixtures.start),
            .engine(.titleChanged("secret title"), at: CoreFixtures.start),
            .engine(.progressChanged(1), at: CoreFixtures.start), .loadPage, .tokenFailed(mustSignIn: true),
            .guestAccess,
            .goBackRequested(canGoBack: false),
        ]
        let decision = Decision(.cancel, then: actions)
        let texts =
            actions.map(\.description) + events.map(\.description) + [decision.description, action.redactedDescription]
        for text in texts {
            #expect(!text.contains("secret") && !text.contains("sysparm") && !text.contains("#frag"), "\(text)")
        }
    }

    @Test func machineStateNeverShowsItsToken() {
        var machine = WebSessionMachine.bridged("tok-secret")
        _ = machine.navigate("/login.do", kind: .redirect)
        var dumped = ""
        dump(machine, to: &dumped)
        for text in [String(describing: machine), String(reflecting: machine), dumped] {
            #expect(!text.contains("tok-secret"), "\(text)")
            #expect(text.contains("recovering"), "\(text)")
        }
    }
}
