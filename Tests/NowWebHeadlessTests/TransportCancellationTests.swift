import Foundation
import NowSDK
import TestHTTPServer
import Testing

@testable import NowWeb
@testable import NowWebHeadless

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request whose task was cancelled before the transfer started never reaches the server.
@Suite struct TransportCancellationTests {
    /// Runs `send` in a task that is cancelled before it calls it, and returns what it threw.
    private static func sendCancelled(_ send: @escaping @Sendable () async throws -> Void) async -> (any Error)? {
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await send()
                return nil
            } catch {
                return error
            }
        }.value
    }

    @Test func theHeadlessTransportSendsNothingForATaskCancelledBeforeTheStart() async throws {
        let server = try ScriptedHTTPServer { _ in .html("<p>hello</p>") }
        defer { server.stop() }
        let transport = HeadlessTransport(connectionsPerHost: 1, requestTimeout: 30, resourceTimeout: 30)

        let error = await Self.sendCancelled {
            _ = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("cancelled")))
        }
        // A later request on the same single connection: a cancelled one that went out would be logged first.
        let (_, response) = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("later")))

        #expect((error as? URLError)?.code == .cancelled)
        #expect(response.statusCode == 200)
        #expect(server.requests.map(\.path) == ["/later"])
    }

    @Test func theSDKTransportSendsNothingForATaskCancelledBeforeTheStart() async throws {
        let server = try ScriptedHTTPServer { _ in .html("<p>hello</p>") }
        defer { server.stop() }
        let transport = NowURLSessionTransport()

        let error = await Self.sendCancelled {
            _ = try await transport.send(
                NowHTTPRequest(method: "GET", url: server.baseURL.appendingPathComponent("cancelled")))
        }
        let response = try await transport.send(
            NowHTTPRequest(method: "GET", url: server.baseURL.appendingPathComponent("later")))

        #expect((error as? URLError)?.code == .cancelled)
        #expect(response.statusCode == 200)
        #expect(server.requests.map(\.path) == ["/later"])
    }
}

/// The headless engine's transport is the SDK's exchange: a server asking for HTTP credentials gets its 401 back to
/// the engine at once (FoundationNetworking would otherwise leave the task suspended), with no credential sent.
@Suite(.timeLimit(.minutes(1))) struct HeadlessTransportChallengeTests {
    @Test func aBasicChallengeComesBackAsThe401WithoutHanging() async throws {
        let server = try ScriptedHTTPServer { _ in
            .respond(status: 401, headers: ["WWW-Authenticate": "Basic realm=\"instance\""], body: "no")
        }
        defer { server.stop() }
        let transport = HeadlessTransport(connectionsPerHost: 1, requestTimeout: 30, resourceTimeout: 30)

        let (_, response) = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("page")))

        #expect(response.statusCode == 401)
        #expect(server.requests.allSatisfy { $0.headers["Authorization"] == nil })
    }
}
