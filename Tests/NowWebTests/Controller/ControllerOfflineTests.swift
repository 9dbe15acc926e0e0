import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// The controller's offline watch without a session scenario: it stops listening when the controller goes, and a
/// token that cannot be had offline is the network's failure too. (A page that fails offline and comes back is the
/// session scenarios `offline.*`: `SessionScenarios`.)
@Suite(.timeLimit(.minutes(1))) @MainActor struct ControllerOfflineTests {
    /// A signed-in service whose controllers hear `network`, with the core's token already at hand (the app was
    /// signed in before the network went), and a controller for the home page.
    private func open(
        _ instance: InstanceEmulator, network: ScriptedConnectivity
    ) async throws -> NowWebViewController {
        let core = try WebTestHarness.makeCore(instance)
        let service = try await WebTestHarness.makeService(
            instance, core: core,
            options: NowWebService.Options(
                makeEngine: NowWebHeadless.engineFactory, connectivity: network))
        _ = try await core.requestAccessToken(for: service)
        let (controller, _, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
        await controller.offlineWatch.heard(try #require(network.current))
        return controller
    }

    @Test func theControllerStopsListeningWhenItGoes() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.online)
            var opened: NowWebViewController? = try await open(instance, network: network)
            #expect(network.listenerCount == 1)
            opened = nil
            #expect(opened == nil)
            // The controller's end cancels its listening task, whose stream ends with it.
            for _ in 0..<1000 where network.listenerCount > 0 { await Task.yield() }
            #expect(network.listenerCount == 0)
        }
    }

    /// Offline at load with no token at hand: the token cannot be had, and while the source says offline that
    /// is the network's failure too. A scripted core and engine, no socket: the reload once the network is back
    /// is the first bridge again, with the token the core hands out then.
    @Test func aTokenThatCannotBeHadOfflineShowsTheBannerAndTheBridgeGoesOutWhenTheNetworkIsBack() async throws {
        let token = AccessToken(value: "token-back-online", expiresAt: nil)
        let core = ScriptedCoreService(outcomes: [.failure(.temporarilyUnavailable(.network)), .success(token)])
        let engine = ScriptedWebEngine()
        let network = ScriptedConnectivity(.offline)
        let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://acme.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(makeEngine: { _ in engine }, connectivity: network))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: home, delegate: delegate).get()
        let banners = OfflineBannerRecorder(controller)
        await controller.offlineWatch.heard(.offline)

        controller.loadPage()
        #expect(await delegate.nextFailure() as? NowWebError == .tokenUnavailable(mustSignIn: false))
        #expect(banners.changes == [true] && engine.loadedRequests.isEmpty)

        network.set(.online)
        let bridge = try #require(await engine.nextLoad())
        #expect(bridge.url == home && bridge.headers["Authorization"] == "Bearer token-back-online")
        #expect(core.tokenRequests == 2, "one more token request, once")
        engine.completeLoad(of: home)
        await engine.settle()
        #expect(banners.changes == [true, false] && !controller.isShowingOfflineBanner)
    }

    @Test func aTokenThatCannotBeHadWhileTheSourceSaysOnlineIsNoOfflineFailure() async throws {
        let core = ScriptedCoreService(outcomes: [.failure(.temporarilyUnavailable(.serverError(status: 503)))])
        let network = ScriptedConnectivity(.online)
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://acme.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: core,
            options: NowWebService.Options(makeEngine: { _ in ScriptedWebEngine() }, connectivity: network))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!, delegate: delegate)
            .get()
        let banners = OfflineBannerRecorder(controller)
        await controller.offlineWatch.heard(.online)

        controller.loadPage()
        #expect(await delegate.nextFailure() as? NowWebError == .tokenUnavailable(mustSignIn: false))
        #expect(banners.changes.isEmpty && !controller.isShowingOfflineBanner)
    }
}
