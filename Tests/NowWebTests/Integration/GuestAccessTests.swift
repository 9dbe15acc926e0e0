import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// A guest (the host app returns a `.guest` token) on the headless engine and the instance emulator: public
/// pages load without a bearer, a protected page's login answer is never recovered.
@Suite @MainActor struct GuestAccessTests {
    private struct Guest: NowSDKAuthorizationProviding {
        func requestAuthorization(
            for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
        ) {
            completion([AuthorizationToken(type: .guest, token: "")])
        }
    }

    private static var configuration: InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        configuration.allowGuestAccess = true
        configuration.publicPages = ["/kb_view.do"]
        return configuration
    }

    private func guestService(_ instance: InstanceEmulator) async throws -> NowWebService {
        var sdk = NowSDKConfiguration(authorizationProvider: Guest(), permissionDelegate: nil, logLevel: .none)
        sdk.appBundleId = "dev.nowweb.app"
        sdk.tokenStore = NowInMemoryTokenStore()
        sdk.clock = instance.clock
        return try await WebTestHarness.makeService(instance, core: try NowCoreService(configuration: sdk))
    }

    @Test func aGuestSeesAPublicPageWithoutABearer() async throws {
        try await withInstanceEmulator(Self.configuration) { instance in
            let service = try await guestService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/kb_view.do", on: service)
            controller.loadPage()
            let finished = try await activity.finished()

            #expect(finished.path == "/kb_view.do")
            let page = instance.requestLog.first { $0.path == "/kb_view.do" }
            #expect(page?.status == 200)
            #expect(instance.requestLog.allSatisfy { !$0.hasAuthorization })
            #expect(instance.requestLog.allSatisfy { $0.setCookieNames.isEmpty }, "no session was started")
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.isEmpty)
            #expect(delegate.errors.isEmpty)
        }
    }

    @Test func aGuestOnAProtectedPageIsToldToSignInAndNothingIsRecovered() async throws {
        try await withInstanceEmulator(Self.configuration) { instance in
            let service = try await guestService(instance)
            let (controller, _, activity) = try WebTestHarness.open("/incident_list.do", on: service)
            controller.loadPage()
            let failure = try await activity.failed()

            #expect(failure == .signInRequired)
            let pages = instance.requestLog.filter { $0.path == "/incident_list.do" }
            #expect(pages.map(\.status) == [302], "asked once, never replayed")
            #expect(instance.requestLog.allSatisfy { !$0.hasAuthorization })
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.isEmpty)
        }
    }

    @Test func withoutGuestAccessInTheSettingsAGuestGetsNoWebService() async throws {
        var configuration = Self.configuration
        configuration.allowGuestAccess = false
        try await withInstanceEmulator(configuration) { instance in
            _ = await #expect(throws: NowServiceError.serviceDisabled) {
                _ = try await guestService(instance)
            }
        }
    }
}
