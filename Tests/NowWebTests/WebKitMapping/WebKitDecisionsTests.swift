import Foundation
import NowWeb
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the WKWebView engine answers WebKit: each callback's answer is one of these functions, so a wrong answer
/// (a response allowed that should be cancelled, a foreign frame's camera prompted) fails here.
@MainActor
@Suite struct WebKitDecisionsTests {
    private let page = URL(string: "https://acme.service-now.com/now/nav/ui/home")!
    private let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!

    /// The raw values WebKit's headers give its answers (`WKNavigationDelegate.h`: `WKNavigationActionPolicy` and
    /// `WKNavigationResponsePolicy` are Cancel, Allow, Download; `WKUIDelegate.h`: `WKPermissionDecision` is
    /// Prompt, Grant, Deny), transcribed from the iOS SDK: the Apple code makes WebKit's values from these.
    @Test func theAnswersCarryWebKitsRawValues() {
        #expect(WebKitDecisions.Policy.cancel.rawValue == 0)
        #expect(WebKitDecisions.Policy.allow.rawValue == 1)
        #expect(WebKitDecisions.Permission.prompt.rawValue == 0)
        #expect(WebKitDecisions.Permission.grant.rawValue == 1)
        #expect(WebKitDecisions.Permission.deny.rawValue == 2)
    }

    @Test func aNavigationActionGoesOutOnlyWhenTheMachineAllowsIt() {
        #expect(WebKitDecisions.actionPolicy(.allow) == .allow)
        #expect(WebKitDecisions.actionPolicy(.cancel) == .cancel)
        #expect(WebKitDecisions.actionPolicy(nil) == .cancel, "no delegate left: fail closed")
    }

    private func response(
        _ url: URL, status: Int = 200, headers: [String: String] = ["Content-Type": "text/html"], main: Bool = true
    ) -> WebResponse {
        WebResponse(url: url, statusCode: status, headers: headers, isMainFrame: main)
    }

    @Test func aPageIsReportedAndAllowedForTheMachineToActOn() {
        let shown = response(page)
        #expect(
            WebKitDecisions.response(shown, canShowMIMEType: true)
                == .init(event: .responseReceived(shown), policy: .allow))
        let login = response(
            URL(string: "https://acme.service-now.com/login.do")!, headers: ["X-Is-Logged-In": "false"])
        #expect(
            WebKitDecisions.response(login, canShowMIMEType: true)
                == .init(event: .responseReceived(login), policy: .allow),
            "the machine, not WebKit's answer, stops a login page: it hears of it first")
        let notFound = response(page, status: 404, headers: [:])
        #expect(WebKitDecisions.response(notFound, canShowMIMEType: false).policy == .allow)
    }

    @Test(
        arguments: [
            (["Content-Disposition": "attachment; filename=a.pdf", "Content-Type": "application/pdf"], true, true),
            (["Content-Type": "application/x-unknown"], false, false),
            (["Content-Disposition": "attachment", "Content-Type": "text/plain"], true, false),
        ] as [([String: String], Bool, Bool)])
    func aFileToSaveIsNeverLoadedAndTheOwnerHearsOfIt(headers: [String: String], canShow: Bool, main: Bool) {
        let file = response(
            URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1")!, headers: headers, main: main)
        #expect(
            WebKitDecisions.response(file, canShowMIMEType: canShow)
                == .init(event: .downloadRefused(file), policy: .cancel))
    }

    @Test func aResponseWithoutAURLIsCancelledUnreported() {
        #expect(WebKitDecisions.response(nil, canShowMIMEType: true) == .init(event: nil, policy: .cancel))
    }

    @Test func aNewWindowKeepsItsOpenerUnlessALinkAskedForIt() {
        let link = WebKitDecisions.newWindowRequest(
            NavigationActionValue(url: "https://idp.example/sso", target: nil, type: 0))
        #expect(
            link
                == NewWindowRequest(
                    url: URL(string: "https://idp.example/sso"), isUserGesture: true, isFromTopDocument: true,
                    keepsOpener: false))
        let script = WebKitDecisions.newWindowRequest(
            NavigationActionValue(
                url: "https://idp.example/sso", target: nil, type: -1,
                source: FrameValue(main: false, url: "https://acme.service-now.com/frame.do")))
        #expect(script.keepsOpener)
        #expect(!script.isFromTopDocument)
    }

    private func cookie(_ name: String, _ value: String, domain: String, expires: Date?) -> HTTPCookie {
        var properties: [HTTPCookiePropertyKey: Any] = [
            .name: name, .value: value, .domain: domain, .path: "/",
        ]
        if let expires { properties[.expires] = expires }
        return HTTPCookie(properties: properties)!
    }

    @Test func aNewSessionStoreCookiesLifetimeIsReadOncePerValue() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let cookies = [
            cookie("JSESSIONID", "S1", domain: "acme.service-now.com", expires: nil),
            cookie(
                "glide_session_store", "ABC", domain: "acme.service-now.com", expires: now.addingTimeInterval(1799.2)),
        ]
        let found = try #require(WebKitDecisions.newSessionStoreLifetime(in: cookies, for: page, after: nil, at: now))
        #expect(found.value == "ABC")
        #expect(found.lifetime == 1800)
        #expect(WebKitDecisions.newSessionStoreLifetime(in: cookies, for: page, after: "ABC", at: now) == nil)
        let other = URL(string: "https://other.service-now.com/")!
        #expect(WebKitDecisions.newSessionStoreLifetime(in: cookies, for: other, after: nil, at: now) == nil)
        let session = [cookie("glide_session_store", "DEF", domain: "acme.service-now.com", expires: nil)]
        #expect(WebKitDecisions.newSessionStoreLifetime(in: session, for: page, after: nil, at: now) == nil)
    }
}
