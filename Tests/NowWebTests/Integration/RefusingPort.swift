#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port that refuses every connection for as long as the value lives: a socket bound to it that
/// never listens. Holding the port keeps another test's server from taking it, which a port freed by a
/// stopped server cannot promise.
final class RefusingPort {
    /// The bound port.
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(step: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw Failure(step: "bind")
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }

    /// A socket call that failed.
    struct Failure: Error {
        let step: String
    }
}
