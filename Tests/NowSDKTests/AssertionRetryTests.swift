import Foundation
import NowSDK
import NowWebTesting
import Testing

/// A JWT assertion is exchanged once: an instance verifies its `jti`, so a retry after a transient failure
/// asks the host for a new assertion, while other grants are sent again as they are.
@Suite struct AssertionRetryTests {
    @Test func aRetryAfterATransientFailureSendsANewAssertion() async throws {
        let transport = ScriptedTransport(responses: [
            NowHTTPResponse(statusCode: 503, headers: ["Retry-After": "1"]),
            NowHTTPResponse(statusCode: 500),
            .token("recovered"),
        ])
        let harness = Harness(transport)
        let grants = ScriptedGrantProvider { index in .jwtBearer(assertion: "jwt-\(index)") }
        let provider = try harness.provider(grants)
        let request = Task { try await provider.accessToken() }

        _ = try await harness.clock.nextSleep()
        harness.clock.advance(by: .seconds(1))
        _ = try await harness.clock.nextSleep()
        harness.clock.advance(by: .seconds(1))

        #expect(try await request.value.value == "recovered")
        #expect(transport.requests.map { $0.formFields["assertion"] } == ["jwt-0", "jwt-1", "jwt-2"])
        #expect(grants.callCount == 3)
    }

    @Test func aPasswordGrantIsRetriedAsItIs() async throws {
        let transport = ScriptedTransport(responses: [NowHTTPResponse(statusCode: 500), .token("recovered")])
        let harness = Harness(transport)
        let grants = ScriptedGrantProvider { index in .password(username: "u", password: "p-\(index)") }
        let provider = try harness.provider(grants)
        let request = Task { try await provider.accessToken() }

        _ = try await harness.clock.nextSleep()
        harness.clock.advance(by: .seconds(1))

        #expect(try await request.value.value == "recovered")
        #expect(transport.requests.map { $0.formFields["password"] } == ["p-0", "p-0"])
        #expect(grants.callCount == 1)
    }
}
