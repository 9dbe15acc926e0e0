import Foundation
import NowInternal
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// No credential leaves for another origin, whatever the spelling of the page URL an app hands the web layer:
/// `makeWebViewController(for:)` then `loadPage()` on the headless engine, and `preloadWebCache(urls:)`, judged by
/// where requests arrive on real loopback listeners (the instance, the same address on another port, another
/// loopback address on a port of its own and on the instance's port). The spellings are those the SDK's
/// property (`NowSDKTests/CredentialOriginPropertyTests.swift`) sends (`URLSpellings`).
@Suite(.serialized) @MainActor struct WebCredentialOriginPropertyTests {
    /// 4160 page URL spellings (16 prefixes × 13 hosts × 5 ports × 4 user infos), each opened and loaded in a
    /// controller and preloaded: 8320 cases.
    @Test func noListenerButTheInstanceGetsTheBearerAcross4160PageSpellings() async throws {
        let world = try Listeners()
        defer { world.shutdown() }
        let cases = URLSpellings(
            instancePort: world.instance.port, otherPorts: (world.otherPort.port, world.otherAddress.port)
        )
        .requestSpellings()
        #expect(cases.count == 4160)
        let service = try await world.service()

        var (loaded, refused, preloaded) = (0, 0, 0)
        for spelling in cases {
            guard let url = URL(string: spelling.text + "/now/nav/ui/home") else { continue }
            let before = world.counts()
            switch service.makeWebViewController(for: url) {
            case .success(let controller):
                loaded += 1
                #expect(world.isInstance(controller.initialURL), "\(spelling.text) opened \(controller.initialURL)")
                let activity = ActivityRecorder(controller)
                controller.loadPage()
                try await activity.next { activity in
                    switch activity {
                    case .finished, .failed: true
                    default: false
                    }
                }
                controller.stopLoading()
            case .failure:
                refused += 1
                #expect(!spelling.isInstance, "\(spelling.text) is on the instance but was refused")
            }
            world.expectBearerOnlyAtTheInstance(since: before, spelling: spelling.text)

            let beforePreload = world.counts()
            let done = AsyncStream<Void>.makeStream()
            do {
                try service.preloadWebCache(urls: [url]) { done.continuation.finish() }
                preloaded += 1
                for await _ in done.stream {}
            } catch {
                #expect(!spelling.isInstance, "\(spelling.text) is on the instance but its preload was refused")
            }
            world.expectBearerOnlyAtTheInstance(since: beforePreload, spelling: spelling.text)
        }
        // Both outcomes occur, so the property is not met by refusing (or loading) everything.
        #expect(loaded > 0 && refused > 0 && preloaded == loaded)
        #expect(world.instance.received.current.contains { $0.header("Authorization") != nil })
    }
}

extension WebCredentialOriginPropertyTests {
    /// The instance and its neighbours; the instance serves tokens and a page whose subresources point at every
    /// neighbour, so a bearer that followed a request off the instance would arrive at one of them.
    final class Listeners: Sendable {
        let instance: Listener
        let otherPort: Listener
        let otherAddress: Listener
        let otherAddressSamePort: Listener?

        init() throws {
            let neighbours = Locked<[String]>([])
            instance = try Listener(host: "127.0.0.1", port: 0) { request in
                switch request.path {
                case "/oauth_token.do":
                    return HTTPResponse(
                        status: 200, headers: [("Content-Type", "application/json")],
                        body: #"{"access_token":"web-ACCESS","refresh_token":"web-REFRESH","#
                            + #""token_type":"Bearer","expires_in":1799}"#)
                case let path where path.hasPrefix("/api/sn_mobile_sdk/mobile_sdk/settings/ios/"):
                    return HTTPResponse(
                        status: 200, headers: [("Content-Type", "application/json")],
                        body: #"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#)
                case let path where path.hasPrefix("/api/"):
                    return HTTPResponse(status: 404, headers: [("Content-Type", "application/json")], body: "{}")
                default:
                    let images = neighbours.current.map { #"<img src="\#($0)/pixel.png">"# }.joined()
                    return HTTPResponse(
                        status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
                        body: "<!DOCTYPE html><html><head><title>Home</title></head><body>\(images)</body></html>")
                }
            }
            let plain: HTTPServer.Handler = { _ in HTTPResponse(status: 200, body: "") }
            otherPort = try Listener(host: "127.0.0.1", port: 0, handler: plain)
            otherAddress = try Listener(host: "127.0.0.2", port: 0, handler: plain)
            otherAddressSamePort = try? Listener(host: "127.0.0.2", port: instance.port, handler: plain)
            neighbours.withLock { list in
                list = [
                    "http://127.0.0.1:\(otherPort.port)", "//127.0.0.2:\(otherAddress.port)",
                    "http://localhost:\(otherPort.port)",
                ]
                if let same = otherAddressSamePort { list.append("http://127.0.0.2:\(same.port)") }
            }
        }

        var all: [Listener] { [instance, otherPort, otherAddress] + [otherAddressSamePort].compactMap { $0 } }

        func shutdown() { for listener in all { listener.server.shutdown() } }

        /// How many requests each listener has received.
        func counts() -> [Int] { all.map { $0.received.current.count } }

        /// A web service on the instance with a password core and the headless engine.
        func service() async throws -> NowWebService {
            var configuration = NowSDKConfiguration(
                grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "pw-WEB"),
                logLevel: .error)
            configuration.appBundleId = "dev.nowweb.tests"
            configuration.logSink = CapturingLogSink()
            configuration.tokenStore = NowInMemoryTokenStore()
            let core = try NowCoreService(configuration: configuration)
            let instanceUrl = URL(string: "http://127.0.0.1:\(instance.port)")!
            return try await NowWeb.makeWebService(
                configuration: NowServiceConfiguration(instanceUrl: instanceUrl, appBundleId: "dev.nowweb.tests"),
                core: core, options: NowWebService.Options(makeEngine: { HeadlessWebEngine(dataStore: $0) }))
        }

        /// Whether `url` names the instance's origin exactly.
        func isInstance(_ url: URL) -> Bool {
            URLOrigin(url) == URLOrigin(URL(string: "http://127.0.0.1:\(instance.port)")!) && url.user == nil
        }

        /// Checks that since `before` no listener but the instance received an `Authorization` header.
        func expectBearerOnlyAtTheInstance(
            since before: [Int], spelling: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for (index, listener) in all.enumerated() where listener !== instance {
                let arrived = listener.received.current.dropFirst(before[index])
                #expect(
                    !arrived.contains { $0.header("Authorization") != nil },
                    "\(spelling): a bearer arrived at \(listener.host):\(listener.port)", sourceLocation: sourceLocation
                )
            }
        }
    }

    /// A loopback HTTP listener that records every request.
    final class Listener: Sendable {
        let host: String
        let port: UInt16
        let server: HTTPServer
        let received: Locked<[HTTPRequest]>

        init(host: String, port: UInt16, handler: @escaping HTTPServer.Handler) throws {
            var configuration = HTTPServer.Configuration()
            configuration.host = host
            configuration.port = port
            let received = Locked<[HTTPRequest]>([])
            server = try HTTPServer.start(configuration) { request in
                received.withLock { $0.append(request) }
                return handler(request)
            }
            self.host = host
            self.port = server.port
            self.received = received
        }
    }
}
