import Foundation

/// An authentication challenge, in values an app's trust hook can read on any platform: the server's certificate
/// chain, a request for a client certificate, or a request for HTTP credentials.
package struct ExchangeChallenge: Sendable, Equatable {
    /// What the server asks.
    package enum Kind: Sendable, Equatable {
        /// The server's TLS certificate chain (DER, leaf first) and the platform's verdict on it: `nil` when the
        /// platform trusts it, else why not.
        case serverTrust(certificates: [Data], platformProblem: String?)
        /// The server asks for a client certificate.
        case clientCertificate
        /// The server asks for HTTP credentials (a 401 or 407) with `method`
        /// (`URLProtectionSpace.authenticationMethod`, such as `NSURLAuthenticationMethodHTTPBasic`).
        case httpCredentials(method: String)
    }

    /// What the server asks.
    package var kind: Kind
    /// The server's host.
    package var host: String
    /// The server's port.
    package var port: Int
    /// The protection space's realm, for HTTP credentials.
    package var realm: String?
    /// How many times credentials for this space were refused before.
    package var previousFailureCount: Int

    /// A challenge of `kind` from `host`:`port`.
    package init(kind: Kind, host: String, port: Int, realm: String? = nil, previousFailureCount: Int = 0) {
        self.kind = kind
        self.host = host
        self.port = port
        self.realm = realm
        self.previousFailureCount = previousFailureCount
    }
}

/// How a challenge is answered, which every engine and the SDK's transport carry out in their platform's terms.
package enum TrustDisposition: Sendable, Equatable {
    /// The platform's own handling: for server trust, the system's evaluation of the chain against its trust store.
    case platformDefault
    /// HTTP credentials: no credential is given and the server's 401 (or 407) is the answer.
    case keepTheServersAnswer
    /// Server trust: the chain is accepted (the app vouches for it), whatever the platform said.
    case trustServer
    /// The challenge is refused and the request (the page) fails; `reason` says why and holds no secret.
    case refuse(reason: String)
    /// HTTP credentials: a user name and password, used for this request only.
    case password(user: String, password: String)
    /// A client certificate: a PKCS #12 archive holding the certificate and its private key, and its passphrase.
    case clientIdentity(pkcs12: Data, passphrase: String)
}

extension TrustDisposition: CustomStringConvertible {
    /// The disposition without its secrets: a password or passphrase is never shown.
    package var description: String {
        switch self {
        case .platformDefault: "platformDefault"
        case .keepTheServersAnswer: "keepTheServersAnswer"
        case .trustServer: "trustServer"
        case .refuse(let reason): "refuse(\(reason))"
        case .password: "password(<redacted>)"
        case .clientIdentity: "clientIdentity(<redacted>)"
        }
    }
}
