import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of a page's request for a new window: it loads in the controller's own view, decided like
    /// any link; another site goes to the app.
    static let newWindows = [newWindowOnTheInstance, newWindowOfAnotherSite, newWindowByScript]

    /// Shows the home page with its new-window link to `target`, and clicks it.
    @MainActor
    private static func clickNewWindowLink(_ run: ScenarioRun, to target: String) async throws -> ScenarioRun.Page {
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home?newWindow=\(target)", on: service)
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "document.getElementById('new-window').click(); null")
        return page
    }

    static let newWindowOnTheInstance = SessionScenario(
        id: "new-window.instance-page",
        title: "An instance page a link opens in a new window (`target=\"_blank\"`) shows in the controller's own "
            + "view, carried by the session's cookies",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let page = try await clickNewWindowLink(run, to: "/kb_view.do")
        let engine = page.controller.webEngine
        run.expectEqual(try await page.activity.finished().path, "/kb_view.do", "the page shown")
        run.expectEqual(engine.currentURL?.path, "/kb_view.do", "the engine's current URL")
        run.expect(engine.canGoBack, "the home page is not in the view's history")
        run.expect(
            page.delegate.unsupportedURLs.isEmpty, "URLs were handed to the app: \(page.delegate.unsupportedURLs)")
        let shown = run.instance.requestLog.last { $0.path == "/kb_view.do" }
        run.expectEqual(shown?.hasAuthorization, false, "the opened page's request had an Authorization header")
    }

    static let newWindowOfAnotherSite = SessionScenario(
        id: "new-window.other-site",
        title: "Another site's page a link opens in a new window goes to the app and is never loaded",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance { $0.foreignPages["/widget"] = "<!DOCTYPE html><html><body>Widget</body></html>" }
    ) { run in
        let page = try await clickNewWindowLink(run, to: "foreign:/widget")
        try await page.activity.unsupportedURL()
        run.expectEqual(page.delegate.unsupportedURLs.map(\.path), ["/widget"], "the URLs handed to the app")
        run.expect(!run.instance.requestLog.contains { $0.host == .foreign }, "the other site was loaded")
        run.expectEqual(page.controller.webEngine.currentURL?.path, "/now/nav/ui/home", "the page shown")
    }

    static let newWindowByScript = SessionScenario(
        id: "new-window.by-script",
        title: "A window the top page opens by script (`window.open`) shows in the controller's own view",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "window.open('/kb_view.do?opened=1', '_blank'); null")
        let shown = try await page.activity.finished()
        run.expectEqual(shown.path, "/kb_view.do", "the page shown")
        run.expectEqual(shown.query, "opened=1", "the page's query")
    }
}
