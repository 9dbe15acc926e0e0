#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite @MainActor struct BrowserWindowTests {
            @Test func closingTheWindowMidLoadLeavesNothingOfItOnTheViewThatKeepsLoading() async throws {
                var configuration = InstanceEmulator.Configuration()
                // Slow enough that the page's title and progress change after the window has gone.
                configuration.latency = .milliseconds(300)
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(instance, dataStore: WebDataStore())
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let activity = ActivityRecorder(controller)
                    let window = try await NowWebBrowserWindow(controller: controller)
                    var closes = 0
                    window.onClose = { closes += 1 }
                    #expect(await window.webViewHandlerCount() == 3, "title, progress and load")

                    controller.loadPage()
                    try await activity.next { if case .bridged = $0 { true } else { false } }
                    await window.requestClose()
                    #expect(await window.webViewHandlerCount() == 0)

                    // The engine goes on: this page finishes, another loads, each changing title and progress.
                    try await activity.finished()
                    controller.reload()
                    try await activity.finished()
                    let engine = try #require(await controller.webKitGTKEngine)
                    #expect(try await engine.evaluateJavaScript("document.title") == "ServiceNow")
                    #expect(closes == 1)
                    await window.close()
                }
            }
        }
    }
#endif
