import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct TokenProviderTests {
    @Test func validTokenIsReusedWithoutAnotherExchange() async throws {
        let transport = ScriptedTransport(responses: [.token("access-1")])
        let provider = try Harness(transport).provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let first = try await provider.accessToken()
        let second = try await provider.accessToken()
        #expect(first == second)
        #expect(transport.requests.count == 1)
    }

    @Test func tokenInsideTheSkewIsRefreshedAheadOfExpiry() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)", refresh: "refresh") }
        let harness = Harness(transport)
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        #expect(try await provider.accessToken().value == "access-0")
        harness.time.advance(by: 1799 - 61)
        #expect(try await provider.accessToken().value == "access-0")
        harness.time.advance(by: 2)
        #expect(try await provider.accessToken().value == "access-1")
        #expect(transport.requests[1].formFields["grant_type"] == "refresh_token")
    }

    @Test func concurrentRequestsWithAnExpiredTokenShareOneExchange() async throws {
        let transport = ScriptedTransport { _, index in .token("fresh-\(index)", refresh: "refresh-2") }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        let expired = AccessToken(value: "old", expiresAt: harness.time.date.addingTimeInterval(-5))
        try await store.save(NowTokenSet(accessToken: expired, refreshToken: "refresh-1"), for: harness.tokenKey)
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "unused")))

        let tokens = try await withThrowingTaskGroup(of: AccessToken.self) { group in
            for _ in 0..<200 { group.addTask { try await provider.accessToken() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(tokens.count == 200)
        #expect(Set(tokens.map(\.value)) == ["fresh-0"])
        #expect(transport.requests.count == 1)
        #expect(transport.requests[0].formFields["refresh_token"] == "refresh-1")
    }

    @Test func staleFailureReportCausesNoExchange() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let grants = ScriptedGrantProvider { index in .jwtBearer(assertion: "jwt-\(index)") }
        let provider = try Harness(transport).provider(grants)
        let first = try await provider.accessToken()
        let second = try await provider.accessTokenDidFail(rejected: first)
        #expect(second.value == "access-1")

        let third = try await provider.accessTokenDidFail(rejected: first)

        #expect(third == second)
        #expect(transport.requests.count == 2)
        #expect(grants.callCount == 2)
    }

    @Test func concurrentReportsOfTheSameRejectedTokenRefreshOnce() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let provider = try Harness(transport).provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let rejected = try await provider.accessToken()

        let tokens = try await withThrowingTaskGroup(of: AccessToken.self) { group in
            for _ in 0..<50 { group.addTask { try await provider.accessTokenDidFail(rejected: rejected) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(Set(tokens.map(\.value)) == ["access-1"])
        #expect(transport.requests.count == 2)
    }

    @Test func jwtSessionRefreshAsksTheProviderForANewJWT() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let grants = ScriptedGrantProvider { index in .jwtBearer(assertion: "jwt-\(index)") }
        let harness = Harness(transport)
        let provider = try harness.provider(grants)
        _ = try await provider.accessToken()
        harness.time.advance(by: 1800)
        _ = try await provider.accessToken()
        #expect(transport.requests.map { $0.formFields["assertion"] } == ["jwt-0", "jwt-1"])
    }

    @Test func budgetOverrunEndsInTheErrorInsteadOfALoop() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        var harness = Harness(transport)
        harness.policy.refreshBudget = 3
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        var token = try await provider.accessToken()
        var outcome: (any Error)?
        for _ in 0..<10 {
            do { token = try await provider.accessTokenDidFail(rejected: token) } catch {
                outcome = error
                break
            }
        }
        #expect(outcome as? NowAuthorizationError == .refreshBudgetExhausted(exchanges: 3, window: 60))
        #expect(transport.requests.count == 3)
        harness.time.advance(by: 60)
        #expect(try await provider.accessTokenDidFail(rejected: token).value == "access-3")
    }

    @Test func rotatedRefreshTokenIsAdoptedAndAMissingOneKeepsTheOld() async throws {
        let transport = ScriptedTransport(responses: [
            .token("a1", refresh: "r1", expiresIn: 100), .token("a2", refresh: "r2", expiresIn: 100),
            .token("a3", expiresIn: 100), .token("a4", expiresIn: 100),
        ])
        let harness = Harness(transport)
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        for _ in 0..<4 {
            _ = try await provider.accessToken()
            harness.time.advance(by: 100)
        }
        #expect(transport.requests.map { $0.formFields["refresh_token"] } == [nil, "r1", "r2", "r2"])
    }

    @Test func refusedRefreshTokenFallsBackToTheProvider() async throws {
        let transport = ScriptedTransport { request, _ in
            request.formFields["grant_type"] == "refresh_token" ? .oauthError("invalid_grant") : .token("new")
        }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        try await store.save(NowTokenSet(accessToken: nil, refreshToken: "revoked"), for: harness.tokenKey)
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        #expect(try await provider.accessToken().value == "new")
        #expect(transport.requests.map { $0.formFields["grant_type"] } == ["refresh_token", "password"])
    }

    @Test func revokedRefreshTokenWithNoOtherWayInRequiresSignIn() async throws {
        let transport = ScriptedTransport(responses: [.oauthError("invalid_grant")])
        let harness = Harness(transport)
        let provider = try harness.provider(NowRefreshTokenAuthorizationProvider(refreshToken: "revoked"))
        await #expect(throws: NowAuthorizationError.signInRequired(.refreshTokenRevoked)) {
            try await provider.accessToken()
        }
        #expect(try await harness.store.load(for: harness.tokenKey) == nil)
    }

    @Test func storedValidTokenIsUsedWithoutExchange() async throws {
        let transport = ScriptedTransport(responses: [.token("unused")])
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        let stored = AccessToken(value: "stored", expiresAt: harness.time.date.addingTimeInterval(600))
        try await store.save(NowTokenSet(accessToken: stored), for: harness.tokenKey)
        #expect(try await harness.provider(ScriptedGrantProvider(.guest)).accessToken() == stored)
        #expect(transport.requests.isEmpty)
    }

    @Test func forgetDropsTheTokensAndTheNextRequestAsksTheProvider() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)", refresh: "refresh") }
        let harness = Harness(transport)
        let grants = ScriptedGrantProvider(.password(username: "u", password: "p"))
        let provider = try harness.provider(grants)
        _ = try await provider.accessToken()
        await provider.forget()
        #expect(try await harness.store.load(for: harness.tokenKey) == nil)
        #expect(try await provider.accessToken().value == "access-1")
        #expect(grants.callCount == 2)
    }

    @Test func logoutDuringTheSaveOfANewTokenLeavesNothingStored() async throws {
        var harness = Harness(ScriptedTransport(responses: [.token("access", refresh: "refresh")]))
        let store = GatedTokenStore()
        harness.store = store
        let core = try harness.core(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let request = Task { try await core.requestAccessToken(for: TestService()) }
        await store.waitForSave()

        await core.logout()
        store.open()

        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await request.value }
        #expect(try await store.load(for: harness.tokenKey) == nil)
    }
}

@Suite struct TokenValidUntilTests {
    @Test func aTokenValidAtTheDateIsKeptAndOneThatIsNotIsReplacedWithTheRefreshToken() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)", refresh: "refresh") }
        let harness = Harness(transport)
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let first = try await provider.accessToken()

        // Valid 10 minutes from now, with the 60-second skew to spare: kept.
        #expect(try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(600)) == first)
        #expect(transport.requests.count == 1)
        // Not valid an hour from now: replaced, with the refresh token.
        let renewed = try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(3600))
        #expect(renewed.value == "access-1")
        #expect(transport.requests.count == 2)
        #expect(transport.requests[1].formFields["grant_type"] == "refresh_token")
        // The new token is the current one from then on.
        #expect(try await provider.accessToken() == renewed)
    }

    @Test func aheadOfNeedAnInteractiveProviderIsNeverAskedAndNothingIsRemembered() async throws {
        // No refresh token (a JWT-like grant), and a provider that may need the user.
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let harness = Harness(transport)
        let grants = ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))
        let provider = try harness.provider(grants)
        let first = try await provider.accessToken()

        await #expect(throws: NowAuthorizationError.signInRequired(.interactionNeeded)) {
            try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(3600))
        }
        #expect(grants.callCount == 1)
        #expect(transport.requests.count == 1)
        // The still-valid token is kept, and a report of it starts a real exchange: nothing was remembered.
        #expect(try await provider.accessToken() == first)
        #expect(try await provider.accessTokenDidFail(rejected: first).value == "access-1")
        #expect(grants.callCount == 2)
    }

    @Test func aheadOfNeedARefusedRefreshTokenDoesNotFallBackToTheUser() async throws {
        let transport = ScriptedTransport { request, index in
            request.formFields["grant_type"] == "refresh_token"
                ? .oauthError("invalid_grant") : .token("access-\(index)", refresh: "refresh")
        }
        let harness = Harness(transport)
        let grants = ScriptedGrantProvider(
            .authorizationCode(code: "code", redirectUri: URL(string: "http://127.0.0.1:1/cb")!, codeVerifier: "v"))
        let provider = try harness.provider(grants)
        _ = try await provider.accessToken()

        await #expect(throws: NowAuthorizationError.signInRequired(.interactionNeeded)) {
            try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(3600))
        }
        #expect(grants.callCount == 1, "the provider, which may need the user, was not asked in the background")
        // In the foreground the provider is asked as usual.
        #expect(try await provider.accessToken().value == "access-2")
        #expect(grants.callCount == 2)
    }

    @Test func aheadOfNeedAJWTProviderIsAskedOnlyWhenItSaysItNeedsNoUser() async throws {
        for isInteractive in [true, false] {
            let transport = ScriptedTransport { _, index in .token("access-\(index)") }
            let harness = Harness(transport)
            let calls = TestCounter()
            let jwt = NowJWTAuthorizationProvider(isInteractive: isInteractive) { _ in
                _ = calls.next()
                return "jwt"
            }
            let provider = try harness.provider(jwt)
            _ = try await provider.accessToken()

            let later = harness.time.date.addingTimeInterval(3600)
            if isInteractive {
                await #expect(throws: NowAuthorizationError.signInRequired(.interactionNeeded)) {
                    try await provider.accessToken(validUntil: later)
                }
                #expect(calls.next() == 1, "asked once, in the foreground")
            } else {
                #expect(try await provider.accessToken(validUntil: later).value == "access-1")
                #expect(calls.next() == 2, "asked again, in the background")
            }
        }
    }

    @Test func aheadOfNeedAProviderThatNeedsNoUserIsAsked() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let harness = Harness(transport)
        let provider = try harness.provider(NowPasswordAuthorizationProvider(username: "u", password: "p"))
        _ = try await provider.accessToken()

        let renewed = try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(3600))
        #expect(renewed.value == "access-1")
        #expect(transport.requests.count == 2)
    }

    @Test func theProtocolsDefaultReportsATokenThatExpiresByTheDate() async throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let short = AccessToken(value: "short", expiresAt: now.addingTimeInterval(100))
        let long = AccessToken(value: "long", expiresAt: now.addingTimeInterval(3600))
        let core = ScriptedCoreService(
            outcomes: [.success(short), .success(long)], clock: NowClock(now: { now }, timer: ContinuousClock()))
        let service = TestService()

        #expect(try await core.requestAccessToken(for: service, validUntil: now.addingTimeInterval(50)) == short)
        #expect(core.rejectedTokens.isEmpty)
        #expect(try await core.requestAccessToken(for: service, validUntil: now.addingTimeInterval(200)) == long)
        #expect(core.rejectedTokens == [short])
    }
}
