#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite @MainActor struct EngineFactoryTests {
            @Test(arguments: [true, false])
            func viewsOfOneServiceShareTheSessionAndTheCache(sharingProcess: Bool) async throws {
                try await withEmulator { instance in
                    let service = try await makeWebKitService(
                        instance, makeEngine: WebKitGTKEngine.factory(sharesContentProcess: sharingProcess))
                    let first = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let firstActivity = ActivityRecorder(first)
                    first.loadPage()
                    try await firstActivity.finished()
                    instance.clearRequestLog()

                    let second = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let secondActivity = ActivityRecorder(second)
                    second.loadPage()
                    try await secondActivity.finished()

                    let log = instance.requestLog.filter { $0.path != "/oauth_token.do" }
                    #expect(log.map(\.path) == ["/now/nav/ui/home"], "assets came from the shared cache")
                    #expect(log.first?.cookieNames.contains("JSESSIONID") == true, "the session is shared")
                    #expect(log.allSatisfy { $0.setCookieNames.isEmpty }, "no second session")
                    await first.webKitGTKEngine?.close()
                    await second.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif
