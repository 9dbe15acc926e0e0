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
    }
}
