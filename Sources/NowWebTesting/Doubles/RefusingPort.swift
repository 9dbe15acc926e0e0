import Foundation
import NowInternal

/// A loopback port that refuses every connection for as long as the value lives: a socket bound to it that
/// never listens. Holding the port keeps another test's server from taking it, which a port freed by a
/// stopped server cannot promise: tests that need an instance nobody answers for use this, not the port of an
/// emulator they stopped.
///
/// ```swift
/// let refusing = try RefusingPort()
/// let unreachable = refusing.baseURL   // http://127.0.0.1:<port>
/// ```
public final class RefusingPort: Sendable {
    /// The bound port.
    public let port: UInt16
    private let descriptor: Int32

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Binds a socket to a free loopback port, without listening.
    ///
    /// - Throws: The system's error when the socket cannot be made or bound.
    public init() throws {
        (descriptor, port) = try LoopbackSocket.bind()
    }

    deinit { LoopbackSocket.close(descriptor) }
}
