import Foundation
import NowInternal

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.1 server on the platform's sockets: one listener thread and one thread per connection, at most
/// ``Configuration/maximumConnections`` of them at once.
///
/// Threads (rather than an event loop) keep every fault simple to express: a connection that must stall,
/// trickle or reset just does so on its own thread. `shutdown()` closes the listener and every connection
/// and joins every thread before it returns.
package final class HTTPServer: Sendable {
    /// Limits and timeouts.
    package struct Configuration: Sendable {
        /// The IPv4 address to bind. Default `127.0.0.1`.
        package var host = "127.0.0.1"
        /// The port to bind; 0 (the default) picks a free one.
        package var port: UInt16 = 0
        /// The listen backlog. Default 1024, so bursts of connects never stall in SYN retries.
        package var backlog: Int32 = 1024
        /// The largest request head in bytes (else 413). Default 16 KiB.
        package var maximumHeadBytes = 16 * 1024
        /// The largest request body in bytes (else 413). Default 1 MiB.
        package var maximumBodyBytes = 1024 * 1024
        /// How long a started request may take to arrive in full (else 408). Default 10 s.
        package var requestTimeout: Duration = .seconds(10)
        /// How long an idle keep-alive connection stays open. Default 60 s.
        package var idleTimeout: Duration = .seconds(60)
        /// The most client connections served at once; one more is answered `503 Service Unavailable` (with
        /// `Connection: close`) and closed at once, on the listener's thread, so that a local process cannot
        /// exhaust the process's threads. Default 256: room for a benchmark's 64 keep-alive connections and a
        /// test's 200, far below any thread limit.
        package var maximumConnections = 256
        /// The TLS context every connection is served through (HTTPS), or `nil` (the default) for plain HTTP. The
        /// handshake must complete within ``requestTimeout``; a connection past ``maximumConnections`` is closed
        /// without a word, since a TLS client cannot read a plain `503`.
        package var tls: TLSContext?
        /// The clock for `Date` headers. Default: the system clock.
        package var now: @Sendable () -> Date = { Date() }

        /// The defaults.
        package init() {}
    }

    /// Produces the response for one request; runs on the connection's thread.
    package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private struct Registry {
        var stopping = false
        var refusing = false
        var connections: Set<Int32> = []
        var acceptThread: pthread_t?
        var threads: [pthread_t] = []
        var finished: [pthread_t] = []
    }

    /// The number of the last server made in this process, for thread names.
    private static let nextSerial = Locked(0)

    /// The bound port.
    package let port: UInt16
    /// The name every thread of this server carries (visible in `/proc/self/task/*/comm`).
    package let threadName: String
    private let listener: Int32
    private let configuration: Configuration
    private let handler: Handler
    private let registry = Locked(Registry())
    private let stopSignal = StopSignal()

    private init(listener: Int32, port: UInt16, configuration: Configuration, handler: @escaping Handler) {
        self.listener = listener
        self.port = port
        // A serial, not the port: a port freed by a stopped server may be bound again by the next one at once,
        // and a name must tell this server's threads from any later server's.
        let serial = Self.nextSerial.withLock { serial in
            serial += 1
            return serial
        }
        self.threadName = "nwhttp-\(serial)"
        self.configuration = configuration
        self.handler = handler
    }

    /// Binds, listens and starts accepting connections.
    package static func start(
        _ configuration: Configuration, handler: @escaping Handler
    ) throws(InstanceEmulatorError) -> HTTPServer {
        let listening: (descriptor: Int32, port: UInt16)
        do {
            listening = try LoopbackSocket.listen(
                host: configuration.host, port: configuration.port, backlog: configuration.backlog)
        } catch {
            throw .listenFailed(port: configuration.port, reason: error.reason)
        }
        let (listener, port) = listening
        let server = HTTPServer(listener: listener, port: port, configuration: configuration, handler: handler)
        let thread = PlatformThread.spawn(name: server.threadName) { server.acceptLoop() }
        server.registry.withLock { $0.acceptThread = thread }
        return server
    }

    /// The number of open client connections.
    package var connectionCount: Int { registry.withLock { $0.connections.count } }

    /// Whether the server refuses connections, as a host that cannot be reached: turning it on ends every open
    /// connection at once (its thread sees the end and closes it), and while it is on, each new connection is
    /// closed as soon as it is accepted, before anything is read or written. So a client's kept-alive
    /// connections die with the network, and each request it makes meanwhile fails on a connection of its
    /// own, as when the network is gone, rather than on a reused one, which an HTTP client may retry later.
    package func setRefusing(_ refusing: Bool) {
        // Under the lock: a connection's thread leaves the registry before it closes its descriptor, so every
        // descriptor shut down here is still that connection's, never a number the process has reused.
        registry.withLock { registry in
            registry.refusing = refusing
            if refusing { for connection in registry.connections { LoopbackSocket.shutdown(connection) } }
        }
    }

    /// Stops listening, closes every connection and joins every thread; safe to call more than once.
    package func shutdown() {
        let alreadyStopping = registry.withLock { registry in
            defer { registry.stopping = true }
            return registry.stopping
        }
        guard !alreadyStopping else { return }
        stopSignal.stop()
        // Linux wakes a thread blocked in accept(2) when the listening socket is shut down.
        LoopbackSocket.shutdown(listener)
        registry.withLock { registry in
            for connection in registry.connections { LoopbackSocket.shutdown(connection) }
        }
        if let acceptThread = registry.withLock({ $0.acceptThread }) { PlatformThread.join(acceptThread) }
        LoopbackSocket.close(listener)
        let threads = registry.withLock { registry in
            defer { registry.threads = [] }
            return registry.threads
        }
        for thread in threads { PlatformThread.join(thread) }
    }

    private func acceptLoop() {
        while true {
            guard let client = LoopbackSocket.accept(listener) else {
                if stopSignal.isStopped { return }
                if errno != EINTR, errno != ECONNABORTED { _ = stopSignal.wait(for: .milliseconds(10)) }
                continue
            }
            reapFinishedThreads()
            let accepted = registry.withLock { registry -> Bool? in
                guard !registry.stopping, !registry.refusing else { return nil }
                guard registry.connections.count < configuration.maximumConnections else { return false }
                registry.connections.insert(client)
                return true
            }
            guard accepted == true else {
                if accepted == false, configuration.tls == nil { Self.refuseBusy(client) }
                LoopbackSocket.close(client)
                continue
            }
            let thread = PlatformThread.spawn(name: threadName) { [self] in
                if let wire = connectionWire(client) {
                    HTTPConnection(wire: wire, configuration: configuration, handler: handler, stopSignal: stopSignal)
                        .serve()
                }
                registry.withLock { registry in
                    registry.connections.remove(client)
                    registry.finished.append(pthread_self())
                }
                LoopbackSocket.close(client)
            }
            registry.withLock { $0.threads.append(thread) }
        }
    }

    /// The connection's wire: in the clear, or once its TLS handshake completed (`nil` when it failed).
    private func connectionWire(_ client: Int32) -> ConnectionWire? {
        guard let context = configuration.tls else { return ConnectionWire(descriptor: client, tls: nil) }
        guard let channel = try? TLSChannel.accept(client, context: context, timeout: configuration.requestTimeout)
        else { return nil }
        return ConnectionWire(descriptor: client, tls: channel)
    }

    /// The answer to a connection past the limit: a complete `503` that needs no request to be read.
    private static let busyResponse = Array(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\nRetry-After: 1\r\n\r\n".utf8)

    /// Answers `client` 503 without waiting for its request; a client that does not read gets nothing.
    private static func refuseBusy(_ client: Int32) {
        _ = LoopbackSocket.sendAll(client, busyResponse)
        LoopbackSocket.shutdown(client)
    }

    private func reapFinishedThreads() {
        let finished = registry.withLock { registry in
            defer { registry.finished = [] }
            registry.threads.removeAll { registry.finished.contains($0) }
            return registry.finished
        }
        for thread in finished { PlatformThread.join(thread) }
    }
}
