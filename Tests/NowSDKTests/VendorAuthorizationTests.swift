import Foundation
import NowSDK
import Testing

@Suite struct VendorAuthorizationTests {
    private struct Vendor: NowSDKAuthorizationProviding {
        let tokens: [AuthorizationToken]?
        let callTwice: Bool

        func requestAuthorization(
            for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
        ) {
            completion(tokens)
            if callTwice { completion(nil) }
        }
    }

    private func firstRequest(_ tokens: [AuthorizationToken], callTwice: Bool = false) async throws
        -> (AccessToken, ScriptedTransport)
    {
        let transport = ScriptedTransport(responses: [.token("exchanged")])
        var configuration = Harness(transport).configuration(ScriptedGrantProvider(.guest))
        let harnessConfiguration = configuration
        configuration = NowSDKConfiguration(
            authorizationProvider: Vendor(tokens: tokens, callTwice: callTwice), permissionDelegate: nil,
            logLevel: .none)
        configuration.transport = harnessConfiguration.transport
        configuration.tokenStore = harnessConfiguration.tokenStore
        configuration.clock = harnessConfiguration.clock
        let core = try NowCoreService(configuration: configuration)
        return (try await core.requestAccessToken(for: TestService()), transport)
    }

    @Test func jwtIsExchangedWithTheJWTBearerGrant() async throws {
        let (token, transport) = try await firstRequest([AuthorizationToken(type: .jwt, token: "j.w.t")])
        #expect(token.value == "exchanged")
        #expect(transport.requests.first?.formFields["assertion"] == "j.w.t")
    }

    @Test func accessTokenIsUsedAsIsAndItsRefreshTokenKept() async throws {
        let (token, transport) = try await firstRequest([
            AuthorizationToken(type: .oauthRefresh, token: "r"), AuthorizationToken(type: .oauthAccess, token: "a"),
        ])
        #expect(token == AccessToken(value: "a", expiresAt: nil))
        #expect(transport.requests.isEmpty)
    }

    @Test func loneRefreshTokenIsExchanged() async throws {
        let (_, transport) = try await firstRequest([AuthorizationToken(type: .oauthRefresh, token: "r")])
        #expect(transport.requests.first?.formFields["grant_type"] == "refresh_token")
    }

    @Test func completionCalledTwiceIsHarmless() async throws {
        let (token, _) = try await firstRequest([AuthorizationToken(type: .jwt, token: "j")], callTwice: true)
        #expect(token.value == "exchanged")
    }

    @Test func guestIsAGuest() async throws {
        let core = try NowCoreService(
            configuration: NowSDKConfiguration(
                authorizationProvider: Vendor(tokens: [AuthorizationToken(type: .guest, token: "")], callTwice: false),
                permissionDelegate: nil, logLevel: .none
            ).keepingTokensInMemory)
        #expect(await core.isGuestUser(for: TestService()))
        await #expect(throws: NowAuthorizationError.guestUser) { try await core.requestAccessToken(for: TestService()) }
    }
}
