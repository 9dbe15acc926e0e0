import Foundation
import NowSDK
import Testing

@Suite struct TokenRequestEncodingTests {
    private func exchange(_ grant: NowAuthorizationGrant, client: NowOAuthClient) async throws -> NowHTTPRequest {
        let transport = ScriptedTransport(responses: [.token("access-1")])
        var harness = Harness(transport)
        harness.client = client
        _ = try await harness.provider(ScriptedGrantProvider(grant)).accessToken()
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST")
        #expect(request.url.absoluteString == "https://example.service-now.com/oauth_token.do")
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.headers["Accept"] == "application/json")
        return request
    }

    @Test func jwtBearerSendsTheAssertionWithoutClientForThePublicClient() async throws {
        let request = try await exchange(.jwtBearer(assertion: "a.b.c"), client: NowOAuthClient())
        #expect(
            request.formFields == [
                "grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer", "assertion": "a.b.c",
            ])
    }

    @Test func passwordGrantPercentEncodesEveryField() async throws {
        let request = try await exchange(
            .password(username: "abel.tuter", password: "p&ss=w rd+/é"), client: NowOAuthClient(clientId: "app"))
        let body = String(decoding: request.body ?? Data(), as: UTF8.self)
        #expect(
            body == "grant_type=password&username=abel.tuter&password=p%26ss%3Dw%20rd%2B%2F%C3%A9&client_id=app")
    }

    @Test func refreshGrantSendsTheRefreshTokenAndTheConfidentialClient() async throws {
        let request = try await exchange(
            .refreshToken("refresh-1"), client: NowOAuthClient(clientId: "app", clientSecret: "shh"))
        #expect(
            request.formFields == [
                "grant_type": "refresh_token", "refresh_token": "refresh-1", "client_id": "app",
                "client_secret": "shh",
            ])
    }

    @Test func authorizationCodeGrantSendsTheVerifierAndRedirect() async throws {
        let redirect = URL(string: "http://127.0.0.1:5000/callback")!
        let request = try await exchange(
            .authorizationCode(code: "code-1", redirectUri: redirect, codeVerifier: "verifier-1"),
            client: NowOAuthClient(clientId: "nowweb-mobile"))
        #expect(
            request.formFields == [
                "grant_type": "authorization_code", "code": "code-1", "redirect_uri": "http://127.0.0.1:5000/callback",
                "code_verifier": "verifier-1", "client_id": "nowweb-mobile",
            ])
    }

    @Test func clientCredentialsGrantSendsOnlyTheClient() async throws {
        let request = try await exchange(.clientCredentials, client: NowOAuthClient(clientId: "svc", clientSecret: "s"))
        #expect(request.formFields == ["grant_type": "client_credentials", "client_id": "svc", "client_secret": "s"])
    }

    @Test func accessTokenHandedInAndGuestNeedNoExchange() async throws {
        let transport = ScriptedTransport(responses: [.token("unused")])
        let harness = Harness(transport)
        let handed = AccessToken(value: "mine", expiresAt: nil)
        let token = try await harness.provider(NowAccessTokenAuthorizationProvider(token: handed)).accessToken()
        #expect(token == handed)
        let guest = try Harness(transport).provider(ScriptedGrantProvider(.guest))
        #expect(await guest.isGuest())
        await #expect(throws: NowAuthorizationError.guestUser) { try await guest.accessToken() }
        #expect(transport.requests.isEmpty)
    }
}
