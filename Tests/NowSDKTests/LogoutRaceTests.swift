import Foundation
import NowInternal
import NowSDK
import Testing

/// A logout forgets the tokens before it revokes them, and no token request can bring them back meanwhile.
@Suite struct LogoutRaceTests {
    @Test func aTokenRequestDuringTheRevocationIsRefusedAndTheOldTokensDoNotSurviveTheLogout() async throws {
        let revocation = FirstRevocationGate()
        let transport = ScriptedTransport { request, _ in
            if request.url.path == "/oauth_revoke_token.do" {
                await revocation.arrive()
                throw URLError(.notConnectedToInternet)
            }
            return .token("new-access", refresh: "new-refresh")
        }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        try await store.save(
            NowTokenSet(accessToken: AccessToken(value: "old-access", expiresAt: nil), refreshToken: "old-refresh"),
            for: harness.tokenKey)
        let grants = ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))
        let core = try harness.core(grants)
        #expect(try await core.requestAccessToken(for: TestService()).value == "old-access")

        let logout = Task { await core.logout(instanceUrl: Harness.instanceUrl) }
        await revocation.waitForArrival()
        // The revocation waits at the network: the tokens are gone already, and nobody gets them back.
        #expect(try await store.load(for: harness.tokenKey) == nil)
        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) {
            try await core.requestAccessToken(for: TestService())
        }
        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) {
            try await core.accessTokenDidFail(for: TestService(), rejected: nil)
        }
        revocation.release()
        await logout.value

        #expect(try await store.load(for: harness.tokenKey) == nil)
        #expect(try await core.requestAccessToken(for: TestService()).value == "new-access")
        #expect(grants.callCount == 1)
    }

    @Test func aProviderMadeDuringTheLogoutIsForgottenWhenItEnds() async throws {
        let revocation = FirstRevocationGate()
        let transport = ScriptedTransport { request, _ in
            if request.url.path == "/oauth_revoke_token.do" { await revocation.arrive() }
            return .token("new-access")
        }
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        try await store.save(
            NowTokenSet(accessToken: AccessToken(value: "old-access", expiresAt: nil), refreshToken: "old-refresh"),
            for: harness.tokenKey)
        let core = try harness.core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))

        let logout = Task { await core.logout(instanceUrl: Harness.instanceUrl) }
        await revocation.waitForArrival()
        let made = core.tokenProvider(for: Harness.instanceUrl)
        revocation.release()
        await logout.value
        // Whatever it loaded meanwhile is gone; the next token is a new one.
        #expect(try await made.accessToken().value == "new-access")
        #expect(core.tokenProvider(for: Harness.instanceUrl) !== made)
    }
}

/// Holds the first revocation request until the test releases it; later ones pass.
private final class FirstRevocationGate: Sendable {
    private let arrivals: AsyncStream<Void>
    private let arrived: AsyncStream<Void>.Continuation
    private let state = Locked<(count: Int, waiting: CheckedContinuation<Void, Never>?, released: Bool)>(
        (0, nil, false))

    init() { (arrivals, arrived) = AsyncStream.makeStream(of: Void.self) }

    func arrive() async {
        await withCheckedContinuation { continuation in
            let hold = state.withLock { state in
                state.count += 1
                guard state.count == 1, !state.released else { return false }
                state.waiting = continuation
                return true
            }
            if hold { arrived.yield() } else { continuation.resume() }
        }
    }

    func waitForArrival() async {
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()
    }

    func release() {
        let waiting = state.withLock { state in
            state.released = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume()
    }
}
