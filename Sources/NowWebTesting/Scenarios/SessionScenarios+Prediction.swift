import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of predicted expiry: the controller re-bridges before the doomed request or the login page
    /// reach the instance.
    static let predictions = [
        predictedByTokenExpiry, predictedForALinkClick, predictedByALearnedIdleTimeout,
        unpredictedWithTheEstimateOff, frameLinkIsNotReBridged,
    ]

    /// Shows the home page, lets the session and its token expire, and checks that following a link to
    /// the knowledge page with `follow` was predicted and re-bridged, landing on `landing` (a path and query).
    @MainActor
    private static func predictedReBridge(
        _ run: ScenarioRun, landing: String, follow: @MainActor (ScenarioRun.Page) async throws -> Void
    ) async throws {
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)
        run.expectEqual(
            service.dataStore.sessionEstimate.idleTimeout, 1800, "the idle timeout learned from the instance")

        run.instance.advanceTime(by: .seconds(31 * 60))
        run.instance.clearRequestLog()
        try await follow(page)

        run.expectEqual(try await page.activity.next(isPredicted), .expiryPredicted(.tokenExpiry), "the prediction")
        run.expectEqual(try await page.activity.next(isRecovered), .recovered(run.url(landing)), "the recovery")
        run.expectEqual(try await page.activity.finished(), run.url(landing), "the page shown after the recovery")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        let log = run.instance.requestLog
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page reached the instance")
        run.expectEqual(
            log.filter { $0.path == "/kb_view.do" }.map(\.hasBearerToken), [true],
            "the knowledge page's requests' bearers (the doomed request never went out; the page came once)")
        run.expectEqual(log.filter { $0.path == "/oauth_token.do" }.count, 1, "the token exchanges")
        run.expect(
            !page.activity.activities.contains { if case .expiryDetected = $0 { true } else { false } },
            "an expiry was detected after it was predicted")
    }

    static let predictedByTokenExpiry = SessionScenario(
        id: "prediction.token-expiry",
        title: "A load after the token expired is re-bridged before the doomed request or the login page reach the "
            + "instance",
        webKitCalls: loadDecisions + ["WebKitDecisions.newSessionStoreLifetime(in:for:after:at:)"]
    ) { run in
        try await predictedReBridge(run, landing: "/kb_view.do") { page in
            page.controller.webEngine.load(WebRequest(url: run.url("/kb_view.do")))
        }
    }

    static let predictedForALinkClick = SessionScenario(
        id: "prediction.link-click",
        title: "A link clicked in the top page after the token expired is re-bridged before the doomed request or "
            + "the login page go out",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        try await predictedReBridge(run, landing: "/kb_view.do?sysparm_article=KB0000001") { page in
            _ = try await page.controller.webEngine.evaluateJavaScript(
                "document.querySelector('a[href^=\"/kb_view.do\"]').click()")
        }
    }

    static let predictedByALearnedIdleTimeout = SessionScenario(
        id: "prediction.learned-idle-timeout",
        title: "A session that ends sooner than announced is recovered once, reactively; the estimate learns, and "
            + "predicts the next end",
        webKitCalls: loadDecisions + ["WebKitDecisions.newSessionStoreLifetime(in:for:after:at:)"],
        instance: instance {
            $0.sessionTimeout = .seconds(600)
            $0.announcedSessionTimeout = .seconds(3600)
            $0.accessTokenLifetime = .seconds(7200)
        }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)

        run.instance.advanceTime(by: .seconds(11 * 60))
        run.instance.clearRequestLog()
        let requested = run.url("/kb_view.do")
        page.controller.webEngine.load(WebRequest(url: requested))

        run.expectEqual(try await page.activity.next(isRecovered), .recovered(requested), "the recovery")
        run.expectEqual(try await page.activity.finished(), requested, "the page shown after the recovery")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        var log = run.instance.requestLog
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
        run.expectEqual(
            log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization), [false, true],
            "the knowledge page's requests' bearers (the dead session's, then the bridge)")
        run.expect(
            !log.contains { $0.path == "/oauth_token.do" }, "the token outlives the session, yet it was exchanged")
        let estimate = service.dataStore.sessionEstimate
        run.expectEqual(estimate.unpredictedEnds, 1, "the unpredicted ends the estimate counted")
        // The observed idle time: 11 minutes of the emulator's clock plus the real time the scenario took.
        run.expect((estimate.idleTimeout ?? .infinity) < 12 * 60, "the shorter timeout was not learned: \(estimate)")

        run.instance.advanceTime(by: .seconds(11 * 60))
        run.instance.clearRequestLog()
        page.controller.webEngine.load(WebRequest(url: run.url("/incident_list.do")))
        run.expectEqual(try await page.activity.next(isPredicted), .expiryPredicted(.idleTimeout), "the prediction")
        run.expectEqual(try await page.activity.finished().path, "/incident_list.do", "the page shown")
        log = run.instance.requestLog
        run.expectEqual(
            log.filter { $0.path == "/incident_list.do" }.map(\.hasAuthorization), [true],
            "the predicted page's requests' bearers")
    }

    static let unpredictedWithTheEstimateOff = SessionScenario(
        id: "prediction.off",
        title: "With the estimate switched off nothing is predicted: the instance is asked, and the controller "
            + "recovers",
        webKitCalls: loadDecisions
    ) { run in
        let service = try await run.service(sessionEstimate: .init(isEnabled: false))
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)

        run.instance.advanceTime(by: .seconds(31 * 60))
        run.instance.clearRequestLog()
        page.controller.webEngine.load(WebRequest(url: run.url("/kb_view.do")))
        try await page.activity.next(isRecovered)

        run.expect(!page.activity.activities.contains(where: isPredicted), "an expiry was predicted")
        run.expectEqual(
            run.instance.requestLog.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization), [false, true],
            "the knowledge page's requests' bearers (the dead session's, then the bridge)")
    }
}
