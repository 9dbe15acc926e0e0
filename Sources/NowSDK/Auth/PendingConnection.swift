import Foundation
import NowInternal

/// A connection to the loopback redirect listener whose request head has not arrived yet.
struct PendingConnection {
    /// What one step of reading produced.
    enum Step {
        /// The head is not complete yet.
        case waiting
        /// The peer left, sent too much, or took too long.
        case failed
        /// The request head, up to the blank line.
        case head(String)
    }

    /// The largest request head read, in bytes.
    static let maximumHeadBytes = 8_192

    /// The connection's descriptor.
    let descriptor: Int32
    private let deadline: ContinuousClock.Instant
    private var bytes: [UInt8] = []

    /// Whether the peer has sent a whole request line (up to its CRLF): a client that means to ask, which the
    /// listener never gives up for another arrival.
    var sentRequestLine: Bool { bytes.firstRange(of: [13, 10]) != nil }

    /// A connection that must send its head before `deadline`.
    init(_ descriptor: Int32, until deadline: ContinuousClock.Instant) {
        self.descriptor = descriptor
        self.deadline = deadline
    }

    /// Reads what arrived when the connection is readable, then says where the request stands.
    mutating func step(isReadable: Bool) -> Step {
        if isReadable, case .closed = LoopbackSocket.receive(descriptor, into: &bytes, timeout: .zero) {
            return .failed
        }
        if let end = bytes.firstRange(of: [13, 10, 13, 10]) {
            return .head(String(decoding: bytes[..<end.lowerBound], as: UTF8.self))
        }
        return bytes.count > Self.maximumHeadBytes || ContinuousClock.now >= deadline ? .failed : .waiting
    }
}
