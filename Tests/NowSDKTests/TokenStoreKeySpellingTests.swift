import Foundation
import NowInternal
import NowSDK
import Testing

/// A token store key is the instance's origin however the URL spells it, so logout finds every set.
@Suite struct TokenStoreKeySpellingTests {
    static let plain = URL(string: "https://example.service-now.com")!
    static let explicitPort = URL(string: "https://example.service-now.com:443/")!

    @Test func equivalentSpellingsGiveOneKey() {
        let key = NowTokenStoreKey(instanceUrl: Self.plain, account: "a")
        for spelling in [
            "https://example.service-now.com:443/", "HTTPS://EXAMPLE.service-now.com/sp",
            "https://example.service-now.com/",
        ] {
            #expect(NowTokenStoreKey(instanceUrl: URL(string: spelling)!, account: "a") == key, "\(spelling)")
        }
        #expect(
            NowTokenStoreKey(instanceUrl: URL(string: "http://[::1]:8080")!, account: "a").instance
                == "http://[::1]:8080")
        #expect(
            NowTokenStoreKey(instanceUrl: URL(string: "https://example.service-now.com:8443")!, account: "a") != key)
    }

    @Test func logoutWithTheExplicitDefaultPortForgetsTheTokens() async throws {
        let transport = ScriptedTransport { request, _ in
            request.url.path == "/oauth_revoke_token.do" ? .json("{}") : .token("access")
        }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        let grants = ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))
        let core = try harness.core(grants)
        _ = try await core.requestAccessToken(for: TestService())
        #expect(grants.callCount == 1)

        await core.logout(instanceUrl: Self.explicitPort)

        #expect(try await store.load(for: harness.tokenKey) == nil)
        #expect(transport.requests(to: "/oauth_revoke_token.do").count == 1)
        _ = try await core.requestAccessToken(for: TestService())
        #expect(grants.callCount == 2)
    }

    @Test func aSetStoredUnderTheEarlierSpellingIsStillReadAndMoved() async throws {
        let transport = ScriptedTransport { _, _ in .token("unused") }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        let earlier = NowTokenStoreKey(instance: "https://example.service-now.com:443", account: "default")
        let set = NowTokenSet(accessToken: AccessToken(value: "kept", expiresAt: nil), refreshToken: "r")
        try await store.save(set, for: earlier)
        let grants = ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))
        let core = try harness.core(grants)
        var service = TestService()
        service.configuration.instanceUrl = Self.explicitPort

        #expect(try await core.requestAccessToken(for: service).value == "kept")
        #expect(grants.callCount == 0)
        #expect(try await store.load(for: harness.tokenKey) == set)
        #expect(try await store.load(for: earlier) == nil)
    }

    @Test func logoutAlsoRemovesASetStoredUnderTheEarlierSpelling() async throws {
        let transport = ScriptedTransport { _, _ in .json("{}") }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        let earlier = NowTokenStoreKey(instance: "https://example.service-now.com:443", account: "other-account")
        try await store.save(NowTokenSet(accessToken: AccessToken(value: "old", expiresAt: nil)), for: earlier)
        let core = try harness.core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))

        await core.logout(instanceUrl: Self.plain)

        #expect(try await store.load(for: earlier) == nil)
    }
}
