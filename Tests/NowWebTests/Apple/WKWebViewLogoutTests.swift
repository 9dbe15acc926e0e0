#if canImport(WebKit)
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebTesting
    import Testing
    import WebKit

    /// Logout with the WKWebView engine (macOS and the iOS simulator; type-checked on Linux by
    /// `scripts/typecheck-apple`): the web session WebKit holds ends at the instance.
    @Suite @MainActor struct WKWebViewLogoutTests {
        @Test func logoutEndsTheWebSessionWebKitHolds() async throws {
            var configuration = InstanceEmulator.Configuration()
            // Sessions outlive their token here, so that only `/logout.do` can end this one.
            configuration.hardenedSessions = false
            try await withInstanceEmulator(configuration) { instance in
                let core = try instance.makePasswordCore(logLevel: .error)
                let options = NowWebService.Options(
                    makeEngine: { dataStore in WKWebViewEngine(dataStore: dataStore) }, clock: instance.clock)
                let service = try await NowWeb.makeWebService(
                    configuration: NowServiceConfiguration(
                        instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                    core: core, options: options)
                let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                let activity = ActivityRecorder(controller)
                controller.loadPage()
                try await activity.finished()
                #expect(service.dataStore.cookies.allCookies.isEmpty, "the session lives in WebKit's store")
                #expect(instance.activeSessionCount == 1)

                await core.logout(instanceUrl: instance.baseURL)

                let logouts = instance.requestLog.filter { $0.path == "/logout.do" }
                #expect(logouts.count == 1 && logouts.first?.cookieNames.contains("JSESSIONID") == true)
                #expect(instance.activeSessionCount == 0)
            }
        }
    }
#endif
