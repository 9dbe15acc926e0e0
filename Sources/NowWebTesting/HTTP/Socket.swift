import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Thin wrappers over the platform's BSD sockets for the loopback server and its clients.
package enum Socket {
    /// What one bounded wait for incoming bytes produced.
    package enum Received {
        case bytes(Int)
        case closed
        case timedOut
    }

    /// Opens a TCP listener on `host:port` (port 0 picks a free one) and returns its descriptor and port.
    package static func listen(host: String, port: UInt16, backlog: Int32) throws(InstanceEmulatorError) -> (
        descriptor: Int32, port: UInt16
    ) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .listenFailed(port: port, reason: lastError()) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = try socketAddress(host: host, port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, backlog) == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .listenFailed(port: port, reason: reason)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Connects a blocking TCP socket to `host:port` with `TCP_NODELAY` set.
    package static func connect(host: String, port: UInt16) throws(InstanceEmulatorError) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .connectFailed(port: port, reason: lastError()) }
        var address = try socketAddress(host: host, port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = lastError()
            close(descriptor)
            throw .connectFailed(port: port, reason: reason)
        }
        setNoDelay(descriptor)
        return descriptor
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
    @discardableResult
    package static func sendAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
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
        var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: timeout.wholeMilliseconds)
        var ready: Int32
        repeat { ready = poll(&pollDescriptor, 1, max(milliseconds, 0)) } while ready < 0 && errno == EINTR
        guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
            var count: Int
            repeat { count = recv(descriptor, chunk.baseAddress, chunk.count, 0) } while count < 0 && errno == EINTR
            guard count > 0 else { return .closed }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            return .bytes(count)
        }
    }

    private static func socketAddress(host: String, port: UInt16) throws(InstanceEmulatorError) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw .listenFailed(port: port, reason: "'\(host)' is not an IPv4 address")
        }
        return address
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
