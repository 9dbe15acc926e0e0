import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// A page whose load failed because the network was gone shows the retry banner and comes back by itself, with
/// one reload, when the connectivity source says the network is back; the headless engine against the emulator,
/// which the `unreachable` fault cuts off, and a scripted source. Every wait is on an event.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ControllerOfflineTests {
    /// A signed-in service whose controllers hear `network`, with the core's token already at hand (the app was
    /// signed in before the network went), and a controller for the home page.
    private func open(
        _ instance: InstanceEmulator, network: ScriptedConnectivity
    ) async throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder, Banners) {
        let core = try WebTestHarness.makeCore(instance)
        let service = try await WebTestHarness.makeService(
            instance, core: core,
            options: NowWebService.Options(
                makeEngine: NowWebHeadless.engineFactory, connectivity: network))
        _ = try await core.requestAccessToken(for: service)
        let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
        await controller.offlineWatch.heard(try #require(network.current))
        return (controller, delegate, activity, Banners(controller))
    }

    @Test func aPageOfflineAtLoadShowsTheBannerAndComesBackWithOneReloadWhenTheNetworkIsBack() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.offline)
            let (controller, delegate, activity, banners) = try await open(instance, network: network)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            instance.updateFaults { $0.unreachable = true }

            controller.loadPage()
            let error = try await activity.failed()
            guard case .networkFailure(let page, _) = error else { throw Unexpected(error) }
            #expect(page == home)
            #expect(controller.isShowingOfflineBanner && banners.changes == [true])
            #expect(delegate.failures.count == 1, "the delegate still hears the failure")

            instance.updateFaults { $0.unreachable = false }
            network.set(.online)
            #expect(try await activity.finished() == home)
            #expect(!controller.isShowingOfflineBanner && banners.changes == [true, false])
            let pages = instance.requestLog.filter { $0.path == "/now/nav/ui/home" }
            #expect(pages.count == 1, "one reload once the network was back")
            #expect(pages.first?.hasBearerToken == true, "the reload is the first load's bridge")

            network.set(.offline)
            network.set(.online)
            await controller.offlineWatch.heard(.online)
            #expect(instance.requestLog.filter { $0.path == "/now/nav/ui/home" }.count == 1, "nothing waits now")
        }
    }

    @Test func aSessionThatExpiredWhileOfflineRecoversAsUsualAndTheLoginPageIsNeverRequested() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.online)
            let (controller, delegate, activity, banners) = try await open(instance, network: network)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            controller.loadPage()
            #expect(try await activity.finished() == home)

            network.set(.offline)
            await controller.offlineWatch.heard(.offline)
            instance.updateFaults { $0.unreachable = true }
            controller.reload()
            _ = try await activity.failed()
            #expect(banners.changes == [true])
            instance.expireAllSessions()
            instance.clearRequestLog()

            instance.updateFaults { $0.unreachable = false }
            network.set(.online)
            try await activity.next { if case .expiryDetected = $0 { true } else { false } }
            #expect(try await activity.next { if case .recovered = $0 { true } else { false } } == .recovered(home))
            #expect(try await activity.finished() == home)
            #expect(banners.changes == [true, false])
            #expect(!instance.requestLog.contains { $0.path == "/login.do" }, "the login page was never requested")
            #expect(
                instance.requestLog.filter { $0.path == "/now/nav/ui/home" }.map(\.hasBearerToken) == [false, true],
                "the reload with the dead session's cookie, then the recovery's bridge")
            #expect(delegate.failures.count == 1)
        }
    }

    @Test func retryReloadsAtOnceWhateverTheSourceSays() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.offline)
            let (controller, _, activity, banners) = try await open(instance, network: network)
            instance.updateFaults { $0.unreachable = true }
            controller.loadPage()
            _ = try await activity.failed()
            #expect(controller.isShowingOfflineBanner)

            instance.updateFaults { $0.unreachable = false }
            controller.retryOfflinePage()
            #expect(try await activity.finished() == instance.baseURL.appending(path: "now/nav/ui/home"))
            #expect(network.current == .offline && banners.changes == [true, false])
        }
    }

    @Test func aSourceThatSaysOfflineHoldsNoLoadBack() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.offline)
            let (controller, delegate, activity, banners) = try await open(instance, network: network)
            controller.loadPage()
            #expect(try await activity.finished() == instance.baseURL.appending(path: "now/nav/ui/home"))
            #expect(banners.changes.isEmpty && delegate.failures.isEmpty)
        }
    }

    @Test func aFailureWhileTheSourceSaysOnlineIsNoOfflineFailureUnlessItsErrorSaysSo() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.online)
            let (controller, _, activity, banners) = try await open(instance, network: network)
            instance.updateFaults { $0.unreachable = true }
            controller.loadPage()
            _ = try await activity.failed()
            #expect(banners.changes.isEmpty && !controller.isShowingOfflineBanner)
        }
    }

    @Test func theControllerStopsListeningWhenItGoes() async throws {
        try await withInstanceEmulator { instance in
            let network = ScriptedConnectivity(.online)
            var opened: NowWebViewController? = try await open(instance, network: network).0
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
        let banners = Banners(controller)
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
        let banners = Banners(controller)
        await controller.offlineWatch.heard(.online)

        controller.loadPage()
        #expect(await delegate.nextFailure() as? NowWebError == .tokenUnavailable(mustSignIn: false))
        #expect(banners.changes.isEmpty && !controller.isShowingOfflineBanner)
    }

    /// What the banner did, from the controller's host channel.
    @MainActor private final class Banners {
        private(set) var changes: [Bool] = []

        init(_ controller: NowWebViewController) {
            controller.observe { [weak self] change in
                if case .offlineBanner(let isShowing) = change { self?.changes.append(isShowing) }
            }
        }
    }

    private struct Unexpected: Error, CustomStringConvertible {
        let error: NowWebError
        init(_ error: NowWebError) { self.error = error }
        var description: String { "unexpected failure: \(error)" }
    }
}
