import Foundation
import NowSDK
import NowWeb

extension SessionScenarios {
    /// The scenarios of a page whose load failed because the network was gone: the retry banner shows, and the
    /// page comes back by itself, with one reload, when the connectivity source says the network is back. The
    /// `unreachable` fault cuts the emulator off; a scripted source says what the network does.
    static let offline = [
        offlineAtLoad,
        expiredWhileOffline("reload", "a reload", path: "/now/nav/ui/home") { page, _ in page.controller.reload() },
        expiredWhileOffline("load", "a load of another page", path: "/incident_list.do") { page, url in
            page.controller.webEngine.load(WebRequest(url: url))
        },
        offlineRetry, offlineSourceHoldsNoLoadBack, onlineFailureIsNoOfflineFailure, offlineBannerInTheWindow,
    ]

    /// A signed-in service whose controllers hear `network`, with the core's token already at hand (the app was
    /// signed in before the network went), and a page for the home page that heard the source's state.
    @MainActor
    static func openOffline(
        _ run: ScenarioRun, network: ScriptedConnectivity
    ) async throws -> (ScenarioRun.Page, OfflineBannerRecorder) {
        let core = try run.makeCore()
        let service = try await run.service(core: core, connectivity: network)
        _ = try await core.requestAccessToken(for: service)
        let page = try run.open("/now/nav/ui/home", on: service)
        await page.controller.offlineWatch.heard(network.current ?? .online)
        return (page, OfflineBannerRecorder(page.controller))
    }

    /// Waits until the banner changed `count` times, then checks its changes are `expected`.
    @MainActor
    static func expectBanner(
        _ run: ScenarioRun, _ banners: OfflineBannerRecorder, _ expected: [Bool]
    ) async throws {
        let changes = try await run.poll(
            "the banner's change \(expected.count)", { banners.changes }, until: { $0.count >= expected.count })
        run.expectEqual(changes, expected, "the banner's changes (true: shown)")
    }

    static let offlineAtLoad = SessionScenario(
        id: "offline.back-by-itself",
        title: "A page offline at load shows the retry banner and comes back with one reload, the bridge, when the "
            + "network is back",
        webKitCalls: []
    ) { run in
        let network = ScriptedConnectivity(.offline)
        let (page, banners) = try await openOffline(run, network: network)
        let home = run.url("/now/nav/ui/home")
        run.instance.updateFaults { $0.unreachable = true }

        page.controller.loadPage()
        let error = try await page.activity.failed()
        if case .networkFailure(let failed, _) = error {
            run.expectEqual(failed, home, "the page that failed")
        } else {
            run.expect(false, "the failure was no network failure: \(error)")
        }
        try await expectBanner(run, banners, [true])
        run.expect(page.controller.isShowingOfflineBanner, "the controller says the banner is not showing")
        run.expectEqual(page.delegate.failures.count, 1, "the failures the delegate heard")
        run.expect(page.controller.currentURL != home, "the controller shows the page that failed")

        run.instance.updateFaults { $0.unreachable = false }
        network.set(.online)
        run.expectEqual(try await page.activity.finished(), home, "the page shown once the network was back")
        try await expectBanner(run, banners, [true, false])
        run.expect(!page.controller.isShowingOfflineBanner, "the controller says the banner still shows")
        let pages = { run.instance.requestLog.filter { $0.path == "/now/nav/ui/home" } }
        run.expectEqual(
            pages().map(\.hasBearerToken), [true], "the home page's requests' bearers (one reload: the bridge)")

        network.set(.offline)
        network.set(.online)
        await page.controller.offlineWatch.heard(.online)
        run.expectEqual(pages().count, 1, "the home page's requests once nothing waits")
    }

    /// A session that expired while offline recovers as usual once the network is back, after `what` that failed
    /// offline, and the login page is never requested.
    static func expiredWhileOffline(
        _ name: String, _ what: String, path: String,
        start: @escaping @MainActor @Sendable (ScenarioRun.Page, URL) -> Void
    ) -> SessionScenario {
        SessionScenario(
            id: "offline.expired-meanwhile-\(name)",
            title: "A session that expired while \(what) failed offline recovers once the network is back, without "
                + "the login page",
            webKitCalls: []
        ) { run in
            let network = ScriptedConnectivity(.online)
            let (page, banners) = try await openOffline(run, network: network)
            page.controller.loadPage()
            run.expectEqual(try await page.activity.finished(), run.url("/now/nav/ui/home"), "the first page")

            network.set(.offline)
            await page.controller.offlineWatch.heard(.offline)
            run.instance.updateFaults { $0.unreachable = true }
            let requested = run.url(path)
            start(page, requested)
            _ = try await page.activity.failed()
            try await expectBanner(run, banners, [true])
            run.instance.expireAllSessions()
            run.instance.clearRequestLog()

            run.instance.updateFaults { $0.unreachable = false }
            network.set(.online)
            try await page.activity.next { if case .expiryDetected = $0 { true } else { false } }
            run.expectEqual(try await page.activity.next(isRecovered), .recovered(requested), "the recovery")
            run.expectEqual(try await page.activity.finished(), requested, "the page shown after the recovery")
            try await expectBanner(run, banners, [true, false])
            run.expectEqual(page.controller.currentURL, requested, "the controller's current URL")
            let log = run.instance.requestLog
            run.expect(!log.contains { $0.path == "/login.do" }, "the login page was requested")
            run.expectEqual(
                log.filter { $0.path == path }.map(\.hasBearerToken), [false, true],
                "the page's requests' bearers (the reload with the dead session's cookie, then the recovery's bridge)")
            run.expectEqual(page.delegate.failures.count, 1, "the failures the delegate heard")
        }
    }

    static let offlineRetry = SessionScenario(
        id: "offline.retry",
        title: "The banner's retry reloads at once, whatever the connectivity source says",
        webKitCalls: []
    ) { run in
        let network = ScriptedConnectivity(.offline)
        let (page, banners) = try await openOffline(run, network: network)
        run.instance.updateFaults { $0.unreachable = true }
        page.controller.loadPage()
        _ = try await page.activity.failed()
        try await expectBanner(run, banners, [true])
        run.expect(page.controller.isShowingOfflineBanner, "the controller says the banner is not showing")

        run.instance.updateFaults { $0.unreachable = false }
        page.controller.retryOfflinePage()
        run.expectEqual(try await page.activity.finished(), run.url("/now/nav/ui/home"), "the page shown")
        run.expectEqual(network.current, .offline, "what the source says")
        try await expectBanner(run, banners, [true, false])
    }

    static let offlineSourceHoldsNoLoadBack = SessionScenario(
        id: "offline.source-says-offline",
        title: "A connectivity source that says offline holds no load back",
        webKitCalls: []
    ) { run in
        let (page, banners) = try await openOffline(run, network: ScriptedConnectivity(.offline))
        page.controller.loadPage()
        run.expectEqual(try await page.activity.finished(), run.url("/now/nav/ui/home"), "the page shown")
        run.expectEqual(banners.changes, [], "the banner's changes")
        run.expect(page.delegate.failures.isEmpty, "the delegate heard failures: \(page.delegate.failures)")
    }

    static let onlineFailureIsNoOfflineFailure = SessionScenario(
        id: "offline.failure-while-online",
        title: "A failure while the connectivity source says online shows no banner unless its error says the "
            + "network is gone",
        webKitCalls: []
    ) { run in
        let (page, banners) = try await openOffline(run, network: ScriptedConnectivity(.online))
        run.instance.updateFaults { $0.unreachable = true }
        page.controller.loadPage()
        _ = try await page.activity.failed()
        run.expectEqual(banners.changes, [], "the banner's changes")
        run.expect(!page.controller.isShowingOfflineBanner, "the controller says the banner shows")
    }
}
