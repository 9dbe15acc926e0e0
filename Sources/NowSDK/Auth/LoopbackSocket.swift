import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few BSD socket calls the loopback redirect listener needs, on Linux and Apple platforms.
enum LoopbackSocket {
    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #endif

    /// A listening socket on 127.0.0.1 with a port the system picked, or the `errno` of the failure.
    static func listen() -> Result<(descriptor: Int32, port: UInt16), NowAuthorizationError> {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return .failure(.redirectListenerFailed(code: errno)) }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound, systemListen(descriptor, 8) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.redirectListenerFailed(code: code))
        }
        return .success((descriptor, UInt16(bigEndian: address.sin_port)))
    }

    /// Whether `descriptor` became readable (or has a connection to accept) within `milliseconds`.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// The next connection, or `nil`.
    static func accept(_ descriptor: Int32) -> Int32? {
        let connection = systemAccept(descriptor, nil, nil)
        return connection >= 0 ? connection : nil
    }

    /// The request head (up to the blank line), or `nil` when it is too long, too slow or the peer left.
    static func readHead(_ connection: Int32, limit: Int = 8192, until deadline: ContinuousClock.Instant) -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while bytes.count < limit {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero,
                waitReadable(connection, milliseconds: Int32(remaining.components.seconds * 1000 + 1))
            else { return nil }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            bytes += chunk[0..<count]
            if let head = String(bytes: bytes, encoding: .utf8), let end = head.range(of: "\r\n\r\n") {
                return String(head[..<end.lowerBound])
            }
        }
        return nil
    }

    /// Sends `text` and closes the connection.
    static func respond(_ connection: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, sendFlags) }
            guard sent > 0 else { break }
            offset += sent
        }
        close(connection)
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    private static func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.listen(descriptor, backlog)
        #else
            Darwin.listen(descriptor, backlog)
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
