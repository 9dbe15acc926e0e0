import Foundation
import NowInternal

extension TrustMapping {
    /// What cannot show the app a certificate chain the system trusts before a request goes out on it.
    package enum UncheckedPath: String, Sendable {
        /// FoundationNetworking on Linux: it evaluates TLS itself and delivers no server-trust challenge.
        case foundationNetworking = "FoundationNetworking on Linux"
        /// WebKitGTK: it shows a trusted chain only once the main page's response has arrived.
        case webKitGTK = "WebKitGTK"
    }

    /// The refusal of a request to `url` that `hook` must check before it is sent and cannot, or `nil` when it may
    /// go out: the hook requires no check for the host, or `unchecked` is `nil` (the platform shows the chain
    /// first) and the URL is HTTPS. Pins fail closed: the request is refused before anything is sent.
    ///
    /// - Parameters:
    ///   - url: The request's URL.
    ///   - hook: The app's trust hook.
    ///   - unchecked: What sends the request, when it cannot show a trusted chain first; `nil` when it can.
    /// - Returns: The reason, without secrets, or `nil`.
    package static func refusal(of url: URL, by hook: any NowTrustEvaluating, unchecked: UncheckedPath?) -> String? {
        guard let host = url.host(percentEncoded: false)?.lowercased(),
            hook.requiresCertificateCheck(host: host)
        else { return nil }
        let path = url.scheme?.lowercased() == "https" ? unchecked?.rawValue : "a plain HTTP connection"
        guard let path else { return nil }
        return "the app's trust hook must check the certificate of \(host) before a request to it is sent, and "
            + "\(path) cannot show it first: nothing was sent. Use an engine "
            + "and transport that check it (URLSession and WKWebView on Apple platforms), or remove the pins for "
            + "\(host)"
    }
}

extension NowTrustEvaluating {
    /// The refusal `URLSessionExchange` checks before sending: the platform's `URLSession` shows a chain first on
    /// Apple platforms only.
    package var refusalBeforeSending: @Sendable (URL) -> String? {
        let unchecked: TrustMapping.UncheckedPath? =
            PlatformChallenge.showsServerTrustBeforeSending ? nil : .foundationNetworking
        return { [self] url in TrustMapping.refusal(of: url, by: self, unchecked: unchecked) }
    }
}
