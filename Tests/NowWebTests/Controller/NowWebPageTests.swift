import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// The app's handle on a controller's page (`NowWebPage`): scripts and settings, no loads.
@Suite @MainActor struct NowWebPageTests {
    func withController(
        makeEngine: @escaping NowWebService.EngineFactory,
        _ body: @MainActor (NowWebViewController) async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: makeEngine))
            let (controller, _, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            try await body(controller)
        }
    }

    @Test func settingsApplyBeforeTheFirstLoadOnly() async throws {
        let engine = ScriptedWebEngine()
        try await withController(
            makeEngine: { _ in engine },
            { controller throws in
                let inspectable = !WebInspector.isInspectableByDefault
                #expect(controller.page.configuration == NowWebPage.Configuration())
                #expect(controller.page.configure { $0.isInspectable = inspectable })
                #expect(engine.pageConfiguration.isInspectable == inspectable)
                #expect(controller.page.configuration?.isInspectable == inspectable)

                controller.loadPage()
                #expect(
                    !controller.page.configure { $0.isInspectable = !inspectable }, "fixed once the page is asked for")
                #expect(engine.pageConfiguration.isInspectable == inspectable)
            })
    }

    @Test func aScriptRunsInThePage() async throws {
        let engine = ScriptedWebEngine()
        engine.javaScriptResult = "Home"
        try await withController(
            makeEngine: { _ in engine },
            { controller throws in
                #expect(try await controller.page.evaluateJavaScript("document.title") == "Home")
                #expect(engine.evaluatedScripts == ["document.title"])
                #expect(engine.loadedRequests.isEmpty)
            })
    }

    @Test func anEngineWithoutSettingsRefusesTheHook() async throws {
        try await withController(makeEngine: NowWebHeadless.engineFactory) { controller in
            #expect(controller.page.configuration == nil)
            #expect(!controller.page.configure { $0.isInspectable = true })
        }
    }

    @Test func anAppsRequestCarriesNoHeaders() {
        #expect(WebRequest(url: URL(string: "https://x.test/")!).headers.isEmpty)
    }
}
