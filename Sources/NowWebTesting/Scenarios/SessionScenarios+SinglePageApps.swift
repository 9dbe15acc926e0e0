import Foundation
import NowWeb

extension SessionScenarios {
    /// A portal page loads its data, refreshes it on a timer and navigates with `pushState`; when the session
    /// ends, NowWeb reloads the page the user is on (its `pushState` address) before the page shows its login form.
    static let portalPage = SessionScenario(
        id: "in-page.portal",
        title: "A portal page loads its data, navigates with `pushState`, and recovers onto the page the user is on "
            + "before it shows its login form",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance {
            $0.singlePageApps = .init(reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(200))
        }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/esc?id=index", on: service)
        let engine = page.controller.webEngine

        var log = try await run.pollPageLog("the page's timer request", in: page) {
            !requests($0, trigger: "timer").isEmpty
        }
        run.expectEqual(log.first?["kind"] as? String, "start", "the page log's first entry")
        run.expectEqual(log.first?["family"] as? String, "portal", "the page's family")
        let first = requests(log, trigger: "load").first ?? [:]
        run.expectEqual(first["url"] as? String, "/api/now/sp/page?id=index&portal_id=esc", "the data request")
        run.expectEqual(first["status"] as? Int, 200, "the data request's status")
        run.expectEqual(first["ok"] as? Bool, true, "the data request succeeded")
        run.expectEqual(first["loggedIn"] as? String, "true", "the data request's `X-Is-Logged-In`")
        run.expect(requests(log, trigger: "timer").allSatisfy { $0["ok"] as? Bool == true }, "a timer request failed")
        run.expectEqual(
            try await engine.evaluateJavaScript("document.getElementById('nowweb-data').dataset.rows"), "1",
            "the rows shown")
        let data = run.instance.requestLog.filter { $0.path == "/api/now/sp/page" }
        run.expect(data.first?.cookieNames.contains("JSESSIONID") == true, "the data request had no session cookie")
        run.expect(
            data.allSatisfy { !$0.hasAuthorization && $0.status == 200 },
            "a data request had the bearer or was refused")

        // A user's click navigates with pushState and loads the new page's data.
        _ = try await engine.evaluateJavaScript(
            "document.querySelector('a.nowweb-spa-link[href=\"/esc?id=sc_home\"]').click(); null")
        log = try await run.pollPageLog("the navigation's data request", in: page) {
            !requests($0, trigger: "navigation").isEmpty
        }
        run.expect(
            log.contains { $0["kind"] as? String == "pushState" && $0["url"] as? String == "/esc?id=sc_home" },
            "the page did not push its new address")
        run.expectEqual(
            requests(log, trigger: "navigation").first?["url"] as? String,
            "/api/now/sp/page?id=sc_home&portal_id=esc", "the navigation's data request")
        run.expectEqual(
            try await engine.evaluateJavaScript("location.pathname + location.search"), "/esc?id=sc_home",
            "the page's address")
        run.expectEqual(
            try await engine.evaluateJavaScript("String(window.__nowwebPage.loginFormInserted)"), "false",
            "the login form was inserted")

        // The session ends: the next timer request is refused, and NowWeb reloads the page the user is on
        // (pushState included) with the bearer before the page retries and shows its login form.
        run.instance.expireAllSessions()
        try await expectRecoveredInPage(run, page, at: "/esc?id=sc_home", family: "portal")
    }

    /// The classic UI's frame set: the shell's address follows its `gsft_main` frame; when the frame's data request
    /// is refused, the shell the user is on reloads with the bearer before the frame reloads onto the login page.
    static let classicFrameSet = SessionScenario(
        id: "in-page.frame-set",
        title: "The classic frame set follows its `gsft_main` frame and recovers onto the frame's page before the "
            + "frame shows the login page",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance { $0.singlePageApps = .init(reaction: .classicFrameLogin, refreshInterval: .zero) }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/classic/params/target/incident_list.do", on: service)
        let engine = page.controller.webEngine
        let frame = "document.getElementById('gsft_main').contentWindow"
        func frameLoads(_ log: [[String: Any]]) -> [String] {
            log.filter { $0["kind"] as? String == "frameLoad" }.map {
                "\($0["url"] ?? ""):\($0["login"] as? Bool == true ? "login" : "page")"
            }
        }

        var log = try await run.pollPageLog("the shell's frame load and data request", in: page) {
            !frameLoads($0).isEmpty && !requests($0, trigger: "load").isEmpty
        }
        run.expectEqual(log.first?["family"] as? String, "classicShell", "the shell's family")
        run.expectEqual(requests(log, trigger: "load").first?["ok"] as? Bool, true, "the shell's data request")
        run.expectEqual(frameLoads(log), ["/incident_list.do:page"], "the frame's loads")
        let inner = try await run.pollPageLog("the frame's data request", in: page, window: frame) {
            !requests($0, trigger: "load").isEmpty
        }
        run.expectEqual(inner.first?["family"] as? String, "classic", "the frame's family")
        run.expectEqual(
            requests(inner, trigger: "load").first?["url"] as? String, "/api/now/table/incident?sysparm_limit=5",
            "the frame's data request")
        run.expectEqual(requests(inner, trigger: "load").first?["ok"] as? Bool, true, "the frame's data request")

        // A navigation inside the frame moves the top window's address along with pushState.
        _ = try await engine.evaluateJavaScript("\(frame).location.href = '/incident.do?sys_id=2'; null")
        log = try await run.pollPageLog("the frame's second load", in: page) {
            frameLoads($0).count == 2
        }
        let followed = "/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D2"
        run.expectEqual(frameLoads(log).last, "/incident.do?sys_id=2:page", "the frame's second load")
        run.expect(
            log.contains { $0["kind"] as? String == "pushState" && $0["url"] as? String == followed },
            "the shell did not push the frame's address")
        run.expectEqual(try await engine.evaluateJavaScript("location.pathname"), followed, "the shell's address")

        // The session ends; the frame's next data request is refused: the shell the user is on (its address
        // follows the frame) reloads with the bearer before the frame reloads onto the login page.
        run.instance.expireAllSessions()
        _ = try await engine.evaluateJavaScript("\(frame).__nowwebPage.refresh(); null")
        try await expectRecoveredInPage(run, page, at: followed, family: "classicShell")
        run.expectEqual(
            try await engine.evaluateJavaScript("location.pathname"), followed, "the shell's address after the recovery"
        )
    }

    /// A workspace whose data request `X-Is-Logged-In: false` refuses recovers before the page sends the top window
    /// to the login page.
    static let workspaceRefusedByTheHeader = SessionScenario(
        id: "in-page.workspace",
        title: "A workspace whose data request the instance refuses with `X-Is-Logged-In: false` recovers before it "
            + "sends the top window to the login page",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance {
            $0.singlePageApps = .init(
                dataExpiry: .notLoggedInHeader, reaction: .topWindowToLogin, refreshInterval: .zero)
        }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/sow/list/incident", on: service)
        let log = try await run.pollPageLog("the page's first data request", in: page) {
            !requests($0, trigger: "load").isEmpty
        }
        run.expectEqual(log.first?["family"] as? String, "next", "the page's family")
        let first = requests(log, trigger: "load").first ?? [:]
        run.expectEqual(first["url"] as? String, "/api/now/table/incident?sysparm_limit=5", "the data request")
        run.expectEqual(first["ok"] as? Bool, true, "the data request succeeded")
        run.expectEqual(
            try await page.controller.webEngine.evaluateJavaScript(
                "document.getElementById('nowweb-data').dataset.rows"), "5", "the rows shown")

        run.instance.expireAllSessions()
        _ = try await page.controller.webEngine.evaluateJavaScript("window.__nowwebPage.refresh(); null")
        try await expectRecoveredInPage(run, page, at: "/now/sow/list/incident", family: "next")
    }
}
