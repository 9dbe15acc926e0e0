import Foundation

/// An app's trust hook: decides whether the instance's server certificate is trusted (pinning) and answers its
/// requests for a client certificate or HTTP credentials, for the web view and for the SDK's transport alike.
///
/// One value serves every path: give it to `NowURLSessionTransport.Configuration.trust` (the SDK's token, settings
/// and REST calls) and to the engine's configuration (`WKWebViewEngine(dataStore:trust:)`,
/// `WebKitGTKEngine.Configuration.trust`); engines also hand it to the data store, whose logout request
/// (`/logout.do`) it decides too. ``evaluate(_:)`` and ``answer(_:)`` have defaults that leave the decision to the
/// platform, so a conformer implements only what it decides; ``requiresCertificateCheck(host:)`` defaults to
/// `true`, which a hook that does not pin overrides.
///
/// Where each engine can ask (see docs/SECURITY.md, "Trust hook"):
/// - Apple (`URLSession`, `WKWebView`): every challenge, before the request is sent.
/// - WebKitGTK: a certificate the system refuses, before any request (``NowServerTrust/isBeforeRequest`` is
///   `true`); a certificate the system accepts only once the main page's response has arrived, when the page is
///   stopped before any of it is shown if the hook refuses it. Client certificates and HTTP credentials: before.
/// - FoundationNetworking on Linux (the SDK's transport, the headless engine, attachments, logout): HTTP
///   credentials only. It evaluates TLS itself against the system's store and shows the app no certificate, so
///   ``evaluate(_:)`` is never called there.
///
/// Where a certificate the system trusts cannot be shown to the hook before a request goes out (FoundationNetworking
/// on Linux, WebKitGTK, any plain-HTTP URL), a request to a host for which ``requiresCertificateCheck(host:)`` is
/// `true` is refused before anything is sent, with the reason in ``NowTrustRefusal`` (the SDK) or
/// `WebEngineError.trustRefused` (a page): pins fail closed. ``NowPlatformTrust`` requires no check.
///
/// ```swift
/// let pins = try NowPublicKeyPins(host: "acme.service-now.com", pins: ["r/mIkG3eEpVdm+u/ko/cwxzOMo1bk4TyHIlByibiA5E="])
/// var transport = NowURLSessionTransport.Configuration()
/// transport.trust = pins
/// ```
public protocol NowTrustEvaluating: Sendable {
    /// Decides whether `serverTrust`, the certificate chain a server presented, is trusted.
    ///
    /// Called synchronously while the connection (or, on WebKitGTK, the committed page) waits: keep it quick and
    /// free of user interface. The default is ``NowTrustDecision/platformDefault``.
    ///
    /// - Parameter serverTrust: The server, its chain and the platform's verdict.
    /// - Returns: The decision.
    func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision

    /// Answers a server's request for credentials: HTTP authentication or a client certificate.
    ///
    /// May take its time (ask the user, read the keychain). The default is ``NowCredentialAnswer/platformDefault``.
    ///
    /// - Parameter challenge: What the server asks, and how often it refused before.
    /// - Returns: The answer.
    func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer

    /// Whether a request to `host` may go out only on a connection whose certificate chain this hook has seen,
    /// even a chain the system's store trusts (pinning needs that).
    ///
    /// Where the platform cannot show the hook a trusted chain before the request is sent (FoundationNetworking on
    /// Linux, WebKitGTK, a plain-HTTP URL), a request to such a host is refused before it leaves. The default is
    /// `true`, so that a hook whose ``evaluate(_:)`` pins is never skipped in silence; a hook that decides only
    /// about chains the system refuses (a private authority, which every engine shows before sending) or only
    /// answers requests for credentials returns `false`.
    ///
    /// - Parameter host: The server's host, lowercased.
    /// - Returns: Whether the hook must see the chain before the request is sent.
    func requiresCertificateCheck(host: String) -> Bool
}

extension NowTrustEvaluating {
    /// Leaves the decision to the platform.
    public func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision { .platformDefault }

    /// Leaves the answer to the platform.
    public func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer { .platformDefault }

    /// Requires a check for every host: a conformer that does not pin says so by returning `false`.
    public func requiresCertificateCheck(host: String) -> Bool { true }
}

/// The trust hook that decides nothing: the platform's own evaluation and credential handling everywhere.
public struct NowPlatformTrust: NowTrustEvaluating {
    /// The platform's handling.
    public init() {}

    /// No check: the platform's own evaluation needs none from the app.
    public func requiresCertificateCheck(host: String) -> Bool { false }
}
