import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// `NowSDK.logout()` returns at once and finishes in the background; a web service made and a first load started
/// right after it wait until it is done, and never carry the logged-out user's token.
@MainActor
@Suite struct SyncLogoutTests {
    /// The process's SDK, configured to sign the emulator's first user in with the password grant.
    private static func configureSDK(on instance: InstanceEmulator) throws {
        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(
                username: WebTestHarness.user, password: WebTestHarness.password),
            logLevel: .none)
        sdk.oauthClient = NowOAuthClient(
            clientId: OAuthClient.confidential.id, clientSecret: OAuthClient.confidential.secret)
        sdk.tokenStore = NowInMemoryTokenStore()
        sdk.clock = instance.clock
        try NowSDK.configure(with: sdk)
    }

    /// The logout covers the configured core and the one it replaced, in that order: the replaced core's instance
    /// is closed to token requests only once the configured core's tokens are revoked (slowly here), so that only
    /// the wait for the whole logout keeps a first load on the replaced core from the token it still holds.
    @Test func aServiceAndAFirstLoadRightAfterTheSyncLogoutCarryNoTokenOfTheOldUser() async throws {
        // NowSDKTests configures and logs out the same process-wide SDK.
        try await ProcessWideSDK.exclusively {
            try await withInstanceEmulator { instance in
                var options = NowWebService.Options(makeEngine: NowWebHeadless.engineFactory)
                options.clock = NowClock(now: instance.clock.now, timer: options.clock.timer)
                try Self.configureSDK(on: instance)
                let service = try await NowWeb.makeWebService(instanceUrl: instance.baseURL, options: options)
                let (shown, _, shownActivity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
                shown.loadPage()
                try await shownActivity.finished()
                let (notLoaded, notLoadedDelegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
                // A configuration made again (the app's next launch of its sign-in, say) replaces that core; it signs in
                // for its own service.
                try Self.configureSDK(on: instance)
                _ = try await NowWeb.makeWebService(instanceUrl: instance.baseURL, options: options)
                instance.updateFaults { $0.latency = .milliseconds(300) }
                let loggedBefore = instance.requestLog.count

                // The form that returns at once (an async context picks the async form of a bare call); nothing is
                // awaited between it and the first load of a controller of the old user's service, and the start of
                // the next service.
                let logoutReturningAtOnce: () -> Void = NowSDK.logout
                logoutReturningAtOnce()
                notLoaded.loadPage()
                let next = try await NowWeb.makeWebService(instanceUrl: instance.baseURL, options: options)
                let (fresh, _, freshActivity) = try WebTestHarness.open("/now/nav/ui/home", on: next)
                fresh.loadPage()
                try await freshActivity.finished()
                if notLoadedDelegate.failures.isEmpty { _ = await notLoadedDelegate.nextFailure() }
                let afterLogout = Array(instance.requestLog.dropFirst(loggedBefore))
                instance.updateFaults { $0.latency = .zero }
                // The next user's tokens go too, so that no later suite of this process finds them.
                await NowSDK.logout()

                // The old tokens were revoked before any request after the logout carried a bearer token, and the
                // instance took each of those as signed in: none of them was an old token, which it no longer knew.
                let paths = afterLogout.map(\.path)
                let lastRevocation = try #require(paths.lastIndex(of: "/oauth_revoke_token.do"), "\(paths)")
                let bearers = afterLogout.indices.filter { afterLogout[$0].hasBearerToken }
                #expect(!bearers.isEmpty, "the next service and its page carried a token: \(paths)")
                #expect(
                    bearers.allSatisfy { $0 > lastRevocation }, "no bearer before the old tokens were revoked: \(paths)"
                )
                let grants = afterLogout.indices.filter {
                    paths[$0] == "/oauth_token.do" && afterLogout[$0].status == 200
                }
                #expect(
                    grants.contains { $0 > lastRevocation && $0 < (bearers.first ?? 0) },
                    "a fresh token was granted after the revocations and before the first bearer: \(paths)")
                for index in bearers {
                    #expect(afterLogout[index].status == 200, "\(paths[index]) was taken as signed in")
                }
                #expect(fresh.currentURL?.path == "/now/nav/ui/home")
                // The old service's controller waited for the logout, which closed its service.
                #expect(notLoadedDelegate.failures == [.serviceClosed], "\(notLoadedDelegate.failures)")
            }
        }
    }
}
