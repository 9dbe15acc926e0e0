import Foundation
import NowInternal
import NowWebTesting
import TestHTTPServer
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// Subresources, iframes and the HTTP cache of the headless engine, against a scripted loopback server.
@MainActor
@Suite struct HeadlessSubresourceTests {
    typealias Reply = ScriptedHTTPServer.Reply

    nonisolated static let page = """
        <html><head><link rel=stylesheet href="/styles/app.css?v=1"><script src="/scripts/app.jsx?v=1"></script>
        <script src="/scripts/app.jsx?v=1"></script><link rel="icon" href="/favicon.ico"></head>
        <body><img src="/images/logo.png?v=1"><img src="/api/avatar"><img src="/images/etag.png"></body></html>
        """

    nonisolated static func asset(_ request: ScriptedHTTPServer.Request) -> Reply {
        switch request.path {
        case "/page": return .html(page, headers: ["Cache-Control": "no-cache,no-store,must-revalidate,max-age=-1"])
        case "/api/avatar": return .respond(status: 200, headers: ["Cache-Control": "no-store"], body: "a")
        case "/images/etag.png" where request.headers["if-none-match"] == "\"e1\"":
            return .respond(status: 304, headers: ["ETag": "\"e1\""], body: "")
        case "/images/etag.png":
            return .respond(status: 200, headers: ["ETag": "\"e1\"", "Cache-Control": "max-age=0"], body: "png")
        case "/favicon.ico": return .missing
        default: return .respond(status: 200, headers: ["Cache-Control": "public, max-age=31881600"], body: "asset")
        }
    }

    @Test func loadsEachSubresourceOnceWithCookiesButNeverTheRequestHeaders() async throws {
        let server = try ScriptedHTTPServer(handler: Self.asset)
        defer { server.stop() }
        let store = WebDataStore()
        store.cookies.store(responseHeaders: ["Set-Cookie": "JSESSIONID=s; Path=/"], from: server.baseURL)
        let engine = HeadlessWebEngine(dataStore: store)
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(
            WebRequest(url: server.baseURL.appendingPathComponent("page"), headers: ["Authorization": "Bearer t"]))
        await engine.waitUntilIdle()
        #expect(delegate.milestones.last == .finished(server.baseURL.appendingPathComponent("page")))
        let paths = server.requests.map(\.path)
        #expect(paths.first == "/page")
        #expect(
            Set(paths.dropFirst()) == [
                "/styles/app.css?v=1", "/scripts/app.jsx?v=1", "/favicon.ico", "/images/logo.png?v=1",
                "/api/avatar",
                "/images/etag.png",
            ])
        #expect(paths.count == 7)
        #expect(server.requests.filter { $0.headers["authorization"] != nil }.map(\.path) == ["/page"])
        #expect(server.requests.allSatisfy { $0.headers["cookie"] == "JSESSIONID=s" })
    }

    @Test func aSecondLoadServesCacheableAssetsFromTheCacheAndRevalidatesTheRest() async throws {
        let server = try ScriptedHTTPServer(handler: Self.asset)
        defer { server.stop() }
        let store = WebDataStore()
        let delegate = RecordingEngineDelegate()
        let first = HeadlessWebEngine(dataStore: store)
        first.delegate = delegate
        first.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await first.waitUntilIdle()
        let firstCount = server.requests.count
        let second = HeadlessWebEngine(dataStore: store)
        second.delegate = delegate
        second.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await second.waitUntilIdle()
        #expect(
            delegate.milestones.filter { $0 == .finished(server.baseURL.appendingPathComponent("page")) }.count == 2)
        let again = server.requests.dropFirst(firstCount)
        #expect(Set(again.map(\.path)) == ["/page", "/api/avatar", "/images/etag.png", "/favicon.ico"])
        #expect(again.first { $0.path == "/images/etag.png" }?.headers["if-none-match"] == "\"e1\"")
        let statistics = store.httpCache.statistics
        #expect(statistics.hits == 3 && statistics.revalidations == 1 && statistics.stored == 4)
    }

    @Test func iframesAreSubframeNavigationsAskedAndReportedAsSuch() async throws {
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/shell":
                return .html(#"<title>Shell</title><iframe src="/frame"></iframe><script src="/shell.js"></script>"#)
            case "/frame": return .redirect("/incident.do")
            case "/incident.do":
                return .html(#"<title>Inner</title><img src="/inner.png"><iframe src="/nested"></iframe>"#)
            default: return .respond(status: 200, headers: [:], body: "")
            }
        }
        defer { server.stop() }
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        let shell = server.baseURL.appendingPathComponent("shell")
        let frame = server.baseURL.appendingPathComponent("frame")
        let incident = server.baseURL.appendingPathComponent("incident.do")
        engine.load(WebRequest(url: shell))
        await engine.waitUntilIdle()
        #expect(
            delegate.actions == [
                NavigationAction(url: shell, isMainFrame: true, kind: .issued),
                NavigationAction(url: frame, sourceURL: shell, isMainFrame: false, kind: .other),
                NavigationAction(url: incident, sourceURL: frame, isMainFrame: false, kind: .redirect),
            ])
        #expect(delegate.responses.map(\.isMainFrame) == [true, false])
        #expect(delegate.milestones.contains(.redirected(from: frame, to: incident, isMainFrame: false)))
        #expect(
            Set(server.requests.map(\.path)) == ["/shell", "/frame", "/incident.do", "/inner.png", "/shell.js"])
        #expect(delegate.milestones.last == .finished(shell))
        #expect(engine.title == "Shell" && engine.currentURL == shell)
    }

    @Test func aCancelledIframeHopNeitherGoesOutNorFailsThePage() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/shell" ? .html(#"<iframe src="/login.do"></iframe>"#) : .html("login")
        }
        defer { server.stop() }
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        let delegate = RecordingEngineDelegate { $0.isMainFrame == false ? .cancel : .allow }
        engine.delegate = delegate
        let shell = server.baseURL.appendingPathComponent("shell")
        engine.load(WebRequest(url: shell))
        await engine.waitUntilIdle()
        #expect(server.requests.map(\.path) == ["/shell"])
        #expect(delegate.milestones.last == .finished(shell))
        #expect(!delegate.milestones.contains { if case .failed = $0 { return true } else { return false } })
    }

    /// A page names an image on another origin (another port here; `http://` on the instance's own host is
    /// another origin too): the engine does not fetch it, so a page can neither send the instance's cookies over
    /// cleartext nor make a server that runs the engine fetch any host it names (finding R3-L-8).
    @Test func subresourcesOfAnotherOriginAreNotFetched() async throws {
        let other = try ScriptedHTTPServer { _ in .respond(status: 200, headers: [:], body: "png") }
        defer { other.stop() }
        let foreign = other.baseURL.appendingPathComponent("x.png").absoluteString
        let server = try ScriptedHTTPServer { request in
            guard request.path == "/page" else { return .respond(status: 200, headers: [:], body: "png") }
            return .html("<img src=\"\(foreign)\"><script src=\"\(foreign)\"></script><img src=/own.png>")
        }
        defer { server.stop() }
        let store = WebDataStore()
        store.cookies.store(responseHeaders: ["Set-Cookie": "JSESSIONID=s; Path=/"], from: other.baseURL)
        let engine = HeadlessWebEngine(dataStore: store)
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await engine.waitUntilIdle()
        #expect(delegate.milestones.last == .finished(server.baseURL.appendingPathComponent("page")))
        #expect(server.requests.map(\.path) == ["/page", "/own.png"])
        #expect(other.requests.isEmpty, "\(other.requests.map(\.path))")
    }

    @Test func onlyTheDocumentsOriginServesSubresourcesAndNoFrameDowngradesToCleartext() throws {
        func item(_ text: String, _ kind: HTMLPageSummary.Subresource.Kind = .image) throws
            -> HTMLPageSummary.Subresource
        {
            HTMLPageSummary.Subresource(url: try #require(URL(string: text)), kind: kind)
        }
        let page = try #require(URL(string: "https://acme.service-now.com/now/nav/ui/home"))
        #expect(HeadlessWebEngine.mayFetch(try item("https://acme.service-now.com/x.png"), of: page))
        #expect(!HeadlessWebEngine.mayFetch(try item("http://acme.service-now.com/x.png"), of: page))
        #expect(!HeadlessWebEngine.mayFetch(try item("https://acme.service-now.com:8443/x.png"), of: page))
        #expect(!HeadlessWebEngine.mayFetch(try item("https://169.254.169.254/latest/meta-data"), of: page))
        #expect(HeadlessWebEngine.mayFetch(try item("https://video.example/embed", .iframe), of: page))
        #expect(!HeadlessWebEngine.mayFetch(try item("http://video.example/embed", .iframe), of: page))
        #expect(HeadlessWebEngine.mayFetch(try item("http://127.0.0.1:8080/embed", .iframe), of: page))
    }

    @Test func subresourcesStayWithinSixConcurrentRequestsPerHost() async throws {
        // The server holds every image request until six are in flight (or every image has been asked for),
        // so the engine's limit is what the peak shows, however slowly the machine schedules the requests.
        let gate = ConcurrencyGate(width: 6, total: 24)
        let server = try ScriptedHTTPServer { request in
            guard request.path != "/page" else {
                return .html((0..<24).map { "<img src=/i\($0).png>" }.joined())
            }
            gate.pass()
            return .respond(status: 200, headers: [:], body: "")
        }
        defer { server.stop() }
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await engine.waitUntilIdle()
        #expect(delegate.milestones.last == .finished(server.baseURL.appendingPathComponent("page")))
        #expect(server.requests.count == 25)
        #expect(gate.peak == 6)
        #expect(!gate.timedOut, "the engine never had six requests in flight")
    }

    @Test func progressRisesToOneBeforeFinished() async throws {
        let server = try ScriptedHTTPServer(handler: Self.asset)
        defer { server.stop() }
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(WebRequest(url: server.baseURL.appendingPathComponent("page")))
        await engine.waitUntilIdle()
        let progress = delegate.events.compactMap {
            if case .progressChanged(let value) = $0 { value } else { nil }
        }
        #expect(progress == progress.sorted() && progress.last == 1 && progress.count > 3)
    }
}
