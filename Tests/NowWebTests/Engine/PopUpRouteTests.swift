import Foundation
import Testing

@testable import NowWeb

@Suite("PopUpRoute")
struct PopUpRouteTests {
    let scope = CoreFixtures.scope
    static let google = "https://accounts.google.com/o/oauth2/v2/auth?client_id=now&redirect_uri=x"
    static let idp = "https://login.idp.example/authorize?client=now"

    private func route(_ hosts: [String] = ["google.com"], scheme: String = "com.example.now") throws -> PopUpRoute {
        try PopUpRoute(systemBrowserHosts: hosts, callbackScheme: scheme)
    }

    private func instance(_ path: String) -> String {
        scope.instanceURL.absoluteString + path
    }

    // MARK: Which way a pop-up goes

    @Test func withoutACallbackSchemeEveryPopUpShowsInTheSheet() {
        #expect(PopUpRoute.sheetOnly.path(for: URL(string: Self.google)!) == .sheet)
        #expect(PopUpRoute.sheetOnly.callbackScheme == nil)
    }

    @Test func aNamedProviderHostAndItsSubdomainsGoToTheSystemBrowser() throws {
        let route = try route()
        #expect(route.path(for: URL(string: Self.google)!) == .systemBrowser)
        #expect(route.path(for: URL(string: "https://google.com/signin")!) == .systemBrowser)
        #expect(route.path(for: URL(string: "https://ACCOUNTS.Google.COM./x")!) == .systemBrowser)
    }

    @Test func otherHostsShowInTheSheetEvenWhenTheyEndLikeANamedOne() throws {
        let route = try route()
        #expect(route.path(for: URL(string: Self.idp)!) == .sheet)
        #expect(route.path(for: URL(string: "https://evilgoogle.com/x")!) == .sheet)
        #expect(route.path(for: URL(string: "https://google.com.evil.example/x")!) == .sheet)
    }

    @Test func aPopUpThatIsNoWebPageNeverGoesToTheSystemBrowser() throws {
        let route = try route()
        #expect(route.path(for: URL(string: "javascript://google.com/%0aalert(1)")!) == .sheet)
        #expect(route.path(for: URL(string: "file://google.com/etc/hosts")!) == .sheet)
    }

    @Test func hostEntriesAreComparedInLowerCaseWithoutATrailingDot() throws {
        let route = try route(["Accounts.Google.com."])
        #expect(route.systemBrowserHosts == ["accounts.google.com"])
        #expect(route.path(for: URL(string: Self.google)!) == .systemBrowser)
    }

    // MARK: Navigations in the sheet

    @Test func theSheetShowsOtherSitesAndFinishesOnItsWayBackToTheInstance() throws {
        let route = try route()
        let step = { (url: String, method: String) in
            route.sheetNavigation(to: URL(string: url)!, method: method, isMainFrame: true, in: scope)
        }
        #expect(step(Self.idp, "GET") == .load)
        #expect(step("about:blank", "GET") == .load)
        let completion = instance("kb_view.do?idp_state=1")
        #expect(step(completion, "GET") == .finish(handOver: URL(string: completion)!))
        #expect(step(completion, "POST") == .finish(handOver: nil))
        #expect(step("javascript:alert(1)", "GET") == .drop)
    }

    @Test func aSubframeOfTheSheetNeverShowsAnInstanceDocumentNorFinishesThePopUp() throws {
        let route = try route()
        let step = { (url: String) in
            route.sheetNavigation(to: URL(string: url)!, method: "GET", isMainFrame: false, in: scope)
        }
        #expect(step(instance("navpage.do")) == .drop)
        #expect(step("https://cdn.idp.example/frame") == .load)
        #expect(step("data:text/html,x") == .drop)
    }

    @Test(arguments: [
        "https://accounts.google.com/signin/oauth/error?authError=ChVkaXNhbGxvd2VkX3VzZXJhZ2VudBI&client_id=now",
        "https://accounts.google.com/signin/oauth/error?authError=ChVkaXNhbGxvd2VkX3VzZXJhZ2VudBI%3D",
        "https://login.idp.example/error?error=disallowed_useragent",
        "https://login.idp.example/error?error=Error%20403%3A%20DISALLOWED_USERAGENT",
    ])
    func aKnownRefusalOfEmbeddedViewsMovesThePopUpToTheSystemBrowser(url: String) throws {
        #expect(PopUpRoute.isEmbeddedViewRefusal(URL(string: url)!))
        let step = try route([]).sheetNavigation(to: URL(string: url)!, method: "GET", isMainFrame: true, in: scope)
        #expect(step == .moveToSystemBrowser)
    }

    @Test func aRefusalStaysInTheSheetWithoutASystemBrowserOrInASubframe() throws {
        let url = URL(string: "https://login.idp.example/error?error=disallowed_useragent")!
        let sheetOnly = PopUpRoute.sheetOnly.sheetNavigation(to: url, method: "GET", isMainFrame: true, in: scope)
        #expect(sheetOnly == .load)
        let subframe = try route().sheetNavigation(to: url, method: "GET", isMainFrame: false, in: scope)
        #expect(subframe == .load)
    }

    @Test(arguments: [
        "https://login.idp.example/authorize?state=abc&user_agent=Safari",
        "https://login.idp.example/authorize?q=" + String(repeating: "A", count: 5000) + "disallowed_useragent",
        "https://login.idp.example/disallowed_useragent",
    ])
    func otherURLsAreNoRefusal(url: String) {
        #expect(!PopUpRoute.isEmbeddedViewRefusal(URL(string: url)!))
    }

    // MARK: The system browser's completion

    @Test func theCallbackLoadsOnTheInstanceWithTheInstancesScheme() throws {
        let host = try #require(scope.instanceURL.host)
        let callback = URL(string: "com.example.now://\(host)/kb_view.do?sysparm_article=KB1&idp_state=s")!
        let url = try route().completion(callback, in: scope)
        #expect(url == URL(string: instance("kb_view.do?sysparm_article=KB1&idp_state=s")))
        let upper = URL(string: "COM.Example.NOW://\(host)/navpage.do")!
        #expect(try route().completion(upper, in: scope) == URL(string: instance("navpage.do")))
    }

    @Test func aCallbackOffTheInstanceOrOfAnotherSchemeIsRefused() throws {
        let host = try #require(scope.instanceURL.host)
        let route = try route()
        for refused in [
            "com.example.now://evil.example/navpage.do", "com.example.now://\(host):8443/x",
            "com.example.now://user:pw@\(host)/x", "com.example.now:/navpage.do", "other.scheme://\(host)/x",
            "https://\(host)/navpage.do", "javascript://\(host)/%0aalert(1)",
        ] {
            #expect(route.completion(URL(string: refused)!, in: scope) == nil, "\(refused)")
        }
        #expect(route.completion(nil, in: scope) == nil, "cancelled")
        let callback = URL(string: "com.example.now://\(host)/x")!
        #expect(PopUpRoute.sheetOnly.completion(callback, in: scope) == nil)
        #expect(route.completion(callback, in: .opaque) == nil)
    }

    // MARK: Bad options

    @Test(arguments: ["https", "HTTP", "javascript", "file", "data", "about", "", "1app", "my app", "app:", "ä.app"])
    func aSchemeThatIsNotTheAppsOwnIsAClearError(scheme: String) {
        #expect(throws: PopUpRouteError.unusableCallbackScheme) { try route(scheme: scheme) }
    }

    @Test(arguments: [
        "https://accounts.google.com", "accounts.google.com/x", "a..b", "", ".", "host:443", "*.google.com",
    ])
    func aHostEntryThatIsNotABareHostIsAClearError(host: String) {
        #expect(throws: PopUpRouteError.unusableHost(position: 1)) { try route(["google.com", host]) }
    }

    @Test func theErrorsSayWhatToDo() {
        let scheme = PopUpRouteError.unusableCallbackScheme.errorDescription ?? ""
        #expect(scheme.contains("com.example.app"))
        let host = PopUpRouteError.unusableHost(position: 1).errorDescription ?? ""
        #expect(host.contains("host 2") && host.contains("accounts.google.com"))
    }
}
