import Foundation
import NowInternal

/// One exchange with the instance's `POST /oauth_token.do`, its failures classified.
package struct OAuthTokenClient: Sendable {
    let instanceUrl: URL
    let client: NowOAuthClient
    let transport: any NowHTTPTransport
    let now: @Sendable () -> Date
    let logger: NowLogger

    /// Exchanges `grant` for a token set; grants that need no exchange come back as they are.
    func exchange(_ grant: NowAuthorizationGrant) async throws(NowAuthorizationError) -> NowTokenSet {
        switch grant {
        case .guest: return NowTokenSet(accessToken: nil, isGuest: true)
        case .accessToken(let token, let refreshToken):
            return NowTokenSet(accessToken: token, refreshToken: refreshToken)
        default: break
        }
        guard let request = TokenRequestBuilder.request(for: grant, client: client, instanceUrl: instanceUrl) else {
            throw .signInRequired(.providerReturnedNothing)
        }
        // Every grant carries a credential (password, client secret, refresh token, code, assertion).
        guard CredentialScope.allows(request.url, forInstance: instanceUrl) else {
            logger.error(
                "token request refused: \(Redaction.url(request.url)) is no https (or loopback http) instance origin")
            throw .insecureInstanceUrl
        }
        logger.debug("token request: \(grant) to \(Redaction.url(request.url))")
        let response: NowHTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            let classified = TokenErrorClassifier.classify(transportError: error)
            logger.error("token request \(grant) failed: \(classified.localizedDescription)")
            throw classified
        }
        guard (200..<300).contains(response.statusCode) else {
            let classified = TokenErrorClassifier.classify(response, grant: grant, now: now())
            logger.error("token request \(grant) failed: \(classified.localizedDescription)")
            throw classified
        }
        let tokens = try TokenResponseParser.tokenSet(from: response.body, receivedAt: now())
        logger.info("token obtained: \(grant), \(tokens)")
        return tokens
    }
}
