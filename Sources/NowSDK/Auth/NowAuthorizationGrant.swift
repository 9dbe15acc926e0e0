import Foundation

/// How the SDK obtains a token set: an OAuth grant to exchange at the instance, a token handed in, or guest.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowAuthorizationGrant: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// `urn:ietf:params:oauth:grant-type:jwt-bearer` with `assertion`: the vendor's path. No refresh token.
    case jwtBearer(assertion: String)
    /// The resource owner password grant, for development.
    case password(username: String, password: String)
    /// An authorization code from `/oauth_auth.do`, exchanged with its PKCE verifier.
    case authorizationCode(code: String, redirectUri: URL, codeVerifier: String)
    /// A refresh token exchanged for a new access token.
    case refreshToken(String)
    /// The client credentials grant (needs a confidential client).
    case clientCredentials
    /// An access token used as is, with an optional refresh token for when it expires.
    case accessToken(AccessToken, refreshToken: String?)
    /// A guest: no token.
    case guest

    /// The `grant_type` sent to the token endpoint; `nil` for the grants that need no exchange.
    public var grantType: String? {
        switch self {
        case .jwtBearer: "urn:ietf:params:oauth:grant-type:jwt-bearer"
        case .password: "password"
        case .authorizationCode: "authorization_code"
        case .refreshToken: "refresh_token"
        case .clientCredentials: "client_credentials"
        case .accessToken, .guest: nil
        }
    }

    /// The grant's kind only; credentials never appear in descriptions.
    public var description: String {
        switch self {
        case .accessToken: "access token handed in"
        case .guest: "guest"
        default: grantType ?? ""
        }
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
