#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A web process that dies while the page's view is unmapped is restarted when the view is mapped again,
        /// not in the background: in a real window, with WebKit's own process killed.
        @Suite @MainActor struct OffScreenRestartTests {
            @Test func aProcessThatDiesOffScreenIsRestartedWhenTheViewShowsAgain() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let window = try await NowWebBrowserWindow(controller: controller, width: 800, height: 600)
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    try await until("the view is mapped") { controller.isOnScreen }
                    let engine = try #require(await controller.webKitGTKEngine)
                    let forwarder = ForwardingEngineDelegate(to: try #require(engine.delegate))
                    engine.delegate = forwarder

                    await setVisible(controller, false)
                    try await until("the view is unmapped") { !controller.isOnScreen }
                    let requests = instance.requestLog.count
                    let activities = activity.activities.count
                    let isTermination: (WebEngineEvent) -> Bool = {
                        if case .failed(_, .contentProcessTerminated) = $0 { true } else { false }
                    }
                    engine.terminateContentProcess()
                    // The report crosses from the GTK thread, so it cannot be in before this line asks for it.
                    let termination = await forwarder.events.next(patience: .seconds(10), isTermination)
                    #expect(termination != nil, "the termination is reported")
                    // Nothing may happen, so there is nothing to wait for: a reload issued on the report would ask
                    // WebKit's policy and reach the instance within a few milliseconds; half a second shows none.
                    let quiet = ContinuousClock.now + .milliseconds(500)
                    while ContinuousClock.now < quiet, instance.requestLog.count == requests,
                        forwarder.decisions.isEmpty
                    {
                        try await Task.sleep(for: .milliseconds(5))
                    }
                    #expect(instance.requestLog.count == requests, "nothing is reloaded while the view is unmapped")
                    #expect(forwarder.decisions.isEmpty, "no load was issued")
                    #expect(activity.activities.count == activities)

                    await setVisible(controller, true)
                    let shown = try await activity.finished()
                    #expect(shown.path == "/now/nav/ui/home")
                    let later = instance.requestLog.dropFirst(requests).filter { $0.path == "/now/nav/ui/home" }
                    #expect(later.count == 1, "one reload, on the session's cookies")
                    #expect(later.allSatisfy { !$0.hasAuthorization })
                    await window.close()
                }
            }

            private func setVisible(_ controller: NowWebViewController, _ visible: Bool) async {
                _ = await controller.withGtkWidget { widget in
                    gtk_widget_set_visible(widget.assumingMemoryBound(to: GtkWidget.self), visible ? 1 : 0)
                }
            }

            /// Waits (up to 10 s) until `condition` holds, letting the main actor run meanwhile.
            private func until(_ what: String, _ condition: () -> Bool) async throws {
                let deadline = ContinuousClock.now + .seconds(10)
                while !condition() {
                    guard ContinuousClock.now < deadline else {
                        Issue.record("timed out waiting until \(what)")
                        return
                    }
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
        }
    }
#endif
