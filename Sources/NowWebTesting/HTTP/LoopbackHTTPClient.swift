import Foundation
import NowInternal

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over one keep-alive connection, for tests and benchmarks that need exact
/// control of the bytes (no redirects followed, no cookie jar, no caching).
///
/// The synchronous methods block their thread; the `async` ones do the same work on a thread of their own,
/// so waiting on the network never holds one of Swift concurrency's few cooperative threads.
package final class LoopbackHTTPClient: @unchecked Sendable {
    // Safe because a client serves one caller at a time: the async methods hand the connection to one
    // thread and suspend until that thread is done with it.
    /// A response as read off the wire.
    package struct Response: Sendable {
        /// The status code.
        package var status: Int
        /// Header fields in order.
        package var headers: [(name: String, value: String)]
        /// The body.
        package var body: [UInt8]

        /// The first value of the header `name` (case-insensitive).
        package func header(_ name: String) -> String? {
            headers.first { HTTPHead.namesEqual($0.name, name) }?.value
        }

        /// The body as UTF-8 text.
        package var text: String { String(decoding: body, as: UTF8.self) }

        /// The `name=value` part of every `Set-Cookie`, by name.
        package var setCookies: [String: String] {
            var cookies: [String: String] = [:]
            for field in headers where HTTPHead.namesEqual(field.name, "Set-Cookie") {
                let pair = field.value.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1)
                if let name = pair.first { cookies[String(name)] = pair.count > 1 ? String(pair[1]) : "" }
            }
            return cookies
        }
    }

    /// Why a response could not be read.
    package enum Failure: Error, Equatable {
        case closed
        case timedOut
        case malformed
    }

    /// The connection's socket.
    package let descriptor: Int32
    private let wire: ConnectionWire
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port`.
    package init(port: UInt16) throws(InstanceEmulatorError) {
        do {
            descriptor = try LoopbackSocket.connect(port: port)
        } catch {
            throw .connectFailed(port: port, reason: error.reason)
        }
        wire = ConnectionWire(descriptor: descriptor, tls: nil)
    }

    /// Connects to `127.0.0.1:port` over TLS, trusting only `authority` and checking that the server's
    /// certificate names `host`.
    ///
    /// - Throws: `InstanceEmulatorError.connectFailed` when the connection is refused, and
    ///   `InstanceEmulatorError.tlsFailed` when the handshake fails (an untrusted certificate, for one).
    package init(
        port: UInt16, trusting authority: TestCertificateAuthority, host: String = "127.0.0.1",
        timeout: Duration = .seconds(10)
    ) throws(InstanceEmulatorError) {
        let descriptor: Int32
        do {
            descriptor = try LoopbackSocket.connect(port: port)
        } catch {
            throw .connectFailed(port: port, reason: error.reason)
        }
        do {
            let context = try authority.clientContext()
            let channel = try TLSChannel.connect(descriptor, context: context, host: host, timeout: timeout)
            self.descriptor = descriptor
            wire = ConnectionWire(descriptor: descriptor, tls: channel)
        } catch {
            LoopbackSocket.close(descriptor)
            throw .tlsFailed(reason: error.description)
        }
    }

    deinit { LoopbackSocket.close(descriptor) }

    /// Sends raw bytes as they are.
    package func send(raw: [UInt8]) { wire.send(raw) }

    /// Sends a request and reads its response.
    package func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [],
        timeout: Duration = .seconds(10)
    ) throws(Failure) -> Response {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { text += "Content-Length: \(body.count)\r\n" }
        send(raw: Array((text + "\r\n").utf8) + body)
        return try readResponse(timeout: timeout)
    }

    /// Reads one response (`Content-Length` framed, or up to close); pass `bodyExpected: false` after HEAD.
    package func readResponse(timeout: Duration = .seconds(10), bodyExpected: Bool = true) throws(Failure) -> Response {
        let deadline = ContinuousClock.now + timeout
        var headEnd: Int?
        while headEnd == nil {
            headEnd = HTTPHead.terminator(in: buffer)
            if headEnd == nil { try fill(until: deadline) }
        }
        let head = HTTPHead.lines(buffer[0..<headEnd!])
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw .malformed }
        let headers = head.dropFirst().compactMap(HTTPHead.field)
        buffer.removeFirst(headEnd! + 4)
        var response = Response(status: status, headers: headers, body: [])
        if status == 100 { return try readResponse(timeout: timeout) }
        if !bodyExpected { return response }
        if let length = response.header("Content-Length").flatMap(Int.init) {
            while buffer.count < length { try fill(until: deadline) }
            response.body = Array(buffer[0..<length])
            buffer.removeFirst(length)
        } else {
            while true {
                do { try fill(until: deadline) } catch .closed { break }
            }
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// Waits until the server closes the connection; returns `false` on timeout.
    package func waitForClose(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            do { try fill(until: deadline) } catch { return error == .closed }
        }
    }

    private func fill(until deadline: ContinuousClock.Instant) throws(Failure) {
        let remaining = deadline - .now
        guard remaining > .zero else { throw .timedOut }
        switch wire.receive(into: &buffer, timeout: remaining) {
        case .bytes: return
        case .closed: throw .closed
        case .timedOut: throw .timedOut
        }
    }

    /// Sends a request and reads its response without blocking a cooperative thread.
    package func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [],
        timeout: Duration = .seconds(10)
    ) async throws -> Response {
        try await Self.onOwnThread { [self] in
            try request(method, target, headers: headers, body: body, timeout: timeout)
        }
    }

    /// Reads one response without blocking a cooperative thread.
    package func readResponse(timeout: Duration = .seconds(10), bodyExpected: Bool = true) async throws -> Response {
        try await Self.onOwnThread { [self] in try readResponse(timeout: timeout, bodyExpected: bodyExpected) }
    }

    /// Waits until the server closes the connection without blocking a cooperative thread.
    package func waitForClose(timeout: Duration) async -> Bool {
        (try? await Self.onOwnThread { [self] in waitForClose(timeout: timeout) }) ?? false
    }

    /// Runs blocking `work` on a new thread and returns its result.
    package static func onOwnThread<Value: Sendable>(
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
