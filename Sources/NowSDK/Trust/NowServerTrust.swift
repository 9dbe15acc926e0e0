import Foundation

/// A server's TLS certificate chain, as an app's ``NowTrustEvaluating`` hook sees it.
public struct NowServerTrust: Sendable, Equatable {
    /// What the platform thinks of the chain.
    public enum PlatformVerdict: Sendable, Equatable {
        /// The system's trust store accepts the chain for the host.
        case trusted
        /// The system refuses it; `reason` says why (an unknown issuer, an expired certificate, a wrong name).
        case refused(reason: String)
    }

    /// The server's host.
    public var host: String
    /// The server's port.
    public var port: Int
    /// The chain the server presented, each certificate DER-encoded, the server's own first.
    public var certificates: [Data]
    /// What the platform thinks of the chain.
    public var platformVerdict: PlatformVerdict
    /// Whether the request has not gone out yet. `false` on WebKitGTK for a chain the system accepted: WebKit
    /// reports it only with the main page's response, and a refusal then stops the page before it is shown.
    public var isBeforeRequest: Bool

    /// A chain from `host`:`port`.
    ///
    /// - Parameters:
    ///   - host: The server's host.
    ///   - port: The server's port.
    ///   - certificates: The chain, DER, the server's own certificate first.
    ///   - platformVerdict: What the platform thinks of it.
    ///   - isBeforeRequest: Whether the request has not gone out yet.
    public init(
        host: String, port: Int, certificates: [Data], platformVerdict: PlatformVerdict, isBeforeRequest: Bool = true
    ) {
        self.host = host
        self.port = port
        self.certificates = certificates
        self.platformVerdict = platformVerdict
        self.isBeforeRequest = isBeforeRequest
    }
}

/// A ``NowTrustEvaluating`` hook's verdict on a server's chain.
public enum NowTrustDecision: Sendable, Equatable {
    /// The platform's verdict stands: a chain it trusts is used, one it refuses fails the request.
    case platformDefault
    /// The chain is trusted even if the platform refuses it (a private authority the app knows). Use with care.
    case trust
    /// The chain is refused and the request (the page) fails with `reason`, which must hold no secret.
    case refuse(reason: String)
}
