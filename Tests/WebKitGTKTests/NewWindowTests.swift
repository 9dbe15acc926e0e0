#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A page's request for a new window from a sandboxed frame of another site. (An instance page, another
        /// site's page and a script's window opened in a new window are the session scenarios `new-window.*`:
        /// `SessionScenarios`.)
        @Suite @MainActor struct NewWindowTests {
            /// A sandboxed frame of another site may open popups, not navigate the top page: its new window never
            /// becomes the view's page (nor a pop-up). The top page's own new window, clicked after it, still does.
            @Test(arguments: ["window.open(target, '_blank')", "window.open(target, 'idp', 'popup')", "link.click()"])
            func aFramesNewWindowNeverBecomesThePage(opening: String) async throws {
                try GtkRuntime.start()
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/opener"] =
                    "<!DOCTYPE html><html><body><a id=\"go\" target=\"_blank\">Go</a>"
                    + "<script>addEventListener('message', function (event) {"
                    + " var target = event.data, link = document.getElementById('go'); link.href = target;"
                    + " \(opening); parent.postMessage('opened', '*'); });</script></body></html>"
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage(
                        "/now/nav/ui/home?newWindow=/kb_view.do", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let forwarder = ForwardingEngineDelegate(to: try #require(engine.delegate))
                    engine.delegate = forwarder
                    // WebKit lets a frame open a window only during a click of the user's; this stands in for one.
                    await engine.withWidget { widget in
                        let view: UnsafeMutablePointer<WebKitWebView> = widget.assumingMemoryBound(
                            to: WebKitWebView.self)
                        webkit_settings_set_javascript_can_open_windows_automatically(
                            webkit_web_view_get_settings(view), 1)
                    }
                    let popup = instance.baseURL.absoluteString + "/now/nav/ui/home?popup=1"
                    _ = try await engine.evaluateJavaScript(
                        """
                        var frame = document.createElement('iframe');
                        frame.sandbox = 'allow-scripts allow-popups';
                        frame.src = '\(instance.foreignBaseURL.absoluteString)/opener';
                        addEventListener('message', function (event) {
                          if (event.data === 'opened') { window.frameOpened = true; }
                        });
                        frame.onload = function () { frame.contentWindow.postMessage('\(popup)', '*'); };
                        document.body.appendChild(frame); null
                        """)
                    // The top page's own new window, after a click (evaluated scripts count as the user's gesture).
                    let deadline = ContinuousClock.now + .seconds(40)
                    while try await engine.evaluateJavaScript("String(window.frameOpened === true)") != "true",
                        ContinuousClock.now < deadline
                    {
                        try await Task.sleep(for: .milliseconds(20))
                    }
                    _ = try await engine.evaluateJavaScript("document.getElementById('new-window').click(); null")
                    let shown = try await activity.finished()
                    #expect(shown.path == "/kb_view.do", "the top page's own new window shows")
                    #expect(
                        !forwarder.decisions.contains { $0.action.url.query == "popup=1" }, "\(forwarder.decisions)")
                    #expect(!instance.requestLog.contains { $0.queryNames.contains("popup") })
                    #expect(delegate.unsupportedURLs.isEmpty)
                    #expect(await engine.openPopUpCount == 0, "a frame's window is no pop-up either")
                    engine.close()
                }
            }
        }
    }
#endif
