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

            @Test func aViewMadeAfterTheFirstClosedJoinsTheProcessOfAViewStillShown() async throws {
                try await withEmulator { instance in
                    let earlier = ProcessTree.webProcesses()
                    let home = URL(string: "/now/nav/ui/home")!
                    let service = try await makeWebKitService(instance, makeEngine: WebKitGTKEngine.factory())
                    @MainActor func shown() async throws -> NowWebViewController {
                        let controller = try service.makeWebViewController(for: home).get()
                        let activity = ActivityRecorder(controller)
                        controller.loadPage()
                        try await activity.finished()
                        return controller
                    }
                    var first: NowWebViewController? = try await shown()
                    let second = try await shown()
                    let shared = ProcessTree.webProcesses().subtracting(earlier)
                    #expect(shared.count == 1, "the second view joined the first's web process")

                    await first?.webKitGTKEngine?.close()
                    first = nil
                    let third = try await shown()
                    #expect(
                        ProcessTree.webProcesses().subtracting(earlier) == shared,
                        "the third view joined the second's web process instead of starting one")
                    await second.webKitGTKEngine?.close()
                    await third.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif
