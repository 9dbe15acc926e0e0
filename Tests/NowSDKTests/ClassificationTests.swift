import Foundation
import NowSDK
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ClassificationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let response: NowHTTPResponse?
        let transportError: URLError?
        let grant: NowAuthorizationGrant
        let expected: NowAuthorizationError

        var testDescription: String { name }

        init(
            _ name: String, _ response: NowHTTPResponse, grant: NowAuthorizationGrant = .jwtBearer(assertion: "j"),
            _ expected: NowAuthorizationError
        ) {
            self.name = name
            self.response = response
            transportError = nil
            self.grant = grant
            self.expected = expected
        }

        init(_ name: String, _ error: URLError, _ expected: NowAuthorizationError) {
            self.name = name
            response = nil
            transportError = error
            grant = .jwtBearer(assertion: "j")
            self.expected = expected
        }
    }

    static let table: [Case] = [
        Case("invalid_grant on a JWT", .oauthError("invalid_grant"), .signInRequired(.invalidGrant)),
        Case(
            "invalid_grant on a password", .oauthError("invalid_grant"), grant: .password(username: "u", password: "p"),
            .signInRequired(.invalidGrant)),
        Case(
            "invalid_grant on a refresh token", .oauthError("invalid_grant"), grant: .refreshToken("r"),
            .signInRequired(.refreshTokenRevoked)),
        Case("invalid_client", .oauthError("invalid_client", status: 401), .signInRequired(.invalidClient)),
        Case("unauthorized_client", .oauthError("unauthorized_client"), .signInRequired(.unauthorizedClient)),
        Case(
            "invalid_request", .oauthError("invalid_request"),
            .signInRequired(.requestRejected(status: 400, code: "invalid_request"))),
        Case(
            "unsupported_grant_type", .oauthError("unsupported_grant_type"),
            .signInRequired(.requestRejected(status: 400, code: "unsupported_grant_type"))),
        Case(
            "invalid_scope", .oauthError("invalid_scope"),
            .signInRequired(.requestRejected(status: 400, code: "invalid_scope"))),
        Case(
            "401 with WWW-Authenticate, its body dropped by the transport",
            NowHTTPResponse(statusCode: 401, headers: ["WWW-Authenticate": "Basic realm=\"oauth\""]),
            .signInRequired(.invalidClient)),
        // The instance's wording of a refused grant: dead credentials, not an outage.
        Case(
            "401 server_error access_denied",
            .json(#"{"error":"server_error","error_description":"access_denied"}"#, status: 401),
            .signInRequired(.invalidGrant)),
        Case(
            "401 server_error access_denied for a refresh token",
            .json(#"{"error":"server_error","error_description":"access_denied"}"#, status: 401),
            grant: .refreshToken("r"), .signInRequired(.refreshTokenRevoked)),
        Case(
            "400 server_error access_denied is no sign-in answer",
            .json(#"{"error":"server_error","error_description":"access_denied"}"#, status: 400),
            .temporarilyUnavailable(.unexpectedResponse(status: 400))),
        // Answers that are not RFC 6749 §5.2 errors say nothing about the grant: the tokens are kept.
        Case(
            "401 without a body", NowHTTPResponse(statusCode: 401),
            .temporarilyUnavailable(.unexpectedResponse(status: 401))),
        Case(
            "400 with an HTML body", NowHTTPResponse(statusCode: 400, body: Data("<html>".utf8)),
            .temporarilyUnavailable(.unexpectedResponse(status: 400))),
        Case(
            "error code with odd characters", .json(#"{"error":"<script>"}"#, status: 400),
            .temporarilyUnavailable(.unexpectedResponse(status: 400))),
        Case(
            "302 from a hibernating instance",
            NowHTTPResponse(statusCode: 302, headers: ["Location": "https://developer.servicenow.com/hibernating"]),
            grant: .refreshToken("r"), .temporarilyUnavailable(.unexpectedResponse(status: 302))),
        Case(
            "HTML 403 from a proxy", NowHTTPResponse(statusCode: 403, body: Data("<html>Forbidden</html>".utf8)),
            grant: .refreshToken("r"), .temporarilyUnavailable(.unexpectedResponse(status: 403))),
        Case(
            "HTML 404 from a proxy", NowHTTPResponse(statusCode: 404, body: Data("<html>Not Found</html>".utf8)),
            grant: .refreshToken("r"), .temporarilyUnavailable(.unexpectedResponse(status: 404))),
        Case(
            "an OAuth code on a status OAuth does not use", .oauthError("invalid_grant", status: 403),
            grant: .refreshToken("r"), .temporarilyUnavailable(.unexpectedResponse(status: 403))),
        Case(
            "a JSON error that is not an OAuth code", .json(#"{"error":"Not Found"}"#, status: 400),
            grant: .refreshToken("r"), .temporarilyUnavailable(.unexpectedResponse(status: 400))),
        Case("500", NowHTTPResponse(statusCode: 500), .temporarilyUnavailable(.serverError(status: 500))),
        Case("502", NowHTTPResponse(statusCode: 502), .temporarilyUnavailable(.serverError(status: 502))),
        Case(
            "503 with Retry-After", NowHTTPResponse(statusCode: 503, headers: ["Retry-After": "7"]),
            .temporarilyUnavailable(.rateLimited(status: 503, retryAfter: 7))),
        Case(
            "429 without Retry-After", NowHTTPResponse(statusCode: 429),
            .temporarilyUnavailable(.rateLimited(status: 429, retryAfter: nil))),
        Case(
            "429 with an HTTP-date Retry-After",
            NowHTTPResponse(statusCode: 429, headers: ["Retry-After": "Fri, 15 Jan 2027 08:00:30 GMT"]),
            .temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 30))),
        // Before they were bounded, these trapped while the failure was logged.
        Case(
            "429 with the largest Int as Retry-After",
            NowHTTPResponse(statusCode: 429, headers: ["Retry-After": "9223372036854775807"]),
            .temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 365 * 86_400))),
        Case(
            "503 with a Retry-After no integer holds",
            NowHTTPResponse(statusCode: 503, headers: ["Retry-After": String(repeating: "9", count: 40)]),
            .temporarilyUnavailable(.rateLimited(status: 503, retryAfter: 365 * 86_400))),
        Case("408", NowHTTPResponse(statusCode: 408), .temporarilyUnavailable(.timeout)),
        Case(
            "temporarily_unavailable", .oauthError("temporarily_unavailable"),
            .temporarilyUnavailable(.serverError(status: 400))),
        Case("timeout", URLError(.timedOut), .temporarilyUnavailable(.timeout)),
        Case("offline", URLError(.notConnectedToInternet), .temporarilyUnavailable(.network)),
        Case("connection lost", URLError(.networkConnectionLost), .temporarilyUnavailable(.network)),
        Case("host not found", URLError(.cannotFindHost), .temporarilyUnavailable(.network)),
    ]

    @Test(arguments: table) func failureIsClassified(_ testCase: Case) async throws {
        let transport = ScriptedTransport { _, _ in
            if let error = testCase.transportError { throw error }
            return testCase.response!
        }
        var harness = Harness(transport)
        harness.policy.maxRetries = 0
        // The test time starts at Fri, 15 Jan 2027 08:00:00 GMT, 30 s before the HTTP-date case's Retry-After.
        let provider = try harness.provider(ScriptedGrantProvider(testCase.grant))
        await #expect(throws: testCase.expected) { try await provider.accessToken() }
        #expect(testCase.expected.requiresSignIn != testCase.expected.isTransient)
    }

    @Test(arguments: [
        NowHTTPResponse(statusCode: 302, headers: ["Location": "https://developer.servicenow.com/hibernating"]),
        NowHTTPResponse(statusCode: 403, body: Data("<html>Forbidden</html>".utf8)),
        NowHTTPResponse(statusCode: 404, body: Data("<html>Not Found</html>".utf8)),
    ])
    func answersThatAreNotOAuthErrorsKeepTheRefreshToken(_ answer: NowHTTPResponse) async throws {
        let transport = ScriptedTransport { _, _ in answer }
        var harness = Harness(transport)
        harness.policy.maxRetries = 0
        let store = NowInMemoryTokenStore()
        harness.store = store
        try await store.save(NowTokenSet(accessToken: nil, refreshToken: "still-good"), for: harness.tokenKey)
        let provider = try harness.provider(ScriptedGrantProvider(.refreshToken("still-good")))
        await #expect(
            throws: NowAuthorizationError.temporarilyUnavailable(.unexpectedResponse(status: answer.statusCode))
        ) {
            try await provider.accessToken()
        }
        #expect(try await store.load(for: harness.tokenKey)?.refreshToken == "still-good")
    }

    @Test func terminalErrorsSayToSignInAgain() {
        let reasons: [NowAuthorizationError.SignInReason] = [
            .invalidGrant, .invalidClient, .unauthorizedClient, .refreshTokenRevoked, .providerReturnedNothing,
            .requestRejected(status: 400, code: "invalid_request"), .authorizationDenied,
            .authorizationResponseInvalid, .authorizationNotCompleted, .loggedOut,
        ]
        for reason in reasons {
            let error = NowAuthorizationError.signInRequired(reason)
            #expect(error.requiresSignIn)
            #expect(!error.isTransient)
            #expect(error.localizedDescription.contains("sign in again"))
        }
    }

    @Test func transientErrorsSayTheTokensAreKeptAndToRetryLater() {
        let reasons: [NowAuthorizationError.TransientReason] = [
            .network, .timeout, .serverError(status: 500), .rateLimited(status: 429, retryAfter: 1.5),
            .unexpectedResponse(status: 302),
        ]
        for reason in reasons {
            let error = NowAuthorizationError.temporarilyUnavailable(reason)
            #expect(error.isTransient)
            #expect(!error.requiresSignIn)
            #expect(error.localizedDescription.contains("kept the tokens; try again later"))
        }
        #expect(NowAuthorizationError.refreshBudgetExhausted(exchanges: 5, window: 60).isTransient)
    }

    @Test func providerThatReturnsNothingRequiresSignIn() async throws {
        struct Silent: NowSDKAuthorizationProviding {
            let tokens: [AuthorizationToken]?
            func requestAuthorization(
                for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
            ) { completion(tokens) }
        }
        for tokens in [nil, [], [AuthorizationToken(type: .jwt, token: "")]] as [[AuthorizationToken]?] {
            let transport = ScriptedTransport(responses: [.token("unused")])
            var configuration = Harness(transport).configuration(ScriptedGrantProvider(.guest))
            configuration = NowSDKConfiguration(
                authorizationProvider: Silent(tokens: tokens), permissionDelegate: nil, logLevel: .none)
            configuration.transport = transport
            configuration.tokenStore = NowInMemoryTokenStore()
            let provider = try NowCoreService(configuration: configuration).tokenProvider(for: Harness.instanceUrl)
            await #expect(throws: NowAuthorizationError.signInRequired(.providerReturnedNothing)) {
                try await provider.accessToken()
            }
            #expect(transport.requests.isEmpty)
        }
    }
}
