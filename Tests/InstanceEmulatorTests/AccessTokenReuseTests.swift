import Foundation
import NowInternal
import NowWebTesting
import Testing

/// The token endpoint hands back the current access token while it is valid, when the configuration asks.
@Suite("Access token reuse")
struct AccessTokenReuseTests {
    private func refresh(_ client: LoopbackHTTPClient, _ token: String) async throws -> [String: Any] {
        let response = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: TestSupport.form([
                ("grant_type", "refresh_token"), ("client_id", "nowweb-mobile"), ("refresh_token", token),
            ]))
        #expect(response.status == 200)
        return try TestSupport.json(response)
    }

    @Test(arguments: [InstanceEmulator.AccessTokenReuse.never, .current, .currentExtended])
    func aRefreshHandsBackTheCurrentTokenOnlyWhenReuseIsOn(reuse: InstanceEmulator.AccessTokenReuse) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.accessTokenReuse = reuse
        // A clock that moves only when the test says, so the time a token has left is exact.
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        configuration.now = { start }
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let first = try await TestSupport.passwordToken(client)
            let refreshToken = try #require(first["refresh_token"] as? String)
            instance.advanceTime(by: .seconds(600))
            let second = try await refresh(client, refreshToken)

            let same = (second["access_token"] as? String) == (first["access_token"] as? String)
            #expect(same == (reuse != .never))
            let expected = reuse == .current ? 1799 - 600 : 1799
            #expect(second["expires_in"] as? Int == expected)
        }
    }

    @Test func aRevokedOrExpiredTokenIsNotHandedBack() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.accessTokenReuse = .current
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let first = try await TestSupport.passwordToken(client)
            let access = try #require(first["access_token"] as? String)
            let refreshToken = try #require(first["refresh_token"] as? String)
            let revoke = try await client.request(
                "POST", "/oauth_revoke_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: TestSupport.form([("token", access), ("token_type_hint", "access_token")]))
            #expect(revoke.status == 200)

            let second = try await refresh(client, refreshToken)
            let renewed = try #require(second["access_token"] as? String)
            #expect(renewed != access)

            instance.advanceTime(by: .seconds(1801))
            let third = try await refresh(client, refreshToken)
            #expect(third["access_token"] as? String != renewed)
        }
    }
}
