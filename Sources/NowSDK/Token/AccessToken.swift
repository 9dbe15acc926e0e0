import Foundation

/// An OAuth access token for an instance, with its expiry when the instance told one.
///
/// Its description, debug description and mirror never show the token.
public struct AccessToken: Sendable, Equatable, Hashable, Codable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The bearer token to send as `Authorization: Bearer <value>`.
    public let value: String
    /// When the token stops working; `nil` when unknown (a token handed in by the app).
    public let expiresAt: Date?

    /// Creates a token.
    ///
    /// - Parameters:
    ///   - value: The bearer token.
    ///   - expiresAt: When it expires, or `nil` when unknown.
    public init(value: String, expiresAt: Date?) {
        self.value = value
        self.expiresAt = expiresAt
    }

    /// Whether the token is still good at `date` with `skew` to spare; a token without expiry always is.
    ///
    /// - Parameters:
    ///   - date: The current time.
    ///   - skew: How long before expiry the token counts as expired already.
    /// - Returns: `true` when the token can be used.
    public func isValid(at date: Date, skew: TimeInterval) -> Bool {
        guard let expiresAt else { return true }
        return expiresAt.timeIntervalSince(date) > skew
    }

    /// `AccessToken(<redacted>, expires <date>)`.
    public var description: String {
        let expiry = expiresAt.map { "expires \(ISO8601DateFormatter().string(from: $0))" } ?? "no expiry"
        return "AccessToken(<redacted>, \(expiry))"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the token, so `dump` cannot print it.
    public var customMirror: Mirror { Mirror(self, children: ["expiresAt": expiresAt as Any]) }
}
