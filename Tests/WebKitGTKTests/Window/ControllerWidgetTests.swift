#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import Testing

    extension WebKitGTKSuite {
        @Suite @MainActor struct ControllerWidgetTests {
            @Test func aControllerHandsItsWebViewWidgetToTheApp() async throws {
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: WebDataStore())
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()

                    let isWebView = await controller.withGtkWidget { widget in
                        g_type_check_instance_is_a(
                            widget.assumingMemoryBound(to: GTypeInstance.self), webkit_web_view_get_type()) != 0
                    }

                    #expect(isWebView == true)
                    await controller.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif
