#if canImport(WebKit)
    import Foundation
    import NowInternal
    import NowSDK
    import WebKit

    // The app's trust hook on WKWebView: every challenge, before the request goes out.
    extension WKWebViewEngine {
        /// The disposition for `challenge`: the platform's handling unless the hook decides, through the same
        /// mapping as the SDK's transport (`TrustMapping`). A refusal is remembered, so that the failing load
        /// reports it as ``WebEngineError/trustRefused(_:)``.
        func disposition(for challenge: ExchangeChallenge) async -> TrustDisposition {
            guard !(configuration.trust is NowPlatformTrust) else { return .platformDefault }
            let disposition = await configuration.trust.disposition(for: challenge)
            if case .refuse(let reason) = disposition { trustRefusal = reason }
            return disposition
        }

        /// WebKit's answer that carries out `disposition`; an answer the platform cannot use refuses.
        nonisolated static func answer(_ disposition: TrustDisposition, platform: PlatformChallenge)
            -> (URLSession.AuthChallengeDisposition, URLCredential?)
        {
            switch disposition {
            case .platformDefault, .keepTheServersAnswer:
                return (.performDefaultHandling, nil)
            case .refuse:
                return (.cancelAuthenticationChallenge, nil)
            case .password(let user, let password):
                return (.useCredential, URLCredential(user: user, password: password, persistence: .none))
            case .trustServer, .clientIdentity:
                guard let credential = platform.credential(for: disposition) else {
                    return (.cancelAuthenticationChallenge, nil)
                }
                return (.useCredential, credential)
            }
        }
    }
#endif
