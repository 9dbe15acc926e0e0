/// Uses an access token the app already has ("bring your own token"), with an optional refresh token.
///
/// When the token expires and there is no refresh token, the SDK asks this provider again and gets the same
/// token: the refresh budget then ends the attempts with a clear error instead of a loop.
public struct NowAccessTokenAuthorizationProvider: NowAuthorizationGrantProviding, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// `false`: its grant comes from the token it was given, without the user.
    public var isInteractive: Bool { false }

    private let token: AccessToken
    private let refreshToken: String?

    /// Creates a provider handing out `token`.
    ///
    /// - Parameters:
    ///   - token: The access token, with its expiry when known.
    ///   - refreshToken: A refresh token for when it expires; `nil` by default.
    public init(token: AccessToken, refreshToken: String? = nil) {
        self.token = token
        self.refreshToken = refreshToken
    }

    /// The token as is.
    public func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        .accessToken(token, refreshToken: refreshToken)
    }

    /// The token's expiry and whether a refresh token is set, never a token.
    public var description: String {
        "NowAccessTokenAuthorizationProvider(\(token), refresh token \(refreshToken == nil ? "absent" : "<redacted>"))"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
