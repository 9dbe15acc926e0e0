import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct RefreshFailureTests {
    /// A transport that hands out `access-0` and then answers every exchange with `failure`.
    private static func failingAfterFirstToken(_ failure: NowHTTPResponse) -> ScriptedTransport {
        ScriptedTransport { _, index in index == 0 ? .token("access-0") : failure }
    }

    /// A provider whose token `access-0` was rejected and whose refresh failed with `invalid_grant`; later
    /// exchanges hand out `access-<n>`.
    private func refreshFailedOnce() async throws -> (
        NowTokenProvider, AccessToken, ScriptedTransport, ScriptedGrantProvider
    ) {
        let transport = ScriptedTransport { _, index in
            index == 1 ? .oauthError("invalid_grant") : .token("access-\(index)")
        }
        let grants = ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))
        let provider = try Harness(transport).provider(grants)
        let rejected = try await provider.accessToken()
        await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
            try await provider.accessTokenDidFail(rejected: rejected)
        }
        return (provider, rejected, transport, grants)
    }

    @Test func lateReportsOfTheSameRejectedTokenGetTheFailureWithoutAnExchange() async throws {
        let transport = Self.failingAfterFirstToken(.oauthError("invalid_grant"))
        let grants = ScriptedGrantProvider { index in .jwtBearer(assertion: "jwt-\(index)") }
        let provider = try Harness(transport).provider(grants)
        let rejected = try await provider.accessToken()

        for _ in 0..<5 {
            await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
                try await provider.accessTokenDidFail(rejected: rejected)
            }
        }

        #expect(transport.requests.count == 2)
        #expect(grants.callCount == 2)
    }

    @Test func concurrentReportsShareOneFailedExchangeAndLaterOnesStartNone() async throws {
        let transport = Self.failingAfterFirstToken(.oauthError("invalid_grant"))
        let provider = try Harness(transport).provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let rejected = try await provider.accessToken()

        for _ in 0..<2 {
            let failures = await withTaskGroup(of: NowAuthorizationError?.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        do {
                            _ = try await provider.accessTokenDidFail(rejected: rejected)
                            return nil
                        } catch {
                            return error as? NowAuthorizationError
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(failures == Array(repeating: .signInRequired(.invalidGrant), count: 50))
        }

        #expect(transport.requests.count == 2)
    }

    @Test func askingAfreshStartsANewExchangeAndItsTokenEndsTheFailure() async throws {
        let (provider, rejected, transport, _) = try await refreshFailedOnce()

        let fresh = try await provider.accessToken()

        #expect(fresh.value == "access-2")
        #expect(try await provider.accessTokenDidFail(rejected: rejected) == fresh)
        #expect(try await provider.accessTokenDidFail(rejected: fresh).value == "access-3")
        #expect(transport.requests.count == 4)
    }

    @Test func aTransientFailureIsRememberedUntilTheLongestBackoffEnds() async throws {
        let transport = ScriptedTransport { _, index in
            index == 1 ? NowHTTPResponse(statusCode: 502) : .token("access-\(index)")
        }
        var harness = Harness(transport)
        harness.policy.maxRetries = 0
        harness.policy.maxBackoff = .seconds(8)
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let rejected = try await provider.accessToken()
        await #expect(throws: NowAuthorizationError.temporarilyUnavailable(.serverError(status: 502))) {
            try await provider.accessTokenDidFail(rejected: rejected)
        }

        harness.time.advance(by: 7.9)
        await #expect(throws: NowAuthorizationError.temporarilyUnavailable(.serverError(status: 502))) {
            try await provider.accessTokenDidFail(rejected: rejected)
        }
        #expect(transport.requests.count == 2)

        harness.time.advance(by: 0.1)
        #expect(try await provider.accessTokenDidFail(rejected: rejected).value == "access-2")
        #expect(transport.requests.count == 3)
    }

    @Test func aLongerRetryAfterKeepsTheFailureUntilItEnds() async throws {
        let transport = ScriptedTransport { _, index in
            index == 1 ? NowHTTPResponse(statusCode: 429, headers: ["Retry-After": "30"]) : .token("access-\(index)")
        }
        var harness = Harness(transport)
        harness.policy.maxRetries = 0
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let rejected = try await provider.accessToken()
        let limited = NowAuthorizationError.temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 30))
        await #expect(throws: limited) { try await provider.accessTokenDidFail(rejected: rejected) }

        harness.time.advance(by: 29)
        await #expect(throws: limited) { try await provider.accessTokenDidFail(rejected: rejected) }
        harness.time.advance(by: 1)

        #expect(try await provider.accessTokenDidFail(rejected: rejected).value == "access-2")
        #expect(transport.requests.count == 3)
    }

    @Test func forgetEndsTheRememberedFailure() async throws {
        let (provider, rejected, _, grants) = try await refreshFailedOnce()

        await provider.forget()

        #expect(try await provider.accessTokenDidFail(rejected: rejected).value == "access-2")
        #expect(grants.callCount == 3)
    }

    @Test func aReportOfAnotherTokenIsNotAnsweredWithTheFailure() async throws {
        let (provider, _, _, _) = try await refreshFailedOnce()

        let other = AccessToken(value: "from-elsewhere", expiresAt: nil)

        #expect(try await provider.accessTokenDidFail(rejected: other).value == "access-2")
    }
}
