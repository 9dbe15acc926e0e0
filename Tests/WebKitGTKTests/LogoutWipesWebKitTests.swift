#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite @MainActor struct LogoutWipesWebKitTests {
            @Test func logoutLeavesNoCookieInWebKitsSession() async throws {
                try await withEmulator { instance in
                    let core = try makeWebKitCore(instance)
                    let store = WebDataStore()
                    let service = try await makeWebKitService(instance, dataStore: store, core: core)
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    let webKit = WebKitGTKDataStore(backing: store)
                    #expect(try await webKit.cookieNames(for: instance.baseURL).contains("JSESSIONID"))

                    await core.logout(instanceUrl: instance.baseURL)

                    #expect(try await webKit.cookieNames(for: instance.baseURL).isEmpty)
                    #expect(store.cookies.allCookies.isEmpty)
                    await controller.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif
