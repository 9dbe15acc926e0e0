import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of navigations a page starts by itself after a predictable expiry: they go out once,
    /// re-bridged with the bearer.
    static let scheduledNavigations = [
        metaRefreshAfterTokenExpiry, metaRefreshAfterIdleTimeout, scriptGetForm, announcedLocationAssign,
    ]

    /// Shows `path`, whose script or markup starts a navigation to `/kb_view.do` two seconds after it loaded,
    /// lets `idle` pass meanwhile, and checks that the navigation was predicted for `reason` and went out once,
    /// re-bridged with the bearer, without the login page. `announcing`: on engines that announce a script's
    /// navigation before it goes out (``ScenarioCapability/announcesScriptNavigations``).
    ///
    /// - Returns: The page shown after the navigation.
    @MainActor
    private static func scheduledNavigationGoesOutOnce(
        _ run: ScenarioRun, _ path: String, idle: Duration = .seconds(31 * 60),
        reason: NowWebViewController.Activity.PredictionReason = .tokenExpiry, announcing: Bool = false
    ) async throws -> URL {
        let service = try await run.service(announcingScriptNavigations: announcing)
        // The top document names its navigation's target to the session watch, so WebKit's unflagged navigation
        // is known for the main frame's.
        let (page, _) = try await run.show(path, on: service)
        run.instance.advanceTime(by: idle)
        run.instance.clearRequestLog()

        run.expectEqual(try await page.activity.next(isPredicted), .expiryPredicted(reason), "the prediction")
        let shown = try await page.activity.finished()
        run.expectEqual(shown.path, "/kb_view.do", "the page shown")
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        let log = run.instance.requestLog
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page reached the instance")
        run.expectEqual(
            log.filter { $0.path == "/kb_view.do" }.map(\.hasBearerToken), [true],
            "the knowledge page's requests' bearers (one request, with the bearer)")
        return shown
    }

    static let metaRefreshAfterTokenExpiry = SessionScenario(
        id: "prediction.meta-refresh",
        title: "A meta refresh of the top page that fires after the token expired goes out once, re-bridged with "
            + "the bearer",
        needs: [.runsJavaScript, .startsScheduledNavigations], webKitCalls: []
    ) { run in
        _ = try await scheduledNavigationGoesOutOnce(run, "/refresh_to.do?uri=/kb_view.do&delay=2")
    }

    static let metaRefreshAfterIdleTimeout = SessionScenario(
        id: "prediction.announced-idle-timeout",
        title: "A meta refresh that fires after the idle timeout the instance announced goes out once, re-bridged "
            + "with the bearer",
        needs: [.runsJavaScript, .startsScheduledNavigations], webKitCalls: [],
        // The `glide_session_store` cookie's `Max-Age` announces 5 minutes; the token outlives them.
        instance: instance { $0.sessionTimeout = .seconds(5 * 60) }
    ) { run in
        _ = try await scheduledNavigationGoesOutOnce(
            run, "/refresh_to.do?uri=/kb_view.do&delay=2", idle: .seconds(6 * 60), reason: .idleTimeout)
    }

    static let scriptGetForm = SessionScenario(
        id: "prediction.script-get-form",
        title: "A GET form the top page's script sends after the token expired goes out once, with its query, "
            + "re-bridged with the bearer",
        needs: [.runsJavaScript, .startsScheduledNavigations], webKitCalls: []
    ) { run in
        let shown = try await scheduledNavigationGoesOutOnce(run, "/refresh_to.do?uri=/kb_view.do&delay=2&by=form")
        run.expectEqual(shown.query, "sysparm_article=KB0000001", "the query that went with the bridge")
    }

    static let announcedLocationAssign = SessionScenario(
        id: "prediction.announced-location-assign",
        title: "A `location.assign` of the top page's script after the token expired goes out once, re-bridged with "
            + "the bearer, on an engine that announces script navigations",
        needs: [.runsJavaScript, .startsScheduledNavigations, .announcesScriptNavigations], webKitCalls: []
    ) { run in
        _ = try await scheduledNavigationGoesOutOnce(
            run, "/refresh_to.do?uri=/kb_view.do&delay=2&by=location", announcing: true)
    }
}
