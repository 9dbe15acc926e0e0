import Foundation
import NowInternal

/// Builds the `POST /oauth_token.do` request for a grant.
enum TokenRequestBuilder {
    /// The token request for `grant`; `nil` for grants that need no exchange.
    static func request(for grant: NowAuthorizationGrant, client: NowOAuthClient, instanceUrl: URL)
        -> NowHTTPRequest?
    {
        guard let grantType = grant.grantType else { return nil }
        var fields: [(String, String)] = [("grant_type", grantType)]
        switch grant {
        case .jwtBearer(let assertion): fields.append(("assertion", assertion))
        case .password(let username, let password):
            fields += [("username", username), ("password", password)]
        case .authorizationCode(let code, let redirectUri, let codeVerifier):
            fields += [("code", code), ("redirect_uri", redirectUri.absoluteString), ("code_verifier", codeVerifier)]
        case .refreshToken(let token): fields.append(("refresh_token", token))
        case .clientCredentials, .accessToken, .guest: break
        }
        if let clientId = client.clientId { fields.append(("client_id", clientId)) }
        if let secret = client.clientSecret { fields.append(("client_secret", secret)) }
        return NowHTTPRequest(
            method: "POST",
            url: instanceUrl.appendingPathComponent("oauth_token.do"),
            headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
            body: Data(FormEncoding.encode(fields).utf8)
        )
    }
}
