/// Starts from a refresh token the app already has (from an earlier sign-in) and exchanges it for access
/// tokens; a rotated refresh token replaces it in the token store.
public struct NowRefreshTokenAuthorizationProvider: NowAuthorizationGrantProviding, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// `false`: its grant comes from the refresh token it was given, without the user.
    public var isInteractive: Bool { false }

    private let refreshToken: String
    /// The account the tokens are stored under.
    public let account: String

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - refreshToken: The refresh token.
    ///   - account: The account the tokens are stored under; `"default"` by default.
    public init(refreshToken: String, account: String = "default") {
        self.refreshToken = refreshToken
        self.account = account
    }

    /// The refresh token grant.
    public func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        .refreshToken(refreshToken)
    }

    /// The account only, never the refresh token.
    public var description: String { "NowRefreshTokenAuthorizationProvider(\(account), refresh token <redacted>)" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
