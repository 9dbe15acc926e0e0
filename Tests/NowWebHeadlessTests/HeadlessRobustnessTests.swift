import Foundation
import NowWebTesting
import TestHTTPServer
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// The headless engine against servers that misbehave: silence, dropped connections, garbage.
@MainActor
@Suite struct HeadlessRobustnessTests {
    private func load(_ url: URL, configuration: HeadlessWebEngine.Configuration = .init()) async -> [WebEngineEvent] {
        let engine = HeadlessWebEngine(dataStore: WebDataStore(), configuration: configuration)
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(WebRequest(url: url, headers: ["Authorization": "Bearer secret-token"]))
        await engine.waitUntilIdle()
        return delegate.milestones
    }

    @Test func aServerThatNeverAnswersTimesOutWithoutLeakingTheQuery() async throws {
        let server = try ScriptedHTTPServer { _ in .hang }
        defer { server.stop() }
        let url = URL(string: "\(server.baseURL.absoluteString)/page?sysparm_token=secret-query")!
        let started = ContinuousClock.now
        let events = await load(url, configuration: .init(requestTimeout: 0.5))
        let elapsed = ContinuousClock.now - started
        // FoundationNetworking truncates timeouts to whole seconds; the engine rounds up rather than fire at once.
        // The upper bound is loose because a loaded test run may delay the timer by seconds.
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(60))
        guard events.count == 1, case .failed(let failedURL, .network(let reason)) = events[0] else {
            Issue.record("expected a network failure, got \(events)")
            return
        }
        #expect(failedURL == url)
        #expect(reason.contains("timed out"))
        #expect(!reason.contains("secret"))
    }

    @Test func aDroppedConnectionFailsCleanly() async throws {
        let server = try ScriptedHTTPServer { _ in .drop }
        defer { server.stop() }
        let events = await load(server.baseURL.appendingPathComponent("page"))
        guard events.count == 1, case .failed(_, .network(let reason)) = events[0] else {
            Issue.record("expected a network failure, got \(events)")
            return
        }
        #expect(!reason.contains("secret"))
    }

    @Test func anUnreachableHostFailsCleanly() async {
        let events = await load(URL(string: "http://127.0.0.1:1/page")!)
        guard case .failed(_, .network)? = events.first else {
            Issue.record("expected a network failure, got \(events)")
            return
        }
    }

    @Test func aFailingSubresourceDoesNotFailThePage() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/page" ? .html("<script src=/drop.js></script><img src=/hang.png>") : .drop
        }
        defer { server.stop() }
        let page = server.baseURL.appendingPathComponent("page")
        let events = await load(page)
        #expect(events.last == .finished(page))
    }

    @Test func garbageHTMLStillFinishes() async throws {
        let garbage =
            "<<html <title>x</titl<img src=\"/a.png <script src='/b.js'>\u{0}\u{7}<iframe src=<meta http-equiv"
        let server = try ScriptedHTTPServer { request in
            request.path == "/page" ? .html(garbage) : .respond(status: 200, headers: [:], body: "\u{0}")
        }
        defer { server.stop() }
        let page = server.baseURL.appendingPathComponent("page")
        let events = await load(page)
        #expect(events.contains(.committed(page)))
        #expect(events.last == .finished(page))
    }

    @Test func aNonHTTPRedirectTargetFailsAsABadResponse() async throws {
        let server = try ScriptedHTTPServer { _ in .redirect("mailto:someone@example.com") }
        defer { server.stop() }
        let events = await load(server.baseURL.appendingPathComponent("page"))
        guard case .failed(_, .badResponse)? = events.last else {
            Issue.record("expected a bad response, got \(events)")
            return
        }
    }
}
