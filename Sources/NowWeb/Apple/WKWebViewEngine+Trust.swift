#if canImport(WebKit)
    import Foundation
    import NowInternal
    import NowSDK
    import WebKit

    // The app's trust hook on WKWebView: every challenge, before the request goes out.
    extension WKWebViewEngine {
        /// The answer to `challenge`: the platform's handling unless the hook decides, through the same mapping as
        /// the SDK's transport (`TrustMapping`). A refusal cancels the challenge and is remembered, so that the
        /// failing load reports it as ``WebEngineError/trustRefused(_:)``.
        func respond(to challenge: URLAuthenticationChallenge) async
            -> (URLSession.AuthChallengeDisposition, URLCredential?)
        {
            let space = challenge.protectionSpace
            let platform = PlatformChallenge(challenge)
            guard !(configuration.trust is NowPlatformTrust),
                let kind = platform.kind(method: space.authenticationMethod)
            else { return (.performDefaultHandling, nil) }
            let asked = ExchangeChallenge(
                kind: kind, host: space.host, port: space.port, realm: space.realm,
                previousFailureCount: challenge.previousFailureCount)
            let disposition = await configuration.trust.disposition(for: asked)
            switch disposition {
            case .platformDefault, .keepTheServersAnswer:
                return (.performDefaultHandling, nil)
            case .refuse(let reason):
                trustRefusal = reason
                return (.cancelAuthenticationChallenge, nil)
            case .password(let user, let password):
                return (.useCredential, URLCredential(user: user, password: password, persistence: .none))
            case .trustServer, .clientIdentity:
                guard let credential = platform.credential(for: disposition) else {
                    trustRefusal = "the app's answer to \(space.host) could not be used"
                    return (.cancelAuthenticationChallenge, nil)
                }
                return (.useCredential, credential)
            }
        }
    }
#endif
