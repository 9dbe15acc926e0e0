import Foundation

/// A request failed because the app's ``NowTrustEvaluating`` hook refused a challenge of the server: its
/// certificate, or its request for credentials.
public struct NowTrustRefusal: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// Why, as the hook and the SDK said it; never a secret.
    public var reason: String

    /// A refusal for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// What happened and what to do.
    public var errorDescription: String? {
        "The connection was refused by the app's trust rules (\(reason)). Check the network (a proxy that "
            + "inspects traffic changes the certificate), or contact the app's administrator."
    }

    /// The same text as ``errorDescription``.
    public var description: String { errorDescription ?? "NowTrustRefusal" }
}
