#if canImport(WebKit)
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebTesting
    import Testing
    import WebKit

    /// The WKWebView engine in Apple's real WebKit (macOS and the iOS simulator; type-checked on Linux by
    /// `scripts/typecheck-apple`): the engine contract, and the theme reaching a page's frames.
    @Suite @MainActor struct WKWebViewEngineTests {
        @Test(arguments: WebEngineConformance.Check.allCases)
        func wkWebViewEngineKeepsTheContract(_ check: WebEngineConformance.Check) async throws {
            let conformance = WebEngineConformance { WKWebViewEngine(websiteDataStore: .nonPersistent()) }
            let problems = try await conformance.run(check)
            #expect(problems.isEmpty, "\(problems)")
        }

        @Test func aPageOpenedInANewWindowShowsInTheSameView() async throws {
            try await withInstanceEmulator { instance in
                let service = try await makeService(instance)
                let controller = try service.makeWebViewController(
                    for: URL(string: "/now/nav/ui/home?newWindow=/kb_view.do")!
                ).get()
                let activity = ActivityRecorder(controller)
                controller.loadPage()
                try await activity.finished()
                let engine = try #require(controller.webEngine as? WKWebViewEngine)
                _ = try await engine.evaluateJavaScript("document.getElementById('new-window').click(); null")
                let shown = try await activity.finished()
                #expect(shown.path == "/kb_view.do")
            }
        }

        @Test func theThemeReachesTheInstancesFramesAndChangesInPlace() async throws {
            try await withInstanceEmulator { instance in
                let service = try await makeService(instance)
                let controller = try service.makeWebViewController(
                    for: URL(string: "/now/nav/ui/classic/params/target/kb_view.do")!
                ).get()
                let activity = ActivityRecorder(controller)
                controller.loadPage()
                try await activity.finished()
                let engine = try #require(controller.webEngine as? WKWebViewEngine)
                let property = "--now-color_background--primary"
                let expected = try #require(controller.themeStyleSheet.properties.first { $0.name == property })
                for document in ["document", "document.getElementById('gsft_main').contentDocument"] {
                    let seen = try await engine.evaluateJavaScript(
                        "getComputedStyle((\(document)).documentElement).getPropertyValue('\(property)').trim()")
                    #expect(seen == expected.triple, "\(document)")
                }
                let requests = instance.requestLog.count
                controller.appearanceOverride = .dark
                controller.updateTheme(themeColors: controller.theme)
                let dark = try #require(controller.themeStyleSheet.properties.first { $0.name == property })
                let seen = try await engine.evaluateJavaScript(
                    "getComputedStyle(document.documentElement).getPropertyValue('\(property)').trim()")
                #expect(seen == dark.triple)
                #expect(instance.requestLog.count == requests, "recoloured without a request")
            }
        }

        /// A service on `instance` whose controllers render with `WKWebViewEngine` on a data store of their own.
        private func makeService(_ instance: InstanceEmulator) async throws -> NowWebService {
            let options = NowWebService.Options(
                makeEngine: { _ in WKWebViewEngine(websiteDataStore: .nonPersistent()) }, clock: instance.clock)
            return try await NowWeb.makeWebService(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                core: try instance.makePasswordCore(logLevel: .error), options: options)
        }
    }
#endif
