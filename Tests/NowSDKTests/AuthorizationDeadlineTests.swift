import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct AuthorizationDeadlineTests {
    /// The app's provider that never calls its completion handler.
    private struct Silent: NowSDKAuthorizationProviding {
        func requestAuthorization(
            for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
        ) {}
    }

    private func core(_ clock: ManualClock) throws -> NowCoreService {
        var configuration = NowSDKConfiguration(
            authorizationProvider: Silent(), permissionDelegate: nil, logLevel: .none)
        configuration.clock = .manual(clock)
        configuration.tokenStore = NowInMemoryTokenStore()
        configuration.tokenPolicy.authorizationTimeout = .seconds(30)
        return try NowCoreService(configuration: configuration)
    }

    @Test func providerThatNeverAnswersEndsInAClearErrorAtTheDeadline() async throws {
        let clock = ManualClock()
        let core = try core(clock)
        let request = Task { try await core.requestAccessToken(for: TestService()) }
        #expect(try await clock.nextSleep() == .seconds(30))
        clock.advance(by: .seconds(30))
        await #expect(throws: NowAuthorizationError.signInRequired(.authorizationNotCompleted)) {
            try await request.value
        }
    }

    @Test func logoutWhileTheProviderHangsReleasesTheWaitingCallers() async throws {
        let clock = ManualClock()
        let core = try core(clock)
        let request = Task { try await core.requestAccessToken(for: TestService()) }
        #expect(try await clock.nextSleep() == .seconds(30))
        await core.logout()
        await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await request.value }
    }
}
