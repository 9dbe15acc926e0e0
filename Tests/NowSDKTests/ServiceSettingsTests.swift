import Foundation
import NowSDK
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServiceSettingsTests {
    private static let enabledBody =
        #"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":true}}}}"#

    private func settingsTransport(_ answer: @escaping @Sendable (NowHTTPRequest) throws -> NowHTTPResponse)
        -> ScriptedTransport
    {
        ScriptedTransport { request, _ in
            request.url.path == "/oauth_token.do" ? .token("access") : try answer(request)
        }
    }

    private func settings(_ transport: ScriptedTransport, service: TestService = TestService()) async throws
        -> NowServiceSettings
    {
        try await Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt"))).requestSettings(
            for: service)
    }

    @Test func settingsAreFetchedWithTheBearerTokenAndTheBundleId() async throws {
        let transport = settingsTransport { _ in .json(Self.enabledBody) }
        let settings = try await settings(transport)
        #expect(settings == NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: true))
        let request = try #require(
            transport.requests(to: "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests").first)
        #expect(request.method == "GET")
        #expect(request.headers["Authorization"] == "Bearer access")
        #expect(request.url.query == nil)
    }

    @Test func settingsAreCachedUntilRefreshed() async throws {
        let transport = settingsTransport { _ in .json(Self.enabledBody) }
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        _ = try await core.requestSettings(for: TestService())
        _ = try await core.requestSettings(for: TestService())
        #expect(transport.requests(to: "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests").count == 1)
        _ = try await core.refreshSettings(for: TestService())
        #expect(transport.requests(to: "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests").count == 2)
    }

    @Test func theBareShapeOfTheVendorsGuideIsAcceptedToo() async throws {
        let bare = #"{"platformVersion":"utah","enabled":true,"sdk":{"web":{"enabled":true}}}"#
        let settings = try await settings(settingsTransport { _ in .json(bare) })
        #expect(settings == NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false))
    }

    @Test func missingWebSectionMeansTheWebServiceIsOff() async throws {
        let settings = try await settings(settingsTransport { _ in .json(#"{"result":{"enabled":true}}"#) })
        #expect(settings == NowServiceSettings(enabled: true, webEnabled: false, allowGuestAccess: false))
    }

    @Test func refusedTokenIsReplacedOnceAndTheRequestRetried() async throws {
        let transport = ScriptedTransport { request, index in
            if request.url.path == "/oauth_token.do" { return .token("access-\(index)") }
            return request.headers["Authorization"] == "Bearer access-0"
                ? NowHTTPResponse(statusCode: 401) : .json(Self.enabledBody)
        }
        _ = try await settings(transport)
        #expect(transport.requests(to: "/oauth_token.do").count == 2)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let answer: @Sendable (NowHTTPRequest) throws -> NowHTTPResponse
        let expected: NowServiceError.Kind
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "SDK disabled", answer: { _ in .json(#"{"result":{"enabled":false}}"#) }, expected: .disabled),
        Failure(name: "not JSON", answer: { _ in .json("<html>") }, expected: .invalid),
        Failure(
            name: "wrong types", answer: { _ in .json(#"{"result":{"enabled":"yes"}}"#) },
            expected: .invalid),
        Failure(name: "no enabled", answer: { _ in .json(#"{"sdk":{}}"#) }, expected: .invalid),
        Failure(
            name: "unknown bundle id", answer: { _ in .json(#"{"error":{}}"#, status: 404) },
            expected: .notFound),
        Failure(
            name: "server error", answer: { _ in NowHTTPResponse(statusCode: 500) },
            expected: .retrievalFailed),
        Failure(
            name: "token refused twice", answer: { _ in NowHTTPResponse(statusCode: 401) },
            expected: .retrievalFailed),
        Failure(
            name: "network", answer: { _ in throw URLError(.cannotConnectToHost) },
            expected: .retrievalFailed),
    ]

    @Test(arguments: failures) func settingsFailureMapsToTheVendorCase(_ failure: Failure) async throws {
        let error = await #expect(throws: NowServiceError.self) {
            try await settings(settingsTransport(failure.answer))
        }
        #expect(error?.kind == failure.expected)
    }

    /// A settings answer with an error status, and the reason and class its failure carries.
    struct Classified: Sendable, CustomTestStringConvertible {
        let name: String
        let answer: @Sendable (NowHTTPRequest) throws -> NowHTTPResponse
        let reason: NowAuthorizationError
        let failureClass: NowFailureClass
        var testDescription: String { name }
    }

    static let classified: [Classified] = [
        Classified(
            name: "503", answer: { _ in NowHTTPResponse(statusCode: 503) },
            reason: .temporarilyUnavailable(.rateLimited(status: 503, retryAfter: nil)),
            failureClass: .transient(retryAfter: nil)),
        Classified(
            name: "429 with Retry-After",
            answer: { _ in NowHTTPResponse(statusCode: 429, headers: ["Retry-After": "30"]) },
            reason: .temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 30)),
            failureClass: .transient(retryAfter: 30)),
        Classified(
            name: "500", answer: { _ in NowHTTPResponse(statusCode: 500) },
            reason: .temporarilyUnavailable(.serverError(status: 500)), failureClass: .transient(retryAfter: nil)),
        Classified(
            name: "token refused twice", answer: { _ in NowHTTPResponse(statusCode: 401) },
            reason: .signInRequired(.requestRejected(status: 401, code: nil)), failureClass: .signInNeeded),
        Classified(
            name: "timeout", answer: { _ in throw URLError(.timedOut) },
            reason: .temporarilyUnavailable(.timeout), failureClass: .transient(retryAfter: nil)),
    ]

    @Test(arguments: classified) func aFailedSettingsAnswerCarriesItsReasonAndClass(_ case: Classified) async {
        let error = await #expect(throws: NowServiceError.self) { try await settings(settingsTransport(`case`.answer)) }
        #expect(error == .serviceSettingsRetrievalFailed(`case`.reason))
        #expect(error?.failureClass == `case`.failureClass)
    }

    @Test func tokenFailureMapsToRetrievalFailed() async throws {
        let transport = ScriptedTransport(responses: [.oauthError("invalid_grant")])
        await #expect(throws: NowServiceError.serviceSettingsRetrievalFailed(.signInRequired(.invalidGrant))) {
            try await settings(transport)
        }
    }

    @Test func invalidServiceConfigurationIsRejectedBeforeAnyRequest() async throws {
        let transport = settingsTransport { _ in .json(Self.enabledBody) }
        for configuration in [
            NowServiceConfiguration(instanceUrl: URL(string: "ftp://example.com")!, appBundleId: "a.b"),
            NowServiceConfiguration(instanceUrl: URL(string: "/relative")!, appBundleId: "a.b"),
            NowServiceConfiguration(instanceUrl: Harness.instanceUrl, appBundleId: ""),
        ] {
            await #expect(throws: NowServiceError.serviceConfigurationInvalid) {
                try await settings(transport, service: TestService(configuration: configuration))
            }
        }
        #expect(transport.requests.isEmpty)
    }
}
