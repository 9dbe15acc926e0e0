import Foundation

/// A server's request for credentials, as an app's ``NowTrustEvaluating`` hook sees it.
public struct NowCredentialChallenge: Sendable, Equatable {
    /// What the server asks for.
    public enum Kind: Sendable, Equatable {
        /// HTTP Basic authentication (RFC 7617).
        case httpBasic
        /// HTTP Digest authentication (RFC 7616).
        case httpDigest
        /// Another HTTP scheme (NTLM, Negotiate, the platform's default), named as the platform names it.
        case http(scheme: String)
        /// A TLS client certificate.
        case clientCertificate
    }

    /// What the server asks for.
    public var kind: Kind
    /// The server's host.
    public var host: String
    /// The server's port.
    public var port: Int
    /// The realm of HTTP authentication, when the server names one.
    public var realm: String?
    /// How many answers for this server and realm were refused before; stop answering when it grows.
    public var previousFailureCount: Int

    /// A request of `kind` from `host`:`port`.
    ///
    /// - Parameters:
    ///   - kind: What the server asks for.
    ///   - host: The server's host.
    ///   - port: The server's port.
    ///   - realm: The realm, for HTTP authentication.
    ///   - previousFailureCount: How many answers were refused before.
    public init(kind: Kind, host: String, port: Int, realm: String? = nil, previousFailureCount: Int = 0) {
        self.kind = kind
        self.host = host
        self.port = port
        self.realm = realm
        self.previousFailureCount = previousFailureCount
    }
}

/// A ``NowTrustEvaluating`` hook's answer to a request for credentials.
public enum NowCredentialAnswer: Sendable, Equatable, CustomStringConvertible {
    /// The platform's handling: the SDK's transport hands the server's 401 back, WebKit shows its own answer.
    case platformDefault
    /// A user name and password for HTTP authentication, used for this request only, never stored.
    case password(user: String, password: String)
    /// A client certificate and its private key as a PKCS #12 archive, with the archive's passphrase.
    case clientIdentity(pkcs12: Data, passphrase: String)
    /// No credentials: the request (the page) fails with `reason`, which must hold no secret.
    case refuse(reason: String)

    /// The answer without its secrets.
    public var description: String {
        switch self {
        case .platformDefault: "platformDefault"
        case .password(let user, _): "password(user: \(user), <redacted>)"
        case .clientIdentity: "clientIdentity(<redacted>)"
        case .refuse(let reason): "refuse(\(reason))"
        }
    }
}
