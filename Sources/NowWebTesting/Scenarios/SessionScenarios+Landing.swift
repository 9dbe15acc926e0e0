import Foundation
import NowWeb

extension SessionScenarios {
    static let landingOnTheLastGoodPage = SessionScenario(
        id: "landing.last-good-page",
        title: "Configured for the last good page, a recovery lands there instead of on the requested page",
        webKitCalls: loadDecisions
    ) { run in
        let service = try await run.service(
            recovery: .init(landing: .lastGoodPage), sessionEstimate: .init(isEnabled: false))
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)

        run.instance.expireAllSessions()
        run.instance.clearRequestLog()
        page.controller.webEngine.load(WebRequest(url: run.url("/kb_view.do")))

        let home = run.url("/now/nav/ui/home")
        run.expectEqual(try await page.activity.next(isRecovered), .recovered(home), "the recovery")
        run.expectEqual(try await page.activity.finished(), home, "the page shown after the recovery")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        let log = run.instance.requestLog
        run.expectEqual(
            log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path), ["/now/nav/ui/home"],
            "the requests with the bearer (one bridge, to the last good page)")
    }
}
