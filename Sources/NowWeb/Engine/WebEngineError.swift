import Foundation

/// Why an engine load failed.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum WebEngineError: Error, Sendable, Equatable {
    /// The load was cancelled (by policy or by a newer load).
    case cancelled
    /// The network failed: unreachable host, reset connection, timeout. The text never holds secrets.
    case network(String)
    /// The app's trust hook (`NowTrustEvaluating`) refused the server's certificate or its request for
    /// credentials; the text says why and never holds a secret.
    case trustRefused(String)
    /// The response could not be used (too many redirects, bad content).
    case badResponse(String)
    /// The engine's content process ended.
    case contentProcessTerminated
    /// The engine runs no JavaScript.
    case javaScriptUnavailable
    /// The engine could not be made (for example, a desktop engine without a display). The text never
    /// holds secrets.
    case engineUnavailable(String)
}
