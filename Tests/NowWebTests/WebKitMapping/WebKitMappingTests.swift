import Foundation
import NowSDK
import NowWeb
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@MainActor
@Suite struct WebKitMappingTests {
    private let page = "https://acme.service-now.com/now/nav/ui/home"
    private let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!

    @Test func theMainFrameIsWebKitsTargetFrameFlag() throws {
        let main = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(url: page, target: FrameValue(main: true, url: page), type: 0),
                issuedURL: nil, provisionalMainFrameURL: nil))
        #expect(main.isMainFrame == true)
        #expect(main.kind == .linkActivated)
        #expect(main.sourceURL == URL(string: page))

        let iframe = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(
                    url: "https://acme.service-now.com/login.do", target: FrameValue(main: false, url: page)),
                issuedURL: nil, provisionalMainFrameURL: URL(string: page)))
        #expect(iframe.isMainFrame == false)
        #expect(iframe.kind == .other)

        // A new window has no target frame: not the main frame's navigation.
        let newWindow = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(url: page, target: nil, type: 0), issuedURL: nil, provisionalMainFrameURL: nil))
        #expect(newWindow.isMainFrame == false)
    }

    @Test func theIssuedLoadAndServerRedirectsAreTold() throws {
        let issued = URL(string: "https://acme.service-now.com/sp")!
        let bridge = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(
                    url: "https://ACME.service-now.com:443/sp", target: FrameValue(main: true, url: page)),
                issuedURL: issued, provisionalMainFrameURL: nil))
        #expect(bridge.kind == .issued)

        let redirect = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(
                    url: "https://acme.service-now.com/login.do", target: FrameValue(main: true, url: page)),
                issuedURL: nil, provisionalMainFrameURL: issued))
        #expect(redirect.kind == .redirect)

        // A script's navigation with no load in progress is "other", not a redirect.
        let scripted = try #require(
            WebKitMapping.navigationAction(
                NavigationActionValue(url: "https://acme.service-now.com/x", target: FrameValue(main: true, url: page)),
                issuedURL: nil, provisionalMainFrameURL: nil))
        #expect(scripted.kind == .other)
    }

    @Test(arguments: [
        (0, NavigationKind.linkActivated), (1, .formSubmitted), (2, .backForward), (3, .reload),
        (4, .formSubmitted), (-1, .other), (99, .other),
    ])
    func navigationTypes(rawValue: Int, kind: NavigationKind) {
        #expect(WebKitMapping.navigationKind(rawValue: rawValue) == kind)
    }

    @Test func responsesKeepStatusHeadersAndWebKitsMainFrameFlag() throws {
        let url = URL(string: "https://acme.service-now.com/login.do")!
        let http = try #require(
            HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["X-Is-Logged-In": "false"]))
        let main = try #require(WebKitMapping.response(NavigationResponseValue(isForMainFrame: true, response: http)))
        #expect(main == WebResponse(url: url, statusCode: 200, headers: ["x-is-logged-in": "false"], isMainFrame: true))
        let sub = try #require(WebKitMapping.response(NavigationResponseValue(isForMainFrame: false, response: http)))
        #expect(sub.isMainFrame == false)
    }

    @Test func errorsKeepOnlyDomainAndCode() {
        let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        #expect(WebKitMapping.error(cancelled) == .cancelled)
        let offline = NSError(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
            userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://acme.service-now.com/x?token=secret")!])
        #expect(WebKitMapping.error(offline) == .network("\(NSURLErrorDomain) \(NSURLErrorNotConnectedToInternet)"))
        #expect(
            WebKitMapping.error(NSError(domain: "WebKitErrorDomain", code: 102))
                == .badResponse("WebKitErrorDomain 102"))
    }

    @Test func scriptMessagesTakeTheOriginFromWebKitsFrameInformation() {
        let evil = FrameValue(
            main: false, url: "https://evil.example/",
            origin: OriginValue(protocol: "https", host: "evil.example", port: 8443))
        // The page claims to be the instance in its body; the origin comes from WebKit's frame information.
        let message = ScriptMessageValue(
            name: "com.servicenow.cabrillo.viewLayout.setTitle",
            body: ["callId": 1, "options": ["title": "Hi"], "origin": "https://acme.service-now.com"] as [String: Any],
            frameInfo: evil)
        #expect(
            WebKitMapping.scriptMessageSender(message, isFromEngineView: true)
                == WebKitDecisions.ScriptMessageSender(
                    handlerName: "com.servicenow.cabrillo.viewLayout.setTitle", isMainFrame: false,
                    frameOrigin: URL(string: "https://evil.example:8443"), isFromEngineView: true))
        #expect(!WebKitMapping.scriptMessageSender(message, isFromEngineView: false).isFromEngineView)

        let opaque = FrameValue(main: false, url: "about:srcdoc", origin: OriginValue(protocol: "", host: "", port: 0))
        #expect(WebKitMapping.origin(of: opaque) == nil)
        #expect(
            WebKitMapping.origin(of: FrameValue(main: true, url: page)) == URL(string: "https://acme.service-now.com"))
    }

    @Test func aFrameOfAnotherOriginThanThePageIsNotReadAtAll() {
        #expect(
            !WebKitMapping.acceptsScriptMessage(fromOrigin: nil, mainFrameURL: URL(string: page)),
            "an opaque (sandboxed) frame has no origin")
        #expect(
            !WebKitMapping.acceptsScriptMessage(
                fromOrigin: URL(string: "https://acme.service-now.com"), mainFrameURL: nil))
        #expect(
            WebKitMapping.acceptsScriptMessage(
                fromOrigin: URL(string: "https://acme.service-now.com"), mainFrameURL: URL(string: page)))
        #expect(
            !WebKitMapping.acceptsScriptMessage(
                fromOrigin: URL(string: "https://acme.service-now.com:8443"), mainFrameURL: URL(string: page)))
    }

    @Test func aMessageBeyondTheBoundsIsDroppedUnread() {
        var nested: Any = 1
        for _ in 0..<10_000 { nested = [nested] }
        #expect(WebKitMapping.json(nested) == nil, "nesting deeper than \(PageJSON.Limits.depth)")
        var shallow: Any = 1
        for _ in 0..<PageJSON.Limits.depth { shallow = [shallow] }
        #expect(WebKitMapping.json(shallow) != nil)
        #expect(WebKitMapping.json(String(repeating: "x", count: PageJSON.Limits.textBytes + 1)) == nil)
        #expect(WebKitMapping.json(["k": String(repeating: "x", count: 1000)]) != nil)
        #expect(WebKitMapping.json(Array(repeating: 0, count: PageJSON.Limits.values)) == nil)
        #expect(WebKitMapping.json(Array(repeating: 0, count: 100)) != nil)
    }

    @Test func aCallbackRunsOnlyInADocumentOfTheOriginThatAsked() {
        let script = WebKitMapping.script("go()", onlyInDocumentsOf: URL(string: "https://acme.service-now.com")!)
        #expect(script == #"if (self.location.origin === "https:\/\/acme.service-now.com") { go() }"#)
    }

    @Test func bodiesBecomeJSONAndUnrepresentableOnesAreDropped() {
        #expect(WebKitMapping.json("text") == "\"text\"")
        #expect(WebKitMapping.json(NSNull()) == "null")
        #expect(WebKitMapping.json([1, 2]) == "[1,2]")
        #expect(WebKitMapping.json(Date(timeIntervalSince1970: 5)) == "5")
        #expect(WebKitMapping.json(URL(string: page)!) == nil)
    }

    @Test func nonFiniteNumbersAreDropped() {
        #expect(WebKitMapping.json(["a": NSNumber(value: Double.nan)]) == nil)
        #expect(WebKitMapping.json([NSNumber(value: Double.infinity)]) == nil)
        #expect(WebKitMapping.json(-Double.infinity) == nil)
    }

    @Test func mediaCaptureTypesAreTheDevicePermissionsTheAppIsAskedFor() {
        #expect(WebKitMapping.permissions(mediaCaptureTypeRawValue: 0) == [.camera])
        #expect(WebKitMapping.permissions(mediaCaptureTypeRawValue: 1) == [.microphone])
        #expect(WebKitMapping.permissions(mediaCaptureTypeRawValue: 2) == [.camera, .microphone])
    }

    @Test func dataStoreIdentifiersAreStablePerInstanceAppAndAccount() {
        func identifier(_ origin: String, _ app: String, _ account: String) -> UUID {
            WebKitMapping.dataStoreIdentifier(instanceOrigin: origin, appBundleId: app, account: account)
        }
        let one = identifier("https://a.service-now.com:443", "app", "user-1")
        #expect(one == identifier("https://a.service-now.com:443", "app", "user-1"))
        #expect(one != identifier("https://b.service-now.com:443", "app", "user-1"))
        #expect(one != identifier("https://a.service-now.com:443", "other", "user-1"))
        #expect(one != identifier("https://a.service-now.com:443", "app", "user-2"))
        #expect(one.uuidString.dropFirst(14).first == "5")
    }

    @Test func aServiceKeepsWebDataOnDiskOnlyWhereTheSystemNamesStoresAndTheAccountIsKnown() {
        let known = WebKitMapping.websiteDataStore(
            hasIdentifiedStores: true, instanceOrigin: "https://a.service-now.com:443", appBundleId: "app",
            account: "user-1")
        #expect(
            known
                == .persistent(
                    WebKitMapping.dataStoreIdentifier(
                        instanceOrigin: "https://a.service-now.com:443", appBundleId: "app", account: "user-1")))
        // iOS 16: no identified stores, so a store of the service's own for the life of the process.
        #expect(
            WebKitMapping.websiteDataStore(
                hasIdentifiedStores: false, instanceOrigin: "https://a.service-now.com:443", appBundleId: "app",
                account: "user-1") == .nonPersistent)
        // A core that names no account, or a data store no service registered: nothing shared, nothing kept.
        #expect(
            WebKitMapping.websiteDataStore(
                hasIdentifiedStores: true, instanceOrigin: "https://a.service-now.com:443", appBundleId: "app",
                account: nil) == .nonPersistent)
        #expect(
            WebKitMapping.websiteDataStore(
                hasIdentifiedStores: true, instanceOrigin: nil, appBundleId: "app", account: "user-1")
                == .nonPersistent)
    }
}
