// swift-check: given idToken: String; completion: @Sendable ([AuthorizationToken]?) -> Void
/// A credential the app's authorization provider hands to the SDK.
///
/// ```swift
/// completion([AuthorizationToken(type: .jwt, token: idToken)])
/// ```
public struct AuthorizationToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// What the token is.
    public var type: AuthorizationTokenType
    /// The credential itself; ignored for ``AuthorizationTokenType/guest``.
    public var token: String

    /// Creates a token of `type` carrying `token`.
    ///
    /// - Parameters:
    ///   - type: What the token is.
    ///   - token: The credential; pass `""` for a guest.
    public init(type: AuthorizationTokenType, token: String) {
        self.type = type
        self.token = token
    }

    /// The type only: the credential never appears in logs or descriptions.
    public var description: String { "AuthorizationToken(\(type.rawValue), <redacted>)" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
