import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Darwin)
    import Security
#endif

/// What only the platform can use of a `URLAuthenticationChallenge`: on Apple platforms its `SecTrust`, read into
/// an ``ExchangeChallenge`` and turned back into a credential when the app trusts the server, and the PKCS #12
/// import of a client identity. FoundationNetworking has neither, and delivers no such challenges.
package struct PlatformChallenge: @unchecked Sendable {
    #if canImport(Darwin)
        // Safe to send: the trust object is evaluated once, here, before the challenge leaves the delegate
        // callback, and is only read afterwards (to make the credential that answers it).
        private let trust: SecTrust?
    #endif

    /// The platform parts of `challenge`.
    package init(_ challenge: URLAuthenticationChallenge) {
        #if canImport(Darwin)
            trust = challenge.protectionSpace.serverTrust
        #endif
    }

    /// The challenge in values, or `nil` for one the app is not asked about.
    package func kind(method: String) -> ExchangeChallenge.Kind? {
        if URLSessionExchange.httpCredentialMethods.contains(method) { return .httpCredentials(method: method) }
        #if canImport(Darwin)
            if method == NSURLAuthenticationMethodClientCertificate { return .clientCertificate }
            if method == NSURLAuthenticationMethodServerTrust, let trust {
                var error: CFError?
                let trusted = SecTrustEvaluateWithError(trust, &error)
                let chain = (SecTrustCopyCertificateChain(trust) as? [SecCertificate]) ?? []
                let problem = trusted ? nil : error.map { CFErrorCopyDescription($0) as String } ?? "not trusted"
                return .serverTrust(
                    certificates: chain.map { SecCertificateCopyData($0) as Data }, platformProblem: problem)
            }
        #endif
        return nil
    }

    /// The credential that carries out `disposition` (`trustServer` or `clientIdentity`), or `nil` when the
    /// platform cannot.
    package func credential(for disposition: TrustDisposition) -> URLCredential? {
        #if canImport(Darwin)
            switch disposition {
            case .trustServer:
                return trust.map { URLCredential(trust: $0) }
            case .clientIdentity(let pkcs12, let passphrase):
                var items: CFArray?
                let options = [kSecImportExportPassphrase as String: passphrase] as CFDictionary
                guard SecPKCS12Import(pkcs12 as CFData, options, &items) == errSecSuccess,
                    let first = (items as? [[String: Any]])?.first,
                    let identity = first[kSecImportItemIdentity as String]
                else { return nil }
                // The dictionary's identity is a SecIdentity (SecImportExport.h); CF types cast unconditionally.
                return URLCredential(identity: identity as! SecIdentity, certificates: nil, persistence: .none)
            default:
                return nil
            }
        #else
            return nil
        #endif
    }
}

extension PlatformChallenge {
    /// Whether `URLSession` shows the delegate the server's certificate chain (a server-trust challenge) before a
    /// request goes out on the connection, even a chain the system trusts: on Apple platforms, not in
    /// FoundationNetworking, which evaluates TLS itself.
    package static var showsServerTrustBeforeSending: Bool {
        #if canImport(Darwin)
            true
        #else
            false
        #endif
    }
}
