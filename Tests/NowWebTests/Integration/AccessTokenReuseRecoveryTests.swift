import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// The instance turns a valid access token away on its pages while its token endpoint keeps handing the same
/// token back as the current one: the renewal after the rejection must bring a different token, not end in a
/// login loop.
@Suite @MainActor struct AccessTokenReuseRecoveryTests {
    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    @Test(arguments: [InstanceEmulator.AccessTokenReuse.current, .currentExtended])
    func aRenewalThatGetsTheRefusedTokenBackRevokesItAndRecovers(
        reuse: InstanceEmulator.AccessTokenReuse
    ) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.accessTokenReuse = reuse
        try await withInstanceEmulator(configuration) { instance in
            let core = try WebTestHarness.makeCore(instance)
            let service = try await WebTestHarness.makeService(instance, core: core)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            let serviceKey = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let refused = try await core.requestAccessToken(for: serviceKey)
            instance.updateFaults { $0.bearersTurnedAway = [refused.value] }
            instance.expireAllSessions()
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let recovered = try await activity.next { if case .recovered = $0 { true } else { false } }
            let finished = try await activity.finished()

            #expect(recovered == .recovered(instance.baseURL.appending(path: "incident_list.do")))
            #expect(finished.path == "/incident_list.do")
            #expect(delegate.errors.isEmpty)
            let current = try await core.requestAccessToken(for: serviceKey)
            #expect(current.value != refused.value)
            let log = instance.requestLog
            #expect(log.filter { $0.path == "/oauth_revoke_token.do" }.count == 1)
            #expect(log.filter { $0.path == "/oauth_token.do" }.count == 2, "the refresh, then one after revoking")
            let bridges = log.filter { $0.hasAuthorization && $0.path == "/incident_list.do" }
            #expect(bridges.count == 2, "the refused token, then the new one")
        }
    }

    @Test func aTokenTheInstanceKeepsRefusingStillStopsWithALoginLoop() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.accessTokenReuse = .current
        try await withInstanceEmulator(configuration) { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.updateFaults { $0.freshTokenLandsOnLogin = true }
            instance.expireAllSessions()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let failure = try await activity.failed()

            #expect(failure == .loginLoop(page: instance.baseURL.appending(path: "incident_list.do")))
            #expect(delegate.errors.count == 1)
        }
    }
}
