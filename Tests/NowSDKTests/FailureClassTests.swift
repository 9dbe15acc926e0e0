import Foundation
import NowSDK
import Testing

/// What an app does about each failure: every case of ``NowAuthorizationError`` and ``NowServiceError`` falls in one
/// ``NowFailureClass``.
@Suite struct FailureClassTests {
    static let exchange = NowSettingsExchange(request: "GET /settings", answer: "HTTP 404", appBundleId: "app")

    static let authorization: [(NowAuthorizationError, NowFailureClass)] = [
        (.signInRequired(.invalidGrant), .signInNeeded),
        (.signInRequired(.providerReturnedNothing), .signInNeeded),
        (.signInRequired(.authorizationNotCompleted), .signInNeeded),
        (.signInRequired(.refreshTokenRevoked), .signInNeeded),
        (.signInRequired(.loggedOut), .signInNeeded),
        (.signInRequired(.invalidClient), .instanceNotSetUp),
        (.signInRequired(.unauthorizedClient), .instanceNotSetUp),
        (.temporarilyUnavailable(.network), .transient(retryAfter: nil)),
        (.temporarilyUnavailable(.timeout), .transient(retryAfter: nil)),
        (.temporarilyUnavailable(.serverError(status: 502)), .transient(retryAfter: nil)),
        (.temporarilyUnavailable(.rateLimited(status: 429, retryAfter: 9)), .transient(retryAfter: 9)),
        (.temporarilyUnavailable(.rateLimited(status: 503, retryAfter: nil)), .transient(retryAfter: nil)),
        (.temporarilyUnavailable(.unexpectedResponse(status: 302)), .transient(retryAfter: nil)),
        (.refreshBudgetExhausted(exchanges: 5, window: 60), .transient(retryAfter: nil)),
        (.invalidTokenResponse("no access_token"), .instanceNotSetUp),
        (.guestUser, .signInNeeded),
        (.tokenStore(.corrupt(keptAsideAt: "/tmp/x")), .signInNeeded),
        (.tokenStore(.unreadable(keptAsideAt: nil)), .signInNeeded),
        (.tokenStore(.writeFailed(code: 28)), .transient(retryAfter: nil)),
        (.redirectListenerFailed(code: 98), .transient(retryAfter: nil)),
        (.insecureInstanceUrl, .instanceNotSetUp),
    ]

    @Test func everyAuthorizationFailureHasItsClass() {
        for (error, expected) in Self.authorization {
            #expect(error.failureClass == expected, "\(error)")
            #expect(
                NowServiceError.serviceSettingsRetrievalFailed(error).failureClass == expected,
                "a failed settings fetch takes its reason's class: \(error)")
        }
    }

    @Test func theVendorsOtherCasesHaveTheirClass() {
        #expect(NowServiceError.sdkNotConfigured.failureClass == .sdkNotConfigured)
        #expect(NowServiceError.serviceConfigurationInvalid.failureClass == .instanceNotSetUp)
        #expect(NowServiceError.serviceDisabled.failureClass == .instanceNotSetUp)
        #expect(NowServiceError.serviceSettingsInvalid(Self.exchange).failureClass == .instanceNotSetUp)
        #expect(NowServiceError.serviceSettingsNotFound(Self.exchange).failureClass == .instanceNotSetUp)
    }
}
