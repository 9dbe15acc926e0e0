import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of navigations the page itself starts after the session ended: a clicked link, a hop to a
    /// login URL, a frame on the login page.
    static let pageHops =
        [
            clickedLink(
                "clicked-link", "A link clicked after the session ended recovers to the clicked page",
                click: "link.click();"),
            clickedLink(
                "clicked-link-unseen",
                "A link clicked after the session ended whose click the page hides from NowWeb's listener recovers to "
                    + "the clicked page",
                click: "link.addEventListener('click', function (event) { event.stopPropagation(); }); link.click();"),
            loginURLHop(
                "by-script",
                "A script's hop to a login URL naming a page recovers to the last good page, never to the "
                    + "named page (R3-L-6)",
                hop: "location.href = '/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal';"),
            loginURLHop(
                "by-link",
                "A link's hop to a login URL naming a page recovers to the last good page, never to the "
                    + "named page (R3-L-6)",
                hop: "var link = document.createElement('a');"
                    + "link.href = '/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal';"
                    + "document.body.appendChild(link); link.click();"),
        ]

    /// The home page's knowledge link, clicked by `click` once the instance ended the session (no prediction: the
    /// instance answers the click with its login redirect): the recovery loads the clicked page with the bearer.
    static func clickedLink(_ name: String, _ title: String, click: String) -> SessionScenario {
        SessionScenario(id: "expiry.\(name)", title: title, needs: [.runsJavaScript], webKitCalls: []) { run in
            let service = try await run.service()
            let (page, _) = try await run.show("/now/nav/ui/home", on: service)

            run.instance.expireAllSessions()
            run.instance.clearRequestLog()
            _ = try await page.controller.webEngine.evaluateJavaScript(
                "var link = document.querySelector('a[href^=\"/kb_view.do\"]'); \(click)")

            let clicked = run.url("/kb_view.do?sysparm_article=KB0000001")
            run.expectEqual(try await page.activity.next(isRecovered), .recovered(clicked), "the recovery")
            run.expectEqual(try await page.activity.finished(), clicked, "the page shown after the recovery")
            run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
            let log = run.instance.requestLog
            run.expectEqual(
                log.filter { $0.path == "/kb_view.do" }.map(\.hasBearerToken), [false, true],
                "the clicked page's requests' bearers (the dead session's, then the bridge)")
            run.expectEqual(
                log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path), ["/kb_view.do"],
                "the requests with the bearer (one bridge, to the clicked page)")
        }
    }

    /// A page that sends the main frame straight to a login URL naming a page of its choosing
    /// (`sysparm_goto_url`): the recovery loads the last good page, and the named page never gets the bearer.
    static func loginURLHop(_ name: String, _ title: String, hop: String) -> SessionScenario {
        SessionScenario(id: "recovery.login-url-\(name)", title: title, needs: [.runsJavaScript], webKitCalls: []) {
            run in
            let service = try await run.service()
            let (page, home) = try await run.show("/now/nav/ui/home", on: service)

            run.instance.clearRequestLog()
            _ = try await page.controller.webEngine.evaluateJavaScript(hop)

            run.expectEqual(try await page.activity.next(isRecovered), .recovered(home), "the recovery")
            run.expectEqual(try await page.activity.finished(), home, "the page shown after the recovery")
            run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
            let log = run.instance.requestLog
            run.expect(
                !log.contains { $0.path.hasPrefix("/api/x_evil") }, "the page named by the login URL was requested")
            run.expectEqual(
                log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path), ["/now/nav/ui/home"],
                "the requests with the bearer (one bridge, to the last good page)")
        }
    }

    /// An instance frame on a login page (the classic UI's `gsft_main` after its session ended) is the page losing
    /// its session: the shell recovers. This page sends its frame to the login page on purpose with a live
    /// session, so the frame shows it again right after the recovery: NowWeb stops with a login loop. The frame's
    /// login page is reported by the session watch running in it: a frame's hop to a login page alone is allowed.
    static let frameOnTheLoginPage = SessionScenario(
        id: "expiry.frame-on-login-page",
        title: "An instance frame on the login page recovers once; a frame that stays there is a login loop",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let service = try await run.service()
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz._-")
        let target = "nav_to.do?uri=/login.do".addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        let page = try run.open("/now/nav/ui/classic/params/target/\(target)", on: service)
        page.controller.loadPage()

        let error = try await page.activity.failed()
        run.expectEqual(
            error, .loginLoop(page: page.controller.lastGoodPage ?? page.controller.initialURL), "the failure")
        run.expect(
            page.activity.activities.contains { if case .expiryDetected(.loginPage) = $0 { true } else { false } },
            "no login page was detected: \(page.activity.activities)")
        let pagesWithBearer = run.instance.requestLog.filter {
            $0.hasAuthorization && $0.path != "/oauth_token.do" && !$0.path.hasPrefix("/api/")
        }
        run.expectEqual(pagesWithBearer.count, 2, "the pages with the bearer (the bridge and one recovery)")
        run.expect(
            run.instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization },
            "the bearer went off the instance")
    }
}
