import Foundation

/// What the SDK keeps for one instance and account: the access token, the refresh token, or guest.
public struct NowTokenSet: Sendable, Equatable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The current access token; `nil` once the instance rejected it and before a new one arrived.
    public var accessToken: AccessToken?
    /// The refresh token, when the grant gave one.
    public var refreshToken: String?
    /// Whether the user is a guest (no token at all).
    public var isGuest: Bool

    /// Creates a token set.
    ///
    /// - Parameters:
    ///   - accessToken: The access token.
    ///   - refreshToken: The refresh token, if any.
    ///   - isGuest: Whether this is a guest session.
    public init(accessToken: AccessToken?, refreshToken: String? = nil, isGuest: Bool = false) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.isGuest = isGuest
    }

    /// Which parts are present, never their values.
    public var description: String {
        if isGuest { return "NowTokenSet(guest)" }
        let access = accessToken.map { $0.description } ?? "no access token"
        return "NowTokenSet(\(access), refresh token \(refreshToken == nil ? "absent" : "present"))"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without secrets.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
