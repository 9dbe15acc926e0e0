#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import Testing

    extension WebKitGTKSuite {
        @Suite @MainActor struct PresentInWindowTests {
            @Test func presentingReturnsOnceTheWindowIsMappedAndFailsOnAClosedEngine() async throws {
                let engine = try await WebKitGTKEngine()

                try await engine.presentInWindow(.init(width: 640, height: 480))

                let isMapped = await engine.withWidget { widget in
                    gtk_widget_get_mapped(widget.assumingMemoryBound(to: GtkWidget.self)) != 0
                }
                #expect(isMapped)
                engine.close()
                await #expect(throws: WebKitGTKError.closed) { try await engine.presentInWindow() }
            }
        }
    }
#endif
