import Foundation
import NowInternal
import NowWebTesting
import Testing

@testable import NowSDK

/// An exchange a logout (`forget()`) abandons leaves nothing behind and ends nothing that came after it, and a
/// refresh ahead of need that fails is no answer for a caller who needs a token now.
@Suite struct AbandonedExchangeTests {
    /// A transport whose token requests the gate may hold: each answers with `access-<index>` and a refresh
    /// token, or with `invalid_grant` for a refresh when `refusesRefresh`; revocations are accepted.
    static func transport(_ gate: ExchangeGate, refusesRefresh: Bool = false) -> ScriptedTransport {
        ScriptedTransport { request, index in
            if request.url.path == "/oauth_revoke_token.do" { return NowHTTPResponse(statusCode: 200, body: Data()) }
            await gate.pass(index)
            if refusesRefresh, request.formFields["grant_type"] == "refresh_token" {
                return .oauthError("invalid_grant")
            }
            return .token("access-\(index)", refresh: "refresh")
        }
    }

    @Test func aForgetDuringARefreshLeavesNoTokenInMemory() async throws {
        let gate = ExchangeGate(holding: [1])
        let harness = Harness(Self.transport(gate))
        let grants = ScriptedGrantProvider(.password(username: "u", password: "p"))
        let provider = try harness.provider(grants)
        let first = try await provider.accessToken()
        let refresh = Task { try await provider.accessTokenDidFail(rejected: first) }
        await gate.arrival(of: 1)

        await provider.forget()
        gate.release(1)

        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await refresh.value }
        #expect(await provider.tokens == nil, "the set the abandoned refresh obtained is not kept in memory")
        #expect(try await harness.store.load(for: harness.tokenKey) == nil)
        // The next caller signs in anew (the newest exchange's token) instead of getting the abandoned refresh's.
        let next = try await provider.accessToken()
        #expect(next.value == "access-\(harness.transport.requests.count - 1)")
        #expect(grants.callCount == 2)
    }

    @available(macOS 26.0, iOS 26.0, *)  // Task.immediate needs the Swift 6.2 runtime there; Linux runs it always.
    @Test func anExchangeAbandonedByForgetDoesNotEndTheOneStartedAfterIt() async throws {
        let gate = ExchangeGate(holding: [0, 1])
        let harness = Harness(Self.transport(gate))
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let abandoned = Task { try await provider.accessToken() }
        await gate.arrival(of: 0)
        await provider.forget()
        let second = Task { try await provider.accessToken() }
        await gate.arrival(of: 1)

        gate.release(0)
        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await abandoned.value }
        // Once the abandoned exchange has ended, a third caller joins the second one.
        let third = await Self.askNow(provider)
        gate.release(1)

        #expect(try await second.value.value == "access-1")
        #expect(try await third.value.value == "access-1")
        #expect(harness.transport.requests(to: "/oauth_token.do").count == 2)
    }

    @available(macOS 26.0, iOS 26.0, *)  // Task.immediate needs the Swift 6.2 runtime there; Linux runs it always.
    @Test func aCallerWhoJoinedAFailedRefreshAheadAsksAsUsual() async throws {
        let gate = ExchangeGate(holding: [1])
        let harness = Harness(Self.transport(gate, refusesRefresh: true))
        let redirect = URL(string: "http://127.0.0.1:1/cb")!
        // An interactive provider: only a caller who needs a token now may ask it.
        let grants = ScriptedGrantProvider(.authorizationCode(code: "code", redirectUri: redirect, codeVerifier: "v"))
        let provider = try harness.provider(grants)
        _ = try await provider.accessToken()
        let ahead = Task { try await provider.accessToken(validUntil: harness.time.date.addingTimeInterval(3600)) }
        await gate.arrival(of: 1)

        let foreground = await Self.askNow(provider)
        gate.release(1)

        await #expect(throws: NowAuthorizationError.signInRequired(.interactionNeeded)) { try await ahead.value }
        #expect(
            try await foreground.value.value == "access-2", "the foreground caller is not failed by the refresh ahead")
        #expect(grants.callCount == 2)
    }

    @Test func aSetARefreshAbandonedByForgetObtainedIsRevoked() async throws {
        let gate = ExchangeGate(holding: [1])
        let harness = Harness(Self.rotatingTransport(gate))
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let first = try await provider.accessToken()
        let refresh = Task { try await provider.accessTokenDidFail(rejected: first) }
        await gate.arrival(of: 1)

        await provider.forget()
        gate.release(1)

        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await refresh.value }
        // The rotated refresh token the instance minted would stay valid until it expires: it is revoked.
        #expect(Self.revoked(harness.transport) == ["refresh_token:refresh-1", "access_token:access-1"])
    }

    @Test func aSetAGrantExchangeAbandonedByForgetObtainedIsRevoked() async throws {
        let gate = ExchangeGate(holding: [0])
        let harness = Harness(Self.rotatingTransport(gate))
        let provider = try harness.provider(ScriptedGrantProvider(.password(username: "u", password: "p")))
        let abandoned = Task { try await provider.accessToken() }
        await gate.arrival(of: 0)

        await provider.forget()
        gate.release(0)

        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await abandoned.value }
        #expect(Self.revoked(harness.transport) == ["refresh_token:refresh-0", "access_token:access-0"])
        #expect(try await harness.store.load(for: harness.tokenKey) == nil)
    }

    /// A transport whose token requests the gate may hold and answer `access-<index>` with `refresh-<index>`;
    /// revocations are accepted.
    static func rotatingTransport(_ gate: ExchangeGate) -> ScriptedTransport {
        ScriptedTransport { request, index in
            if request.url.path == "/oauth_revoke_token.do" { return NowHTTPResponse(statusCode: 200, body: Data()) }
            await gate.pass(index)
            return .token("access-\(index)", refresh: "refresh-\(index)")
        }
    }

    /// The revocations `transport` received, as `hint:token`, in order.
    static func revoked(_ transport: ScriptedTransport) -> [String] {
        transport.requests.filter { $0.url.path == "/oauth_revoke_token.do" }.map {
            "\($0.formFields["token_type_hint"] ?? "?"):\($0.formFields["token"] ?? "?")"
        }
    }

    /// Calls `accessToken()` on the provider's executor and returns once the call waits for the exchange it
    /// joined or started, so that the test knows which exchange was running when it asked.
    @available(macOS 26.0, iOS 26.0, *)  // Task.immediate needs the Swift 6.2 runtime there; Linux runs it always.
    static func askNow(_ provider: isolated NowTokenProvider) -> Task<AccessToken, any Error> {
        Task.immediate { try await provider.accessToken() }
    }
}
