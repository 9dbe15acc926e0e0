#if WebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A page's request for a new window (`target="_blank"`) loads in the controller's own view, decided like
        /// any link: an instance page shows there, another site goes to the delegate as an unsupported URL.
        @Suite @MainActor struct NewWindowTests {
            @Test func anInstancePageOpenedInANewWindowShowsInTheSameView() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage(
                        "/now/nav/ui/home?newWindow=/kb_view.do", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    _ = try await engine.evaluateJavaScript("document.getElementById('new-window').click(); null")
                    let shown = try await activity.finished()
                    #expect(shown.path == "/kb_view.do")
                    #expect(engine.currentURL?.path == "/kb_view.do")
                    #expect(engine.canGoBack, "the home page is in the view's history")
                    #expect(delegate.unsupportedURLs.isEmpty)
                    let page = try #require(instance.requestLog.last { $0.path == "/kb_view.do" })
                    #expect(!page.hasAuthorization, "the session's cookies carry it")
                    engine.close()
                }
            }

            @Test func anotherSitesPageOpenedInANewWindowGoesToTheApp() async throws {
                try GtkRuntime.start()
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/widget"] = "<!DOCTYPE html><html><body>Widget</body></html>"
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage(
                        "/now/nav/ui/home?newWindow=foreign:/widget", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    _ = try await engine.evaluateJavaScript("document.getElementById('new-window').click(); null")
                    try await activity.unsupportedURL()
                    #expect(delegate.unsupportedURLs.map(\.path) == ["/widget"])
                    #expect(!instance.requestLog.contains { $0.host == .foreign }, "the other site is never loaded")
                    #expect(engine.currentURL?.path == "/now/nav/ui/home", "the page stays")
                    engine.close()
                }
            }
        }
    }
#endif
