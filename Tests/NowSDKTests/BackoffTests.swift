import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct BackoffTests {
    @Test func transientFailuresRecoverAfterBackoffOnTheTestClock() async throws {
        let transport = ScriptedTransport(responses: [
            NowHTTPResponse(statusCode: 503, headers: ["Retry-After": "2"]),
            NowHTTPResponse(statusCode: 500),
            .token("recovered"),
        ])
        let harness = Harness(transport)
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let request = Task { try await provider.accessToken() }

        #expect(try await harness.clock.nextSleep() == .seconds(2))
        #expect(transport.requests.count == 1)
        harness.clock.advance(by: .seconds(2))
        #expect(try await harness.clock.nextSleep() == .seconds(1))
        #expect(transport.requests.count == 2)
        harness.clock.advance(by: .seconds(1))

        #expect(try await request.value.value == "recovered")
        #expect(transport.requests.count == 3)
    }

    @Test func exhaustedRetriesReportTheTransientErrorAndKeepTheTokens() async throws {
        let transport = ScriptedTransport { _, _ in throw URLError(.notConnectedToInternet) }
        var harness = Harness(transport)
        harness.policy.maxRetries = 2
        let store = NowInMemoryTokenStore()
        harness.store = store
        let kept = NowTokenSet(accessToken: nil, refreshToken: "keep-me")
        try await store.save(kept, for: harness.tokenKey)
        let provider = try harness.provider(ScriptedGrantProvider(.guest))
        let request = Task { try await provider.accessToken() }

        #expect(try await harness.clock.nextSleep() == .milliseconds(500))
        harness.clock.advance(by: .milliseconds(500))
        #expect(try await harness.clock.nextSleep() == .seconds(1))
        harness.clock.advance(by: .seconds(1))

        await #expect(throws: NowAuthorizationError.temporarilyUnavailable(.network)) { try await request.value }
        #expect(transport.requests.count == 3)
        #expect(try await store.load(for: harness.tokenKey) == kept)
    }

    @Test func backoffDoublesUpToTheCap() async throws {
        let transport = ScriptedTransport { _, index in
            index < 5 ? NowHTTPResponse(statusCode: 502) : .token("finally")
        }
        var harness = Harness(transport)
        harness.policy.maxRetries = 5
        harness.policy.maxBackoff = .seconds(3)
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let request = Task { try await provider.accessToken() }
        var delays: [Duration] = []
        for _ in 0..<5 {
            let delay = try await harness.clock.nextSleep()
            delays.append(delay)
            harness.clock.advance(by: delay)
        }
        #expect(try await request.value.value == "finally")
        #expect(delays == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test func retryAfterBeyondTheLimitIsNotWaitedFor() async throws {
        let transport = ScriptedTransport(responses: [
            NowHTTPResponse(statusCode: 429, headers: ["Retry-After": "3600"])
        ])
        let provider = try Harness(transport).provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        await #expect(throws: NowAuthorizationError.temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 3600)))
        {
            try await provider.accessToken()
        }
        #expect(transport.requests.count == 1)
    }

    @Test func terminalFailuresAreNeverRetried() async throws {
        let transport = ScriptedTransport(responses: [.oauthError("invalid_client", status: 401)])
        let provider = try Harness(transport).provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        await #expect(throws: NowAuthorizationError.signInRequired(.invalidClient)) { try await provider.accessToken() }
        #expect(transport.requests.count == 1)
    }
}
