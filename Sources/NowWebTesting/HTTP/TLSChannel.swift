import CNowCrypto
import Foundation
import NowInternal

/// An OpenSSL context: a server's certificate and key, or a client's one trusted certificate authority.
///
/// A context is set up once and then only read, which OpenSSL allows from any number of threads at once.
package final class TLSContext: @unchecked Sendable {
    // Safe because the context is never changed after it is made; sessions only read it.
    fileprivate let pointer: UnsafeMutableRawPointer

    private init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    deinit { nowtls_context_free(pointer) }

    /// A server context that presents `certificate` with `key` (both PEM), TLS 1.2 or later.
    package static func server(certificate: String, key: String) throws(TLSChannel.Failure) -> TLSContext {
        guard let pointer = nowtls_server_context(certificate, key) else {
            throw .unavailable("the server certificate and key were refused")
        }
        return TLSContext(pointer)
    }

    /// A client context that trusts only `authority` (PEM) and verifies every peer against it.
    package static func client(trusting authority: String) throws(TLSChannel.Failure) -> TLSContext {
        guard let pointer = nowtls_client_context(authority) else {
            throw .unavailable("the certificate authority was refused")
        }
        return TLSContext(pointer)
    }
}

/// One TLS session over a connected socket. The session encrypts into and decrypts from memory, and the channel
/// moves the bytes with ``LoopbackSocket``, so its timeouts, its wake-up on shutdown and its one `send` per
/// response (all the records of a response go out together) hold over TLS as they do in the clear.
///
/// A channel serves one thread at a time (its connection's).
package final class TLSChannel: @unchecked Sendable {
    // Safe because a channel belongs to one connection, which one thread serves at a time.
    /// Why a TLS session could not be set up or went on.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The handshake failed; the reason is OpenSSL's (a refused certificate says why it was refused).
        case handshake(String)
        /// The peer did not complete the handshake in time.
        case timedOut
        /// The peer closed the connection during the handshake.
        case closed
        /// TLS could not be set up on this platform or with these credentials.
        case unavailable(String)

        /// The reason in words.
        package var description: String {
            switch self {
            case .handshake(let reason): "the TLS handshake failed: \(reason)"
            case .timedOut: "the TLS handshake did not complete in time"
            case .closed: "the peer closed the connection during the TLS handshake"
            case .unavailable(let reason): "TLS is unavailable: \(reason)"
            }
        }
    }

    /// The socket under the session.
    package let descriptor: Int32
    private let session: UnsafeMutableRawPointer
    private var incoming: [UInt8] = []

    private init(descriptor: Int32, context: TLSContext, host: String?) throws(Failure) {
        guard let session = nowtls_session_new(context.pointer, host == nil ? 1 : 0, host) else {
            throw .unavailable("no TLS session could be made")
        }
        self.descriptor = descriptor
        self.session = session
    }

    deinit { nowtls_session_free(session) }

    /// Completes the server side of a handshake on `descriptor` within `timeout`.
    package static func accept(
        _ descriptor: Int32, context: TLSContext, timeout: Duration
    ) throws(Failure) -> TLSChannel {
        let channel = try TLSChannel(descriptor: descriptor, context: context, host: nil)
        try channel.handshake(deadline: .now + timeout)
        return channel
    }

    /// Completes the client side of a handshake on `descriptor` within `timeout`, verifying that the server's
    /// certificate chains to the context's authority and names `host`.
    package static func connect(
        _ descriptor: Int32, context: TLSContext, host: String, timeout: Duration
    ) throws(Failure) -> TLSChannel {
        let channel = try TLSChannel(descriptor: descriptor, context: context, host: host)
        try channel.handshake(deadline: .now + timeout)
        return channel
    }

    private func handshake(deadline: ContinuousClock.Instant) throws(Failure) {
        while true {
            let step = nowtls_session_handshake(session)
            let reason = step < 0 ? lastError() : ""
            // A refusal still has an alert to tell the peer.
            guard flush() else { throw .closed }
            if step == 1 { return }
            if step < 0 { throw .handshake(reason) }
            switch LoopbackSocket.receive(descriptor, into: &incoming, timeout: max(deadline - .now, .zero)) {
            case .bytes: guard feedIncoming() else { throw .handshake(lastError()) }
            case .timedOut: throw .timedOut
            case .closed: throw .closed
            }
        }
    }

    /// Encrypts `bytes` and sends every record in one `send` where the kernel allows it.
    ///
    /// - Returns: `false` when the peer left before everything was sent.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        let written = bytes.withUnsafeBytes { nowtls_session_write(session, $0.baseAddress, $0.count) == 1 }
        return flush() && written
    }

    /// Waits at most `timeout` for decrypted bytes and appends them to `buffer`; a close_notify or a broken
    /// session reads as `.closed`.
    package func receive(into buffer: inout [UInt8], timeout: Duration) -> LoopbackSocket.Received {
        let deadline = ContinuousClock.now + timeout
        while true {
            let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
                let count = nowtls_session_read(session, chunk.baseAddress, chunk.count)
                if count > 0 { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<Int(count)])) }
                return count
            }
            // Reading may answer the peer (a key update, for one).
            guard flush() else { return .closed }
            if count > 0 { return .bytes(Int(count)) }
            if count < 0 { return .closed }
            switch LoopbackSocket.receive(descriptor, into: &incoming, timeout: max(deadline - .now, .zero)) {
            case .bytes: guard feedIncoming() else { return .closed }
            case .timedOut: return .timedOut
            case .closed: return .closed
            }
        }
    }

    /// Sends the session's close_notify.
    package func close() {
        nowtls_session_close(session)
        _ = flush()
    }

    private func feedIncoming() -> Bool {
        defer { incoming.removeAll(keepingCapacity: true) }
        return incoming.withUnsafeBytes { nowtls_session_feed(session, $0.baseAddress, $0.count) == 1 }
    }

    /// Sends what the session has for the peer.
    private func flush() -> Bool {
        let pending = nowtls_session_pending(session)
        guard pending > 0 else { return true }
        var bytes = [UInt8](repeating: 0, count: pending)
        let taken = bytes.withUnsafeMutableBytes { nowtls_session_take(session, $0.baseAddress, $0.count) }
        return LoopbackSocket.sendAll(descriptor, Array(bytes.prefix(taken)))
    }

    private func lastError() -> String {
        var text = [CChar](repeating: 0, count: 512)
        nowtls_session_error(session, &text, text.count)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The bytes of one connection, in the clear or through a ``TLSChannel``.
package struct ConnectionWire: Sendable {
    /// The socket.
    package let descriptor: Int32
    /// The TLS session over it, if any.
    package let tls: TLSChannel?

    /// Sends every byte (encrypted when over TLS) in one `send` where the kernel allows it.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        if let tls { return tls.send(bytes) }
        return LoopbackSocket.sendAll(descriptor, bytes)
    }

    /// Waits at most `timeout` for bytes and appends them (decrypted when over TLS) to `buffer`.
    package func receive(into buffer: inout [UInt8], timeout: Duration) -> LoopbackSocket.Received {
        if let tls { return tls.receive(into: &buffer, timeout: timeout) }
        return LoopbackSocket.receive(descriptor, into: &buffer, timeout: timeout)
    }

    /// Ends a TLS session with its close_notify; nothing in the clear.
    package func finish() { tls?.close() }
}
