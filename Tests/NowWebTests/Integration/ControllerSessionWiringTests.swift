import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// The controller's commands and policy answers go through its session machine: driven over a scripted
/// engine, with tokens from the emulator's core.
@Suite @MainActor struct ControllerSessionWiringTests {
    @Test func aReloadAfterAnAbandonedNavigationReportsItsFailure() async throws {
        try await withInstanceEmulator { instance in
            let engine = ScriptedWebEngine()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            controller.loadPage()
            try await activity.next { $0 == .bridged(home) }
            #expect(await engine.ask(NavigationAction(url: home, isMainFrame: true, kind: .issued)) == .allow)
            engine.completeLoad(of: home)

            // The user follows a link off the instance: the machine cancels and gives the navigation up.
            let foreign = URL(string: "https://www.example.com/")!
            let hop = NavigationAction(url: foreign, sourceURL: home, isMainFrame: true, kind: .linkActivated)
            #expect(await engine.ask(hop) == .cancel)
            #expect(delegate.unsupportedURLs == [foreign])

            controller.reload()
            #expect(engine.loadedRequests.last == WebRequest(url: home))
            engine.emit(.failed(url: home, error: .network("reset")))
            #expect(delegate.failures == [.networkFailure(page: home, reason: "reset")])
        }
    }

    @Test func stopLoadingGivesTheNavigationUpSoItsEchoesAreNotReported() async throws {
        try await withInstanceEmulator { instance in
            let engine = ScriptedWebEngine()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            controller.loadPage()
            try await activity.next { $0 == .bridged(home) }
            engine.completeLoad(of: home)
            let next = instance.baseURL.appending(path: "incident.do")
            #expect(await engine.ask(NavigationAction(url: next, isMainFrame: true, kind: .linkActivated)) == .allow)

            controller.stopLoading()
            engine.emit(.failed(url: next, error: .network("reset")))

            #expect(engine.stopCount == 1)
            #expect(delegate.failures.isEmpty)
        }
    }
}
