import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The BSD socket calls of every loopback peer in the package: the sign-in redirect listener, the instance
/// emulator's server and its test client. Linux and Apple platforms.
package enum LoopbackSocket {
    /// A socket call that failed, with its `errno`.
    package struct Failure: Error, Sendable, Equatable {
        /// The `errno` of the failed call.
        package let code: Int32
        /// The system's text for ``code``, or a reason of ours.
        package let reason: String

        init(code: Int32 = errno, reason: String? = nil) {
            self.code = code
            self.reason = reason ?? String(cString: strerror(code))
        }
    }

    /// What one bounded wait for incoming bytes produced.
    package enum Received: Sendable, Equatable {
        /// This many bytes arrived.
        case bytes(Int)
        /// The peer closed the connection or it failed.
        case closed
        /// Nothing arrived in time.
        case timedOut
    }

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #endif

    /// A TCP listener on `host:port` (port 0 picks a free one), with the port it got.
    ///
    /// `SO_REUSEADDR` is set only for a port the caller names, so that a listener restarted on it (the emulator
    /// on a port of the user's choice) is not refused while connections of its previous run wait in
    /// `TIME_WAIT`. A port the system picks (the PKCE redirect listener's, always) needs no reuse, and going
    /// without it keeps Darwin from letting a socket bound to the same port on a more specific address sit
    /// beside this one.
    ///
    /// - Parameters:
    ///   - host: An IPv4 address; 127.0.0.1 by default.
    ///   - port: The port, or 0 for one the system picks.
    ///   - backlog: The length of the queue of connections not yet accepted.
    /// - Returns: The listening descriptor and its port.
    /// - Throws: ``Failure`` when no socket could be made or bound.
    package static func listen(host: String = "127.0.0.1", port: UInt16 = 0, backlog: Int32) throws(Failure) -> (
        descriptor: Int32, port: UInt16
    ) {
        let socket = try bind(host: host, port: port, reusingAddress: port != 0)
        guard systemListen(socket.descriptor, backlog) == 0 else {
            let failure = Failure()
            close(socket.descriptor)
            throw failure
        }
        return socket
    }

    /// A TCP socket bound to `host:port` (port 0 picks a free one) that does not listen, with the port it got:
    /// connections to it are refused, and no other socket can take the port while it is open.
    ///
    /// - Parameters:
    ///   - host: An IPv4 address; 127.0.0.1 by default.
    ///   - port: The port, or 0 for one the system picks.
    ///   - reusingAddress: Whether to set `SO_REUSEADDR` (a listener restarting on its port wants it).
    /// - Returns: The descriptor and its port.
    /// - Throws: ``Failure`` when no socket could be made or bound.
    package static func bind(
        host: String = "127.0.0.1", port: UInt16 = 0, reusingAddress: Bool = false
    ) throws(Failure) -> (descriptor: Int32, port: UInt16) {
        var address = try socketAddress(host: host, port: port)
        let descriptor = try makeSocket()
        if reusingAddress {
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                systemBind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let failure = Failure()
            close(descriptor)
            throw failure
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// A blocking TCP connection to `host:port` with `TCP_NODELAY` set.
    ///
    /// - Throws: ``Failure`` when the connection is refused or no socket could be made.
    package static func connect(host: String = "127.0.0.1", port: UInt16) throws(Failure) -> Int32 {
        var address = try socketAddress(host: host, port: port)
        let descriptor = try makeSocket()
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let failure = Failure()
            close(descriptor)
            throw failure
        }
        setNoDelay(descriptor)
        return descriptor
    }

    /// The next connection on a listener, close-on-exec and with `TCP_NODELAY`; `nil` with `errno` set when
    /// none could be accepted (the listener was shut down, or the peer left first).
    package static func accept(_ listener: Int32) -> Int32? {
        let connection = systemAccept(listener, nil, nil)
        guard connection >= 0 else { return nil }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        setNoDelay(connection)
        return connection
    }

    /// The descriptors among `descriptors` that became readable (or have a connection to accept) within
    /// `milliseconds`; empty on timeout.
    package static func readable(_ descriptors: [Int32], milliseconds: Int32) -> [Int32] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var ready: Int32
        repeat {
            ready = poll(&entries, nfds_t(entries.count), max(milliseconds, 0))
        } while ready < 0 && errno == EINTR
        guard ready > 0 else { return [] }
        return entries.filter { $0.revents != 0 }.map(\.fd)
    }

    /// Disables Nagle's algorithm: with delayed ACKs a small second segment would otherwise stall ~40 ms.
    package static func setNoDelay(_ descriptor: Int32) {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Makes the next `close` send a reset instead of an orderly shutdown.
    package static func setResetOnClose(_ descriptor: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// Sends every byte, handing the whole buffer to one `send` call (looping only on partial sends).
    ///
    /// - Returns: `false` when the peer left before every byte was sent.
    @discardableResult
    package static func sendAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let sent = send(descriptor, base + offset, bytes.count - offset, sendFlags)
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Sends every byte of `bytes` in one `send` call where the kernel allows it.
    @discardableResult
    package static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { sendAll(descriptor, $0) }
    }

    /// Waits at most `timeout` for bytes and appends what arrived to `buffer`.
    package static func receive(_ descriptor: Int32, into buffer: inout [UInt8], timeout: Duration) -> Received {
        let milliseconds = Int32(clamping: timeout.wholeMilliseconds)
        guard !readable([descriptor], milliseconds: milliseconds).isEmpty else { return .timedOut }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
            var count: Int
            repeat { count = recv(descriptor, chunk.baseAddress, chunk.count, 0) } while count < 0 && errno == EINTR
            guard count > 0 else { return .closed }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            return .bytes(count)
        }
    }

    /// Shuts both directions down, which wakes a thread blocked in `accept` or `recv` on it.
    package static func shutdown(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
        #else
            _ = Darwin.shutdown(descriptor, SHUT_RDWR)
        #endif
    }

    /// Closes `descriptor`.
    package static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    private static func makeSocket() throws(Failure) -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw Failure() }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #endif
        return descriptor
    }

    private static func socketAddress(host: String, port: UInt16) throws(Failure) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(code: EINVAL, reason: "'\(host)' is not an IPv4 address")
        }
        return address
    }

    private static func systemBind(
        _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t
    ) -> Int32 {
        #if canImport(Glibc)
            Glibc.bind(descriptor, address, length)
        #else
            Darwin.bind(descriptor, address, length)
        #endif
    }

    private static func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.listen(descriptor, backlog)
        #else
            Darwin.listen(descriptor, backlog)
        #endif
    }

    private static func systemConnect(
        _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t
    ) -> Int32 {
        #if canImport(Glibc)
            Glibc.connect(descriptor, address, length)
        #else
            Darwin.connect(descriptor, address, length)
        #endif
    }

    private static func systemAccept(
        _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?
    ) -> Int32 {
        #if canImport(Glibc)
            Glibc.accept(descriptor, address, length)
        #else
            Darwin.accept(descriptor, address, length)
        #endif
    }
}
