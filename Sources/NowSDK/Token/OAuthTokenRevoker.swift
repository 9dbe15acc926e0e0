import Foundation
import NowInternal

/// Revokes tokens at the instance's `POST /oauth_revoke_token.do` (RFC 7009), so that a logout ends the
/// authorization on the server too, not only on the device.
package struct OAuthTokenRevoker: Sendable {
    let instanceUrl: URL
    let client: NowOAuthClient
    let transport: any NowHTTPTransport
    let logger: NowLogger

    /// Revokes the refresh token (which on the instance takes its access tokens with it), then the access
    /// token, so that neither works even if one revocation fails. Failures are logged, never thrown: a logout
    /// goes on when the instance cannot be reached.
    ///
    /// - Returns: Whether every revocation was accepted.
    @discardableResult
    func revoke(_ tokens: NowTokenSet) async -> Bool {
        var accepted = true
        if let refresh = tokens.refreshToken, !refresh.isEmpty {
            accepted = await revoke(refresh, hint: "refresh_token") && accepted
        }
        if let access = tokens.accessToken?.value, !access.isEmpty {
            accepted = await revoke(access, hint: "access_token") && accepted
        }
        return accepted
    }

    /// Revokes one access token (its refresh token stays), so that the instance's token endpoint stops
    /// handing it back as the current one. A failure is logged, never thrown.
    ///
    /// - Returns: Whether the revocation was accepted.
    @discardableResult
    func revokeAccessToken(_ value: String) async -> Bool {
        await revoke(value, hint: "access_token")
    }

    private func revoke(_ token: String, hint: String) async -> Bool {
        var fields = [("token", token), ("token_type_hint", hint)]
        if let clientId = client.clientId { fields.append(("client_id", clientId)) }
        if let secret = client.clientSecret { fields.append(("client_secret", secret)) }
        // The token and the client secret go to the instance origin only, and never in cleartext to a remote host.
        guard let url = CredentialScope(instance: instanceUrl)?.endpoint("/oauth_revoke_token.do") else {
            logger.error("revoking the \(hint) refused: the instance URL is no https (or loopback http) origin")
            return false
        }
        let request = NowHTTPRequest(
            method: "POST", url: url,
            headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
            body: Data(FormEncoding.encode(fields).utf8))
        do {
            let response = try await transport.send(request)
            guard (200..<300).contains(response.statusCode) else {
                logger.error(
                    "revoking the \(hint) at \(Redaction.url(request.url)) failed: HTTP \(response.statusCode)")
                return false
            }
            logger.info("revoked the \(hint) at \(Redaction.url(request.url))")
            return true
        } catch {
            logger.error("revoking the \(hint) at \(Redaction.url(request.url)) failed: \(type(of: error))")
            return false
        }
    }
}
