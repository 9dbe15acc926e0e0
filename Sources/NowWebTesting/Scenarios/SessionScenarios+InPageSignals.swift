import Foundation
import NowWeb

extension SessionScenarios {
    /// Dispatches the page's session signal a number of times (`Resources/Scripts/SessionScenarios.signalFlood.js`),
    /// loaded once.
    static let signalFloodScript = JavaScriptResource.required("SessionScenarios.signalFlood", in: .module)

    /// A page whose data requests need no token of the session goes on by itself: NowWeb re-bridges the session
    /// behind it and the page script sends the held request again, so the page is never reloaded and never sees
    /// the refusal (by the record every document kept from its start).
    static func pageThatNeedsNoToken(
        _ expiry: InstanceEmulator.SinglePageApps.DataExpiry, name: String, how: String
    ) -> SessionScenario {
        SessionScenario(
            id: "in-page.\(name)",
            title: "A page whose data requests need no token of the session, refused with \(how), goes on without a "
                + "reload on a session NowWeb bridges behind it",
            needs: [.runsJavaScript], webKitCalls: [],
            instance: instance {
                $0.singlePageApps = .init(
                    dataExpiry: expiry, reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(200),
                    sendsUserToken: false)
            }
        ) { run in
            let service = try await run.service()
            let (page, _) = try await run.show("/esc?id=index", on: service)
            let before = try await run.pollPageLog("the page's timer request", in: page) {
                !requests($0, trigger: "timer").isEmpty
            }
            let timersBefore = requests(before, trigger: "timer").count

            run.instance.expireAllSessions()
            run.expectEqual(
                try await page.activity.next(isRecovered), .recovered(run.url("/esc?id=index")), "the recovery")
            // The page goes on: later timer requests succeed on the new session.
            let after = try await run.pollPageLog("three more timer requests", in: page) {
                requests($0, trigger: "timer").count >= timersBefore + 3
            }
            run.expect(after.allSatisfy { $0["refused"] as? Bool != true }, "the page saw a refusal: \(after)")
            run.expect(!after.contains { $0["kind"] as? String == "retry" }, "the page retried: \(after)")
            let kept = try await pageHistory(run, page)
            run.expectEqual(Set(kept.compactMap { $0["doc"] as? String }).count, 1, "the documents shown (no reload)")
            run.expect(
                !kept.contains { ["loginForm", "topLogin"].contains($0["kind"] as? String) },
                "the page showed a login form or sent the top window to the login page: \(kept)")
            run.expectEqual(
                try await page.controller.webEngine.evaluateJavaScript(
                    "String(window.__nowwebPage.loginFormInserted)"), "false", "the login form was inserted")
            let log = run.instance.requestLog
            let data = log.filter { $0.path == "/api/now/sp/page" }
            if expiry == .unauthorized {
                run.expect(data.contains { $0.status == 401 }, "no data request was refused")
            }
            run.expectEqual(data.last?.status, 200, "the last data request's status (on a new session)")
            run.expectEqual(run.instance.activeSessionCount, 1, "the instance's live sessions")
            run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
            run.expectEqual(
                bearerPages(run), ["/esc", "/esc"], "the pages with the bearer (the bridge and one behind)")
            run.expect(
                log.allSatisfy { $0.host == .instance || !$0.hasAuthorization }, "the bearer went off the instance")
            run.expect(
                !page.activity.activities.contains { if case .failed = $0 { true } else { false } },
                "the controller failed: \(page.activity.activities)")
        }
    }

    /// A page that floods the signal recovers once. Flooding 401s that do not say (no `X-Is-Logged-In`) again at
    /// once gets one cookie-only check of the session behind the page, which finds it alive: nothing more.
    /// Flooding answers that say the session is gone is a loop, and NowWeb stops.
    static let pageThatFloodsTheSignal = SessionScenario(
        id: "in-page.flood",
        title: "A page that floods the session signal recovers once, gets one check of its live session, and stops "
            + "with a login loop when the flood says the session is gone",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance { $0.singlePageApps = .init(refreshInterval: .zero) }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)
        let engine = page.controller.webEngine
        // The reporter posts at most 10 messages a document: the recovery's new document has 10, which the three
        // later floods of 3 share.
        func flood(_ loggedIn: JSONValue, times: Int = 3) -> String {
            signalFloodScript.call(loggedIn, .number(Double(times)))
        }
        _ = try await engine.evaluateJavaScript(flood(.null, times: 100))
        try await page.activity.next(isRecovered)
        let recoveredAt = run.instance.requestLog.count
        _ = try await engine.evaluateJavaScript(flood(.null))
        // The check: one request for the page without the bearer, after the recovery.
        func checks() -> [InstanceEmulator.LoggedRequest] {
            run.instance.requestLog.dropFirst(recoveredAt).filter {
                $0.path == "/now/nav/ui/home" && !$0.hasAuthorization
            }
        }
        _ = try await run.poll("the check of the session behind the page", { checks() }, until: { !$0.isEmpty })
        _ = try await engine.evaluateJavaScript(flood(.null))
        run.expectEqual(try await engine.evaluateJavaScript("location.pathname"), "/now/nav/ui/home", "the page")
        run.expectEqual(checks().count, 1, "the checks of the session behind the window")
        run.expect(
            !page.activity.activities.contains { if case .failed = $0 { true } else { false } },
            "the controller failed while the session lives: \(page.activity.activities)")
        run.expectEqual(bearerPages(run).count, 2, "the pages with the bearer (the bridge and one recovery)")

        _ = try await engine.evaluateJavaScript(flood(.string("false")))
        run.expectEqual(try await page.activity.failed(), .loginLoop(page: run.url("/now/nav/ui/home")), "the failure")
        run.expectEqual(bearerPages(run).count, 2, "the pages with the bearer (the bridge and one recovery)")
        let log = run.instance.requestLog
        run.expect(log.allSatisfy { $0.host == .instance || !$0.hasAuthorization }, "the bearer went off the instance")
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
    }
}
