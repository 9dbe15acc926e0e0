import Foundation
import NowWebTesting
import Testing

/// The server serves at most `maximumConnections` connections at once and answers one more 503 at once.
@Suite struct HTTPServerConnectionLimitTests {
    @Test func aConnectionPastTheLimitIsAnswered503AndTheOthersAreStillServed() async throws {
        var configuration = HTTPServer.Configuration()
        configuration.maximumConnections = 3
        let server = try HTTPServer.start(configuration) { _ in HTTPResponse(status: 200, body: "ok") }
        defer { server.shutdown() }
        // Connections are accepted in the order they were made: the fourth finds three being served.
        let held = try (0..<3).map { _ in try LoopbackHTTPClient(port: server.port) }
        let extra = try LoopbackHTTPClient(port: server.port)
        let busy = try await extra.readResponse(bodyExpected: false)
        #expect(busy.status == 503)
        #expect(busy.header("Connection") == "close")
        #expect(await extra.waitForClose(timeout: .seconds(10)))
        for client in held { #expect(try await client.request("GET", "/").status == 200) }
        #expect(server.connectionCount == 3)
    }

    @Test func theDefaultLimitIs256() {
        #expect(HTTPServer.Configuration().maximumConnections == 256)
        #expect(InstanceEmulator.Configuration().maximumConnections == 256)
    }

    /// The emulator's own limit reaches its server, and a connection past it is refused without a log entry
    /// (which is why a benchmark that counts requests must check each answer).
    @Test func theEmulatorsLimitReachesItsServerAndARefusedConnectionIsNotLogged() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.maximumConnections = 2
        try await withInstanceEmulator(configuration) { emulator in
            let held = try (0..<2).map { _ in try LoopbackHTTPClient(port: UInt16(emulator.baseURL.port ?? 80)) }
            let extra = try LoopbackHTTPClient(port: UInt16(emulator.baseURL.port ?? 80))
            #expect(try await extra.readResponse(bodyExpected: false).status == 503)
            for client in held { #expect(try await client.request("GET", "/blank.do").status != 503) }
            #expect(emulator.requestLog.count == 2, "the refused connection left no entry")
        }
    }
}
