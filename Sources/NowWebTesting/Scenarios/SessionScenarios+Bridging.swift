import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of the first bridge: the bearer once, then cookies alone, one session per service.
    static let bridging = [
        nothingBeforeLoadPage, bearerOnceOnTheBridge, cookiesCarryLaterNavigations, oneSessionPerService,
    ]

    static let nothingBeforeLoadPage = SessionScenario(
        id: "bridge.nothing-before-load-page",
        title: "A controller sends nothing before `loadPage()`, then shows its page", webKitCalls: []
    ) { run in
        let service = try await run.service()
        run.instance.clearRequestLog()
        let page = try run.open("/now/nav/ui/home", on: service)
        run.expectEqual(run.instance.requestLog.map(\.path), [], "the requests before loadPage()")
        run.expectEqual(page.controller.currentURL, nil, "the controller's current URL")

        page.controller.loadPage()
        run.expectEqual(try await page.activity.finished().path, "/now/nav/ui/home", "the page shown by loadPage()")
    }

    static let bearerOnceOnTheBridge = SessionScenario(
        id: "bridge.bearer-once",
        title: "The bearer goes out once, on the bridge, and never on the page's assets, which the session cookie "
            + "carries",
        webKitCalls: []
    ) { run in
        let service = try await run.service()
        run.instance.clearRequestLog()
        let (page, shown) = try await run.show("/now/nav/ui/home", on: service)

        run.expectEqual(shown.path, "/now/nav/ui/home", "the page shown")
        let requests = run.instance.requestLog.filter { $0.path != "/oauth_token.do" }
        let bearing = requests.filter(\.hasAuthorization)
        run.expectEqual(bearing.map(\.path), ["/now/nav/ui/home"], "the requests with the bearer")
        run.expect(requests.count > 1, "the page's assets were not fetched: \(requests.map(\.path))")
        run.expect(
            requests.dropFirst().allSatisfy { $0.cookieNames.contains("JSESSIONID") },
            "a request after the bridge went without the session cookie: \(requests.map(\.path))")
        run.expect(bearing.first?.setCookieNames.contains("JSESSIONID") == true, "the bridge started no session")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        run.expectEqual(page.controller.lastGoodPage?.path, "/now/nav/ui/home", "the last good page")
    }

    static let cookiesCarryLaterNavigations = SessionScenario(
        id: "bridge.cookies-carry",
        title: "After the bridge, cookies alone carry the page's later navigations", webKitCalls: []
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)
        run.instance.clearRequestLog()

        page.controller.webEngine.load(WebRequest(url: run.url("/incident_list.do")))
        run.expectEqual(try await page.activity.finished().path, "/incident_list.do", "the page shown")
        let log = run.instance.requestLog
        let list = log.first { $0.path == "/incident_list.do" }
        run.expectEqual(list?.status, 200, "the list's status")
        run.expectEqual(list?.hasAuthorization, false, "the list's request had an Authorization header")
        run.expectEqual(list?.cookieNames.contains("JSESSIONID"), true, "the list's request had the session cookie")
        run.expect(log.allSatisfy { !$0.hasAuthorization }, "a request had an Authorization header")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
    }

    static let oneSessionPerService = SessionScenario(
        id: "bridge.one-session-per-service",
        title: "Two controllers of one service share its web session: the second starts none", webKitCalls: []
    ) { run in
        let service = try await run.service()
        let (first, _) = try await run.show("/now/nav/ui/home", on: service)
        let session = await run.sessionCookie(of: first)
        run.expect(session != nil, "the first page left no session cookie")
        run.instance.clearRequestLog()

        let (second, _) = try await run.show("/incident_list.do", on: service)
        run.expectEqual(await run.sessionCookie(of: second), session, "the second page's session cookie")
        let log = run.instance.requestLog
        run.expect(log.allSatisfy { $0.setCookieNames.isEmpty }, "a second session was started")
        run.expect(
            log.first { $0.path == "/incident_list.do" }?.cookieNames.contains("JSESSIONID") == true,
            "the second page went without the session cookie")
        run.expect(second.delegate.errors.isEmpty, "the delegate was told of errors: \(second.delegate.errors)")
    }
}
