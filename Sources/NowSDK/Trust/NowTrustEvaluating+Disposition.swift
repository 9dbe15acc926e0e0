import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a hook's decisions become the dispositions every engine and the SDK's transport carry out: the one
/// mapping, so that all paths refuse and accept alike.
package enum TrustMapping {
    /// Credentials refused this many times for one request are not offered again: the request fails instead of
    /// looping on a wrong password.
    package static let maximumCredentialAttempts = 3

    /// The disposition for `decision` on a chain from `host`.
    package static func disposition(_ decision: NowTrustDecision, host: String) -> TrustDisposition {
        switch decision {
        case .platformDefault: .platformDefault
        case .trust: .trustServer
        case .refuse(let reason): .refuse(reason: "the app does not trust the certificate of \(host): \(reason)")
        }
    }

    /// The disposition for `answer` to `challenge`.
    package static func disposition(_ answer: NowCredentialAnswer, to challenge: NowCredentialChallenge)
        -> TrustDisposition
    {
        let host = challenge.host
        switch (answer, challenge.kind) {
        case (.platformDefault, _):
            return .platformDefault
        case (.refuse(let reason), _):
            return .refuse(reason: "the app declined the request for credentials from \(host): \(reason)")
        case (_, _) where challenge.previousFailureCount >= maximumCredentialAttempts:
            return .refuse(
                reason: "\(host) refused the app's credentials \(challenge.previousFailureCount) times")
        case (.password(let user, let password), .httpBasic), (.password(let user, let password), .httpDigest),
            (.password(let user, let password), .http):
            return .password(user: user, password: password)
        case (.clientIdentity(let pkcs12, let passphrase), .clientCertificate):
            return .clientIdentity(pkcs12: pkcs12, passphrase: passphrase)
        case (.password, .clientCertificate):
            return .refuse(reason: "\(host) asks for a client certificate, and the app answered with a password")
        case (.clientIdentity, _):
            return .refuse(reason: "\(host) asks for HTTP credentials, and the app answered with a certificate")
        }
    }

    /// The credential request of `challenge`, or `nil` when it is about server trust.
    package static func credentialChallenge(_ challenge: ExchangeChallenge) -> NowCredentialChallenge? {
        let kind: NowCredentialChallenge.Kind
        switch challenge.kind {
        case .serverTrust: return nil
        case .clientCertificate: kind = .clientCertificate
        case .httpCredentials(let method) where method == NSURLAuthenticationMethodHTTPBasic: kind = .httpBasic
        case .httpCredentials(let method) where method == NSURLAuthenticationMethodHTTPDigest: kind = .httpDigest
        case .httpCredentials(let method): kind = .http(scheme: method)
        }
        return NowCredentialChallenge(
            kind: kind, host: challenge.host, port: challenge.port, realm: challenge.realm,
            previousFailureCount: challenge.previousFailureCount)
    }
}

extension NowTrustEvaluating {
    /// The disposition for `challenge`: this hook asked, its answer mapped by ``TrustMapping``.
    package func disposition(for challenge: ExchangeChallenge) async -> TrustDisposition {
        if case .serverTrust(let certificates, let problem) = challenge.kind {
            let trust = NowServerTrust(
                host: challenge.host, port: challenge.port, certificates: certificates,
                platformVerdict: problem.map { .refused(reason: $0) } ?? .trusted)
            return TrustMapping.disposition(evaluate(trust), host: challenge.host)
        }
        guard let request = TrustMapping.credentialChallenge(challenge) else { return .platformDefault }
        return TrustMapping.disposition(await answer(request), to: request)
    }

    /// The responder a `URLSessionExchange` asks.
    package var challengeResponder: URLSessionExchange.ChallengeResponder {
        { [self] challenge in await disposition(for: challenge) }
    }
}
