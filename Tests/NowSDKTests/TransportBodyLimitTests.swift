import Foundation
import NowInternal
import NowSDK
import Testing

/// The SDK transport stops reading a body past its limit, whether the length is announced or not.
@Suite struct TransportBodyLimitTests {
    @Test func aChunkedBodyPastTheLimitEndsTheTransferWithAnError() async throws {
        let server = try EndlessBodyServer()
        defer { server.stop() }
        var configuration = NowURLSessionTransport.Configuration()
        configuration.maximumBodySize = 64 * 1024
        let transport = NowURLSessionTransport(configuration: configuration)
        let request = NowHTTPRequest(
            method: "POST", url: URL(string: "http://127.0.0.1:\(server.port)/oauth_token.do")!)
        await #expect(throws: URLError(.dataLengthExceedsMaximum)) { try await transport.send(request) }
        // The server then waits with the body unfinished: the error came without the end of the body.
        await server.finished()
        #expect(server.clientClosed, "the transfer was cancelled, not left to run")
    }

    @Test func theDefaultLimitIsEightMebibytes() {
        #expect(NowURLSessionTransport.Configuration().maximumBodySize == 8 * 1024 * 1024)
        #expect(NowURLSessionTransport.Configuration.defaultMaximumBodySize == 8 * 1024 * 1024)
    }
}

/// A loopback server that answers its one connection with a chunked body that never ends: ``sent`` bytes of
/// it, then nothing more until the client closes the connection (which may come while it is still sending).
private final class EndlessBodyServer: Sendable {
    /// What the server writes before it waits: far more than the limit under test.
    static let sent = 1024 * 1024
    let port: UInt16
    private let listener: Int32
    private let closed = Locked(false)
    private let done: AsyncStream<Void>
    private let doneContinuation: AsyncStream<Void>.Continuation

    /// Whether the client closed the connection, while the server was sending or waiting (rather than the server
    /// giving up after 60 s).
    var clientClosed: Bool { closed.current }

    init() throws {
        let listening = try LoopbackSocket.listen(backlog: 4)
        listener = listening.descriptor
        port = listening.port
        (done, doneContinuation) = AsyncStream.makeStream(of: Void.self)
        let (listener, closed, doneContinuation) = (listener, closed, doneContinuation)
        Thread.detachNewThread {
            defer { doneContinuation.finish() }
            guard let client = LoopbackSocket.accept(listener) else { return }
            defer { LoopbackSocket.close(client) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = LoopbackSocket.receive(client, into: &buffer, timeout: .seconds(10))
            guard LoopbackSocket.sendAll(client, Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
            else { return }
            let chunk = Array("4000\r\n".utf8) + [UInt8](repeating: 0x61, count: 0x4000) + Array("\r\n".utf8)
            for _ in 0..<(Self.sent / 0x4000) where !LoopbackSocket.sendAll(client, chunk) {
                // The client hung up while the body was still going out: its cancel at the limit usually takes
                // effect only once the server waits, but a server thread that runs late is still sending then.
                // The server never closes first, so a failed send is the client's hang-up too.
                closed.withLock { $0 = true }
                return
            }
            // The body goes on "later": wait for the client to hang up.
            while true {
                switch LoopbackSocket.receive(client, into: &buffer, timeout: .seconds(60)) {
                case .bytes: continue
                case .closed:
                    closed.withLock { $0 = true }
                    return
                default: return
                }
            }
        }
    }

    func finished() async {
        for await _ in done {}
    }

    func stop() {
        LoopbackSocket.shutdown(listener)
        LoopbackSocket.close(listener)
    }
}
