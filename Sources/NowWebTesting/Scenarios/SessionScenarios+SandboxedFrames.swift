import Foundation
import NowWeb

extension SessionScenarios {
    /// Adds a sandboxed frame that opens a window (`Resources/Scripts/SessionScenarios.sandboxedOpener.js`), loaded
    /// once.
    static let sandboxedOpenerScript = JavaScriptResource.required("SessionScenarios.sandboxedOpener", in: .module)

    /// A sandboxed frame of another site may open popups, not navigate the top page: its new window (opened by
    /// `opening`) never becomes the view's page, nor a pop-up. The top page's own new window, clicked after it,
    /// still does (finding L-14).
    static func sandboxedFramesNewWindow(_ name: String, opening: String) -> SessionScenario {
        SessionScenario(
            id: "new-window.sandboxed-frame-\(name)",
            title: "A new window a sandboxed frame of another site opens (`\(opening)`) never becomes the page nor a "
                + "pop-up; the top page's own still does",
            needs: [.runsJavaScript, .showsPopUps], webKitCalls: [],
            instance: instance {
                $0.foreignPages["/opener"] =
                    "<!DOCTYPE html><html><body><a id=\"go\" target=\"_blank\">Go</a>"
                    + "<script>addEventListener('message', function (event) {"
                    + " var target = event.data, link = document.getElementById('go'); link.href = target;"
                    + " \(opening); parent.postMessage('opened', '*'); });</script></body></html>"
            }
        ) { run in
            let service = try await run.service()
            let (page, _) = try await run.show("/now/nav/ui/home?newWindow=/kb_view.do", on: service)
            let engine = page.controller.webEngine
            let popUps = try run.popUps()
            let spy = ForwardingEngineDelegate(to: page.controller.pageSession)
            engine.delegate = spy
            defer { engine.delegate = page.controller.pageSession }
            await popUps.allowWindowsWithoutGesture(page.controller)
            let popup = run.instance.baseURL.absoluteString + "/now/nav/ui/home?popup=1"
            _ = try await engine.evaluateJavaScript(
                sandboxedOpenerScript.call(
                    .string(run.instance.foreignBaseURL.absoluteString + "/opener"), .string(popup)))
            _ = try await run.poll(
                "the frame opened its window", patience: .seconds(40),
                { try await engine.evaluateJavaScript("String(window.frameOpened === true)") },
                until: { $0 == "true" })

            // The top page's own new window, after a click (evaluated scripts count as the user's gesture).
            _ = try await engine.evaluateJavaScript("document.getElementById('new-window').click(); null")
            run.expectEqual(try await page.activity.finished().path, "/kb_view.do", "the top page's own new window")
            run.expect(
                !spy.decisions.contains { $0.action.url.query == "popup=1" },
                "the frame's window was asked about: \(spy.decisions.map(\.action.url))")
            run.expect(
                !run.instance.requestLog.contains { $0.queryNames.contains("popup") }, "the frame's window was loaded")
            run.expect(
                page.delegate.unsupportedURLs.isEmpty, "URLs were handed to the app: \(page.delegate.unsupportedURLs)")
            run.expectEqual(await popUps.openCount(page.controller), 0, "the pop-ups open (a frame's window is none)")
        }
    }
}
