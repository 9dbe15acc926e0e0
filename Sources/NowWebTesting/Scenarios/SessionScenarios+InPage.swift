import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of a session that ends inside a single-page app: the in-page session watch reports its
    /// data request's refusal, and NowWeb recovers before the page reacts (or behind it, when it needs no token).
    static let inPage = [
        staleDataPage(.unauthorized, name: "stale-data-401", how: "a 401"),
        staleDataPage(.notLoggedInHeader, name: "stale-data-not-logged-in", how: "a 200 with `X-Is-Logged-In: false`"),
        portalPage, classicFrameSet, workspaceRefusedByTheHeader,
        pageThatNeedsNoToken(.unauthorized, name: "no-token-401", how: "a 401"),
        pageThatNeedsNoToken(.notLoggedInHeader, name: "no-token-not-logged-in", how: "`X-Is-Logged-In: false`"),
        pageThatFloodsTheSignal, foreignFrameFakingTheSignals,
    ]

    /// The page's log of its own requests (`window.__nowwebPageLog`) with `trigger`.
    static func requests(_ log: [[String: Any]], trigger: String) -> [[String: Any]] {
        log.filter { $0["kind"] as? String == "request" && $0["trigger"] as? String == trigger }
    }

    /// What every document of the tab recorded since its start (`sessionStorage` outlives a reload).
    @MainActor
    static func pageHistory(_ run: ScenarioRun, _ page: ScenarioRun.Page) async throws -> [[String: Any]] {
        try await run.jsonObjects("JSON.parse(window.sessionStorage.getItem('nowweb-page-history') || '[]')", in: page)
    }

    /// The page loads that carried the bearer (the bridge and each recovery), by path.
    @MainActor
    static func bearerPages(_ run: ScenarioRun) -> [String] {
        run.instance.requestLog.filter {
            $0.hasAuthorization && $0.path != "/oauth_token.do" && !$0.path.hasPrefix("/api/")
        }.map(\.path)
    }

    /// Checks what every page that loses its session inside must show: NowWeb recovered once, onto `path` (the
    /// page the user is on, a path and query), the login page was never requested and the page's own login form
    /// never shown (by the record every document kept from its start), the page was reloaded, only documents of
    /// `family` or the classic UI were shown, and the new document's data request succeeded.
    @MainActor
    static func expectRecoveredInPage(
        _ run: ScenarioRun, _ page: ScenarioRun.Page, at path: String, family: String
    ) async throws {
        if case .recovered(let url) = try await page.activity.next(isRecovered) {
            run.expectEqual(url.path(percentEncoded: true) + (url.query.map { "?" + $0 } ?? ""), path, "the recovery")
        }
        run.expect(
            page.activity.activities.contains {
                $0 == .expiryDetected(.notLoggedIn) || $0 == .expiryDetected(.loginPage)
            }, "no expiry was detected: \(page.activity.activities)")
        let after = try await run.pollPageLog("the new document's data request", in: page) {
            !requests($0, trigger: "load").isEmpty
        }
        run.expect(requests(after, trigger: "load").first?["ok"] as? Bool == true, "its data request failed: \(after)")
        let kept = try await pageHistory(run, page)
        run.expect(
            !kept.contains { ["loginForm", "topLogin"].contains($0["kind"] as? String) },
            "the page showed a login form or sent the top window to the login page: \(kept)")
        run.expect(Set(kept.compactMap { $0["doc"] as? String }).count >= 2, "the page was not reloaded")
        run.expect(
            kept.allSatisfy { [family, "classic"].contains($0["family"] as? String) },
            "a document of another family than \(family) was shown: \(kept)")
        let log = run.instance.requestLog
        run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
        run.expectEqual(bearerPages(run).count, 2, "the pages with the bearer (the bridge and one recovery)")
        run.expect(log.allSatisfy { $0.host == .instance || !$0.hasAuthorization }, "the bearer went off the instance")
    }

    /// A page that keeps its stale data (no reaction of its own) recovers on its first refused request: NowWeb
    /// reloads the page the user is on with the bearer, once, before the page shows a login form, and the new
    /// document's data request succeeds.
    static func staleDataPage(
        _ expiry: InstanceEmulator.SinglePageApps.DataExpiry, name: String, how: String
    ) -> SessionScenario {
        SessionScenario(
            id: "in-page.\(name)",
            title: "A page that keeps its stale data recovers once on its first data request the instance refuses "
                + "with \(how)",
            needs: [.runsJavaScript], webKitCalls: [],
            instance: instance {
                $0.singlePageApps = .init(dataExpiry: expiry, reaction: .keepsPage, refreshInterval: .zero)
            }
        ) { run in
            let service = try await run.service()
            let (page, _) = try await run.show("/now/nav/ui/home", on: service)
            _ = try await run.pollPageLog("the page's first data request", in: page) {
                !requests($0, trigger: "load").isEmpty
            }

            run.instance.expireAllSessions()
            _ = try await page.controller.webEngine.evaluateJavaScript("window.__nowwebPage.refresh(); null")
            try await expectRecoveredInPage(run, page, at: "/now/nav/ui/home", family: "next")
        }
    }
}
