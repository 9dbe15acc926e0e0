import Foundation
import NowWebTesting
import TestHTTPServer
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// The headless engine's bounds on what a server can make it fetch: body sizes and the number of subresources.
@MainActor
@Suite struct HeadlessLimitsTests {
    private func load(
        _ url: URL, dataStore: WebDataStore = WebDataStore(), configuration: HeadlessWebEngine.Configuration
    )
        async -> [WebEngineEvent]
    {
        let engine = HeadlessWebEngine(dataStore: dataStore, configuration: configuration)
        let delegate = RecordingEngineDelegate()
        engine.delegate = delegate
        engine.load(WebRequest(url: url))
        await engine.waitUntilIdle()
        return delegate.milestones
    }

    @Test func thePageLimitsDefaultToAFewMebibytesAndTheSubresourceCountTo256() {
        let configuration = HeadlessWebEngine.Configuration()
        #expect(configuration.maximumPageSize == 4 << 20)
        #expect(configuration.maximumSubresourceSize == 8 << 20)
        #expect(configuration.maximumSubresources == 256)
    }

    @Test func anOversizedPageFailsNamingTheLimitWithoutTheQuery() async throws {
        let server = try ScriptedHTTPServer { _ in .html(String(repeating: "<p>big</p>", count: 10_000)) }
        defer { server.stop() }
        let url = URL(string: "\(server.baseURL.absoluteString)/page?sysparm_token=secret-query")!

        let events = await load(url, configuration: .init(maximumPageSize: 16 << 10))

        guard events.count == 1, case .failed(let failedURL, .badResponse(let reason)) = events[0] else {
            Issue.record("expected a bad response, got \(events)")
            return
        }
        #expect(failedURL == url)
        #expect(reason.contains("maximumPageSize"))
        #expect(reason.contains("16384 bytes"))
        #expect(!reason.contains("secret"))
    }

    @Test func aPageWithoutContentLengthIsCutOffAtTheLimit() async throws {
        let server = try ScriptedHTTPServer { _ in
            .raw(
                head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close",
                body: String(repeating: "<p>big</p>", count: 10_000))
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("page")

        let events = await load(url, configuration: .init(maximumPageSize: 16 << 10))

        guard events.count == 1, case .failed(_, .badResponse(let reason)) = events[0] else {
            Issue.record("expected a bad response, got \(events)")
            return
        }
        #expect(reason.contains("maximumPageSize"))
    }

    @Test func aPageWithinTheLimitLoads() async throws {
        let server = try ScriptedHTTPServer { _ in .html("<title>Small</title>") }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("page")

        let events = await load(url, configuration: .init(maximumPageSize: 16 << 10))

        #expect(events.last == .finished(url))
    }

    @Test func anOversizedSubresourceIsNeitherKeptNorCachedAndThePageStillLoads() async throws {
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/page": .html("<img src=/big.png><img src=/small.png>")
            default:
                .respond(
                    status: 200, headers: ["Content-Type": "image/png", "Cache-Control": "max-age=600"],
                    body: String(repeating: "x", count: request.path == "/big.png" ? 64 << 10 : 16))
            }
        }
        defer { server.stop() }
        let page = server.baseURL.appendingPathComponent("page")
        let dataStore = WebDataStore()

        let events = await load(page, dataStore: dataStore, configuration: .init(maximumSubresourceSize: 16 << 10))

        #expect(events.last == .finished(page))
        #expect(dataStore.httpCache.lookup(server.baseURL.appendingPathComponent("big.png")) == .miss)
        #expect(dataStore.httpCache.lookup(server.baseURL.appendingPathComponent("small.png")) != .miss)
    }

    @Test func subresourcesPastTheCapAreNeverRequested() async throws {
        let images = (0..<300).map { "<img src=/image/\($0).png>" }.joined()
        let server = try ScriptedHTTPServer { request in request.path == "/page" ? .html(images) : .missing }
        defer { server.stop() }
        let page = server.baseURL.appendingPathComponent("page")

        let events = await load(page, configuration: .init())

        #expect(events.last == .finished(page))
        let fetched = server.requests.map(\.path).filter { $0.hasPrefix("/image/") }
        #expect(fetched.count == 256)
        #expect(Set(fetched) == Set((0..<256).map { "/image/\($0).png" }))
    }

    @Test func theCapCountsTheIframesSubresourcesWithThePages() async throws {
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/page": .html("<iframe src=/frame></iframe><img src=/a.png><img src=/b.png>")
            case "/frame": .html("<img src=/c.png><img src=/d.png><img src=/e.png>")
            default: .missing
            }
        }
        defer { server.stop() }
        let page = server.baseURL.appendingPathComponent("page")

        let events = await load(page, configuration: .init(maximumSubresources: 4))

        #expect(events.last == .finished(page))
        #expect(server.requests.filter { $0.path != "/page" }.count == 4)
    }
}
