import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of an identity provider's pop-up: the instance page opens it (`window.open`, keeping the
    /// opener) in a second view of the same session; it signs in and closes. A sandboxed frame's window never
    /// becomes the page.
    static let popUps =
        [
            popUpSignsIn, popUpHeadsBackToTheInstance,
        ]
        + [
            ("window-open", "window.open(target, '_blank')"), ("pop-up", "window.open(target, 'idp', 'popup')"),
            ("link", "link.click()"),
        ].map(sandboxedFramesNewWindow)

    /// The identity provider's requests of the pop-up.
    @MainActor
    static func popUpRequests(_ run: ScenarioRun) -> [InstanceEmulator.LoggedRequest] {
        run.instance.requestLog.filter { $0.host == .foreign && $0.path == "/oauth2/popup/authorize" }
    }

    /// Shows the home page with its sign-in pop-up button for `flow`, and clicks it.
    @MainActor
    static func clickSignInPopUp(_ run: ScenarioRun, flow: String) async throws -> ScenarioRun.Page {
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home?signInPopUp=\(flow)", on: service)
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "document.getElementById('sign-in-popup').click(); null")
        return page
    }

    /// Waits until the controller's pop-ups closed.
    @MainActor
    static func popUpsClosed(_ run: ScenarioRun, _ page: ScenarioRun.Page) async throws {
        let popUps = try run.popUps()
        _ = try await run.poll(
            "the pop-up closed", patience: .seconds(40), { await popUps.openCount(page.controller) },
            until: { $0 == 0 })
    }

    static let popUpSignsIn = SessionScenario(
        id: "pop-up.signs-in",
        title: "An identity provider's pop-up signs in, posts to its opener and closes; it gets no bearer, and the "
            + "page stays",
        needs: [.runsJavaScript, .showsPopUps], webKitCalls: []
    ) { run in
        let page = try await clickSignInPopUp(run, flow: "post")
        let user = run.instance.configuration.users.first?.name ?? ""
        _ = try await run.poll(
            "the opener heard from the pop-up", patience: .seconds(40),
            {
                try await page.controller.webEngine.evaluateJavaScript(
                    "document.getElementById('idp-result').textContent")
            },
            until: { $0 == "signed in as \(user)" })
        try await popUpsClosed(run, page)
        let requests = popUpRequests(run)
        run.expectEqual(requests.map(\.method), ["GET", "POST"], "the pop-up's requests")
        run.expect(!requests.contains { $0.hasAuthorization }, "the bearer went into the pop-up")
        run.expectEqual(page.controller.webEngine.currentURL?.path, "/now/nav/ui/home", "the page shown")
        run.expect(
            page.delegate.unsupportedURLs.isEmpty, "URLs were handed to the app: \(page.delegate.unsupportedURLs)")
    }

    static let popUpHeadsBackToTheInstance = SessionScenario(
        id: "pop-up.heads-back-to-the-instance",
        title: "A sign-in pop-up that heads back to the instance closes, and its completion shows in the "
            + "controller's view",
        needs: [.runsJavaScript, .showsPopUps], webKitCalls: []
    ) { run in
        let page = try await clickSignInPopUp(run, flow: "redirect")
        let shown = try await page.activity.finished()
        run.expectEqual(shown.path, "/kb_view.do", "the page shown")
        run.expect(shown.query?.contains("idp_state=") == true, "the completion's state is not in \(shown)")
        try await popUpsClosed(run, page)
        run.expectEqual(popUpRequests(run).map(\.method), ["GET", "POST"], "the pop-up's requests")
        run.expect(
            page.delegate.unsupportedURLs.isEmpty, "URLs were handed to the app: \(page.delegate.unsupportedURLs)")
    }
}
