import Foundation

/// An app's trust hook: decides whether the instance's server certificate is trusted (pinning) and answers its
/// requests for a client certificate or HTTP credentials, for the web view and for the SDK's transport alike.
///
/// One value serves every path: give it to `NowURLSessionTransport.Configuration.trust` (the SDK's token, settings
/// and REST calls) and to the engine's configuration (`WKWebViewEngine(dataStore:trust:)`,
/// `WebKitGTKEngine.Configuration.trust`). Both methods have defaults that leave the decision to the platform, so
/// a conformer implements only what it decides.
///
/// Where each engine can ask (see docs/SECURITY.md, "Trust hook"):
/// - Apple (`URLSession`, `WKWebView`): every challenge, before the request is sent.
/// - WebKitGTK: a certificate the system refuses, before any request (``NowServerTrust/isBeforeRequest`` is
///   `true`); a certificate the system accepts only once the main page's response has arrived, when the page is
///   stopped before any of it is shown if the hook refuses it. Client certificates and HTTP credentials: before.
/// - FoundationNetworking on Linux (the SDK's transport, the headless engine): HTTP credentials only. It evaluates
///   TLS itself against the system's store and shows the app no certificate, so ``evaluate(_:)`` is never called
///   there: pin on such a path with a TLS-terminating proxy or not at all.
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
}

extension NowTrustEvaluating {
    /// Leaves the decision to the platform.
    public func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision { .platformDefault }

    /// Leaves the answer to the platform.
    public func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer { .platformDefault }
}

/// The trust hook that decides nothing: the platform's own evaluation and credential handling everywhere.
public struct NowPlatformTrust: NowTrustEvaluating {
    /// The platform's handling.
    public init() {}
}
