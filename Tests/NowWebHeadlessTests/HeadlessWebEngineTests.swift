import Foundation
import NowInternal
import NowWebTesting
import TestHTTPServer
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// The headless engine against a scripted loopback server: hops, policy, headers, cookies, events and history.
@MainActor
@Suite struct HeadlessWebEngineTests {
    typealias Reply = ScriptedHTTPServer.Reply

    func makeEngine(
        _ configuration: HeadlessWebEngine.Configuration = .init(), store: WebDataStore = WebDataStore()
    ) -> (HeadlessWebEngine, RecordingEngineDelegate) {
        let engine = HeadlessWebEngine(dataStore: store, configuration: configuration)
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        return (engine, delegate)
    }

    @Test func eventsArriveInBrowserOrder() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/page" ? Reply.html("<title>Home</title><p>hi") : Reply.missing
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let page = server.baseURL.appendingPathComponent("page")
        engine.load(WebRequest(url: page))
        await engine.waitUntilIdle()
        #expect(delegate.actions == [NavigationAction(url: page, isMainFrame: true, kind: .issued)])
        guard delegate.milestones.count == 4, case .responseReceived(let response) = delegate.milestones[0] else {
            Issue.record("unexpected events \(delegate.milestones)")
            return
        }
        #expect(
            response.statusCode == 200 && response.isMainFrame && response.headers["content-type"] == "text/html")
        #expect(
            Array(delegate.milestones.dropFirst()) == [.committed(page), .titleChanged("Home"), .finished(page)])
        #expect(delegate.events.first == .progressChanged(0.1))
        #expect(delegate.events.dropLast().last == .progressChanged(1))
        #expect(engine.currentURL == page && engine.title == "Home" && !engine.isLoading)
    }

    @Test func requestHeadersGoOnTheFirstRequestAndSameOriginHopsButNeverToAnotherOrigin() async throws {
        let foreign = try ScriptedHTTPServer { request in
            request.path == "/landing"
                ? Reply.html("<img src=/pixel.png>") : .respond(status: 200, headers: [:], body: "")
        }
        defer { foreign.stop() }
        let foreignLanding = foreign.baseURL.appendingPathComponent("landing").absoluteString
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/start": return Reply.redirect("/page")
            case "/page": return Reply.redirect(foreignLanding)
            default: return Reply.missing
            }
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        engine.load(
            WebRequest(
                url: server.baseURL.appendingPathComponent("start"), headers: ["Authorization": "Bearer t"]))
        await engine.waitUntilIdle()
        #expect(server.requests.map(\.path) == ["/start", "/page"])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer t" })
        #expect(foreign.requests.map(\.path) == ["/landing", "/pixel.png"])
        #expect(foreign.requests.allSatisfy { $0.headers["authorization"] == nil })
        #expect(delegate.actions.map(\.kind) == [.issued, .redirect, .redirect])
        #expect(delegate.actions.last?.sourceURL == server.baseURL.appendingPathComponent("page"))
        #expect(delegate.milestones.last == .finished(URL(string: foreignLanding)!))
    }

    @Test func eachHopIsAskedFirstAndCancelKeepsItOffTheWire() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/start" ? Reply.redirect("/login.do?sysparm_goto_url=x") : Reply.html("login")
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        delegate.policy = { $0.url.path == "/login.do" ? .cancel : .allow }
        let start = server.baseURL.appendingPathComponent("start")
        engine.load(WebRequest(url: start))
        await engine.waitUntilIdle()
        let login = URL(string: "\(server.baseURL.absoluteString)/login.do?sysparm_goto_url=x")!
        #expect(server.requests.map(\.path) == ["/start"])
        #expect(
            delegate.actions == [
                NavigationAction(url: start, isMainFrame: true, kind: .issued),
                NavigationAction(url: login, sourceURL: start, isMainFrame: true, kind: .redirect),
            ])
        #expect(delegate.milestones == [.failed(url: login, error: .cancelled)])
        #expect(engine.currentURL == nil)
    }

    @Test func redirectsAreReportedOnlyOnceAllowed() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/a" ? Reply.redirect("/b") : Reply.html("b")
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let from = server.baseURL.appendingPathComponent("a")
        let to = server.baseURL.appendingPathComponent("b")
        engine.load(WebRequest(url: from))
        await engine.waitUntilIdle()
        #expect(delegate.milestones.first == .redirected(from: from, to: to, isMainFrame: true))
        #expect(delegate.responses.map(\.url) == [to])
    }

    @Test func aRedirectLoopFailsAfterTheLimit() async throws {
        let server = try ScriptedHTTPServer { _ in Reply.redirect("/loop") }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("loop")))
        await engine.waitUntilIdle()
        #expect(engine.configuration.maximumRedirects == 20)
        #expect(server.requests.count == 21)
        guard case .failed(_, .badResponse(let reason)) = delegate.events.last else {
            Issue.record("expected a bad response, got \(delegate.milestones)")
            return
        }
        #expect(reason.contains("Too many redirects"))
    }

    @Test func cookiesFromAnyResponseCarryToLaterLoads() async throws {
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/start": return Reply.redirect("/page", headers: ["Set-Cookie": "route=r1; Path=/"])
            case "/page": return Reply.html("ok", headers: ["Set-Cookie": "JSESSIONID=s1; Path=/; HttpOnly"])
            default: return Reply.html("again")
            }
        }
        defer { server.stop() }
        let store = WebDataStore()
        let (engine, firstDelegate) = makeEngine(store: store)
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("start")))
        await engine.waitUntilIdle()
        let (second, secondDelegate) = makeEngine(store: store)
        second.load(WebRequest(url: server.baseURL.appendingPathComponent("later")))
        await second.waitUntilIdle()
        #expect(firstDelegate.milestones.last == .finished(server.baseURL.appendingPathComponent("page")))
        let cookies = server.requests.map { $0.headers["cookie"] ?? "" }
        try #require(cookies.count == 3, "\(server.requests.map(\.path)) \(secondDelegate.milestones)")
        #expect(cookies[0] == "" && cookies[1] == "route=r1")
        #expect(cookies[2].contains("JSESSIONID=s1") && cookies[2].contains("route=r1"))
        store.removeAll()
        second.load(WebRequest(url: server.baseURL.appendingPathComponent("later")))
        await second.waitUntilIdle()
        #expect(server.requests.last?.headers["cookie"] == nil)
    }

    @Test func historyGoesBackToThePreviousPage() async throws {
        let server = try ScriptedHTTPServer { request in Reply.html("<title>\(request.path)</title>") }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let first = server.baseURL.appendingPathComponent("one")
        let second = server.baseURL.appendingPathComponent("two")
        engine.goBack()
        #expect(!engine.isLoading)
        engine.load(WebRequest(url: first))
        await engine.waitUntilIdle()
        #expect(!engine.canGoBack)
        engine.load(WebRequest(url: second))
        await engine.waitUntilIdle()
        #expect(engine.canGoBack && engine.currentURL == second)
        engine.goBack()
        await engine.waitUntilIdle()
        #expect(engine.currentURL == first && !engine.canGoBack && engine.title == "/one")
        #expect(
            delegate.actions.last
                == NavigationAction(url: first, sourceURL: second, isMainFrame: true, kind: .backForward))
        #expect(server.requests.map(\.path) == ["/one", "/two", "/one"])
    }

    @Test func metaRefreshNavigatesAsARedirectAfterFinishing() async throws {
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/timeout": return Reply.html(#"<meta http-equiv="refresh" content="0;url=/login.do">"#)
            case "/slow": return Reply.html(#"<meta http-equiv="refresh" content="300;url=/never">"#)
            default: return Reply.html("<title>Login</title>")
            }
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let timeout = server.baseURL.appendingPathComponent("timeout")
        let login = server.baseURL.appendingPathComponent("login.do")
        engine.load(WebRequest(url: timeout))
        await engine.waitUntilIdle()
        #expect(
            delegate.actions.last
                == NavigationAction(url: login, sourceURL: timeout, isMainFrame: true, kind: .redirect))
        let finishedTimeout = delegate.milestones.firstIndex(of: .finished(timeout))
        let committedLogin = delegate.milestones.firstIndex(of: .committed(login))
        #expect(finishedTimeout != nil && committedLogin != nil && finishedTimeout! < committedLogin!)
        #expect(engine.currentURL == login && !engine.canGoBack)
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("slow")))
        await engine.waitUntilIdle()
        #expect(!server.requests.contains { $0.path == "/never" })
    }

    @Test func aNewLoadCancelsTheOneInProgress() async throws {
        let server = try ScriptedHTTPServer { request in request.path == "/slow" ? .hang : Reply.html("fast") }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let slow = server.baseURL.appendingPathComponent("slow")
        let fast = server.baseURL.appendingPathComponent("fast")
        engine.load(WebRequest(url: slow))
        engine.load(WebRequest(url: fast))
        await engine.waitUntilIdle()
        #expect(delegate.milestones.first == .failed(url: slow, error: .cancelled))
        #expect(delegate.milestones.last == .finished(fast))
        #expect(!delegate.milestones.contains(.committed(slow)))
    }

    @Test func aLoadStartedWhileHandlingAResponseReplacesThePageBeforeItCommits() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/login.do"
                ? .html("login", headers: ["X-Is-Logged-In": "false"]) : .html("<title>B</title>")
        }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let login = server.baseURL.appendingPathComponent("login.do")
        let page = server.baseURL.appendingPathComponent("b")
        delegate.onEvent = { event in
            if case .responseReceived(let response) = event, response.headers["x-is-logged-in"] == "false" {
                engine.load(WebRequest(url: page))
            }
        }
        engine.load(WebRequest(url: login))
        await engine.waitUntilIdle()
        #expect(!delegate.milestones.contains(.committed(login)))
        #expect(
            delegate.milestones.dropFirst() == [.failed(url: login, error: .cancelled)] + delegate.milestones.suffix(4))
        #expect(delegate.milestones.suffix(3) == [.committed(page), .titleChanged("B"), .finished(page)])
        #expect(engine.currentURL == page && !engine.canGoBack)
    }

    @Test func aLoadStartedOnFinishedCancelsNothing() async throws {
        let server = try ScriptedHTTPServer { _ in .html("page") }
        defer { server.stop() }
        let (engine, delegate) = makeEngine()
        let first = server.baseURL.appendingPathComponent("first")
        let second = server.baseURL.appendingPathComponent("second")
        delegate.onEvent = { event in
            if event == .finished(first) { engine.load(WebRequest(url: second)) }
        }
        engine.load(WebRequest(url: first))
        await engine.waitUntilIdle()
        #expect(!delegate.milestones.contains { if case .failed = $0 { true } else { false } })
        #expect(delegate.milestones.last == .finished(second) && engine.canGoBack)
    }

    @Test func anEngineWithoutADelegateLoadsNothing() async throws {
        let server = try ScriptedHTTPServer { _ in Reply.html("<title>Page</title>") }
        defer { server.stop() }
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        do {
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
        }
        #expect(engine.delegate == nil, "the engine holds its delegate weakly")

        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await engine.waitUntilIdle()

        #expect(server.requests.isEmpty, "a decision nobody could make let a request out")
        #expect(engine.currentURL == nil)
    }

    @Test func javaScriptIsUnavailable() async {
        let (engine, _) = makeEngine()
        await #expect(throws: WebEngineError.javaScriptUnavailable) { try await engine.evaluateJavaScript("1") }
    }
}
