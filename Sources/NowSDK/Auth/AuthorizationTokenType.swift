/// What kind of credential an ``AuthorizationToken`` carries.
public enum AuthorizationTokenType: String, Sendable, Equatable, CaseIterable {
    /// A signed JWT the SDK exchanges at the instance's token endpoint (JWT bearer grant).
    case jwt
    /// A guest: no user is signed in; the token value is ignored.
    case guest
    /// An OAuth access token the SDK uses as is.
    case oauthAccess
    /// An OAuth refresh token the SDK exchanges for access tokens.
    case oauthRefresh
}
