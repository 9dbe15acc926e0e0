import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct TokenResponseParsingTests {
    private func obtain(_ response: NowHTTPResponse) async throws -> (AccessToken, NowTokenSet?, Harness) {
        let harness = Harness(ScriptedTransport(responses: [response]))
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let token = try await provider.accessToken()
        return (token, try await harness.store.load(for: harness.tokenKey), harness)
    }

    @Test func fullResponseGivesTokenExpiryAndRefreshToken() async throws {
        let (token, stored, harness) = try await obtain(.token("access", refresh: "refresh", expiresIn: 1799))
        #expect(token.value == "access")
        #expect(token.expiresAt == harness.time.date.addingTimeInterval(1799))
        #expect(stored?.refreshToken == "refresh")
    }

    @Test(arguments: [9_223_372_036_854_775_807, 10_000_000_000_000_000])
    func aHugeLifetimeCountsAsOneYear(_ expiresIn: Int) async throws {
        let (token, _, harness) = try await obtain(.token("access", expiresIn: expiresIn))
        #expect(token.expiresAt == harness.time.date.addingTimeInterval(365 * 86_400))
    }

    @Test func responseWithoutExpiryGivesATokenWithoutExpiry() async throws {
        let (token, _, _) = try await obtain(.json(#"{"access_token":"a","token_type":"bearer"}"#))
        #expect(token.expiresAt == nil)
    }

    @Test(arguments: [
        "not json",
        "[]",
        "{}",
        #"{"token_type":"Bearer","expires_in":1799}"#,
        #"{"access_token":"","token_type":"Bearer"}"#,
        #"{"access_token":42,"token_type":"Bearer"}"#,
        #"{"access_token":"a"}"#,
        #"{"access_token":"a","token_type":"mac"}"#,
        #"{"access_token":"a","token_type":"Bearer","expires_in":"1799"}"#,
        #"{"access_token":"a","token_type":"Bearer","expires_in":-1}"#,
        #"{"access_token":"a","token_type":"Bearer","expires_in":0}"#,
        #"{"access_token":"a","token_type":"Bearer","expires_in":true}"#,
        #"{"access_token":"a","token_type":"Bearer","expires_in":17.5}"#,
        #"{"access_token":"a","token_type":"Bearer","refresh_token":""}"#,
        #"{"access_token":"a","token_type":"Bearer","refresh_token":7}"#,
        #"{"access_token":"a","token_type":"Bearer","scope":["useraccount"]}"#,
    ])
    func brokenResponseIsRejected(_ body: String) async throws {
        let harness = Harness(ScriptedTransport(responses: [.json(body)]))
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        await #expect {
            try await provider.accessToken()
        } throws: { error in
            guard case .invalidTokenResponse = error as? NowAuthorizationError else { return false }
            return true
        }
        #expect(try await harness.store.load(for: harness.tokenKey) == nil)
    }
}
