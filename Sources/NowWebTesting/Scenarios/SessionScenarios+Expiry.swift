import Foundation
import NowWeb

extension SessionScenarios {
    /// What WKWebView's callbacks call to answer a page load's navigation questions and its main-frame response:
    /// how an engine meets a login redirect, a login page or `X-Is-Logged-In: false`.
    static let loadDecisions = [
        "WebKitMapping.navigationAction(_:issuedURL:provisionalMainFrameURL:)", "WebKitDecisions.actionPolicy(_:)",
        "WebKitMapping.response(_:)", "WebKitDecisions.response(_:canShowMIMEType:)",
    ]

    /// Without predictions, the instance ends the session and answers the next page in `variant`'s way: the
    /// controller recovers to the requested page with one bridge, and the login page is never requested.
    static func unpredictedExpiry(_ variant: ExpiryVariant) -> SessionScenario {
        SessionScenario(
            id: "expiry.\(variant.rawValue)",
            title: "An unpredicted expiry the instance answers with `\(variant.rawValue)` recovers to the requested "
                + "page, without the login page",
            webKitCalls: loadDecisions, instance: instance { $0.expiryVariant = variant }
        ) { run in
            let service = try await run.service(sessionEstimate: .init(isEnabled: false))
            let (page, shown) = try await run.show("/now/nav/ui/home", on: service)
            run.expectEqual(shown, run.url("/now/nav/ui/home"), "the first page")

            run.instance.advanceTime(by: .seconds(31 * 60))
            run.instance.clearRequestLog()
            let requested = run.url("/incident_list.do")
            page.controller.webEngine.load(WebRequest(url: requested))

            run.expectEqual(try await page.activity.next(isRecovered), .recovered(requested), "the recovery")
            run.expectEqual(try await page.activity.finished(), requested, "the page shown after the recovery")
            run.expectEqual(page.controller.currentURL, requested, "the controller's current URL")
            run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
            run.expect(
                page.delegate.unsupportedURLs.isEmpty, "URLs were handed to the app: \(page.delegate.unsupportedURLs)")
            let log = run.instance.requestLog
            if let target = variant.redirectPath {
                run.expect(!log.contains { $0.path == target }, "the login page \(target) was requested")
            }
            run.expectEqual(
                log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path), ["/incident_list.do"],
                "the requests with the bearer (one bridge, to the requested page)")
            run.expect(
                log.allSatisfy { $0.host == .instance || !$0.hasAuthorization }, "the bearer went off the instance")
        }
    }

    /// A renewed token that still lands on the login page: the controller stops at the loop budget.
    static let loopBudget = SessionScenario(
        id: "loop-budget",
        title: "A fresh token that still lands on the login page stops with a login loop: the reused token, one "
            + "renewed token, then no more",
        webKitCalls: loadDecisions
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)

        run.instance.updateFaults { $0.freshTokenLandsOnLogin = true }
        run.instance.expireAllSessions()
        run.instance.clearRequestLog()
        let requested = run.url("/incident_list.do")
        page.controller.webEngine.load(WebRequest(url: requested))

        run.expectEqual(try await page.activity.failed(), .loginLoop(page: requested), "the failure")
        run.expectEqual(page.delegate.errors.count, 1, "the errors the delegate was told of")
        let log = run.instance.requestLog
        run.expectEqual(
            log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.count, 2,
            "the bridges (the reused token, one renewed token, then stop)")
        run.expectEqual(log.filter { $0.path == "/oauth_token.do" }.count, 1, "the token exchanges")
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
    }

    static func isRecovered(_ activity: NowWebViewController.Activity) -> Bool {
        if case .recovered = activity { true } else { false }
    }

    static func isPredicted(_ activity: NowWebViewController.Activity) -> Bool {
        if case .expiryPredicted = activity { true } else { false }
    }
}
