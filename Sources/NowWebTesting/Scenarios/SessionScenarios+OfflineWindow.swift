import Foundation
import NowSDK
import NowWeb

extension SessionScenarios {
    /// The host's window follows the controller's offline banner, and its retry button reloads at once.
    static let offlineBannerInTheWindow = SessionScenario(
        id: "offline.window",
        title: "The window shows the retry banner while a page is offline, hides it when the page is back, and its "
            + "retry button reloads at once, whatever the connectivity source says",
        needs: [.runsJavaScript, .showsAWindow], webKitCalls: []
    ) { run in
        let network = ScriptedConnectivity(.offline)
        let (page, _) = try await openOffline(run, network: network)
        let window = try await run.openWindow(for: page)
        let home = run.url("/now/nav/ui/home")
        func banner(_ isShowing: Bool, _ when: String) async throws {
            _ = try await run.poll(
                "the window's banner \(isShowing ? "showing" : "gone") \(when)",
                { await window.isOfflineBannerShowing() },
                until: { $0 == isShowing })
        }

        // Offline at load: the banner shows; the network is back: the page shows, the banner goes.
        run.instance.updateFaults { $0.unreachable = true }
        page.controller.loadPage()
        _ = try await page.activity.failed()
        try await banner(true, "after the load failed offline")
        run.instance.updateFaults { $0.unreachable = false }
        network.set(.online)
        run.expectEqual(try await page.activity.finished(), home, "the page shown once the network was back")
        try await banner(false, "once the network was back")
        run.expectEqual(
            try await page.controller.webEngine.evaluateJavaScript("document.title"), "ServiceNow", "the page's title")

        // A later load fails offline: the banner shows; its retry button reloads although the source says offline.
        network.set(.offline)
        await page.controller.offlineWatch.heard(.offline)
        run.instance.updateFaults { $0.unreachable = true }
        let requested = run.url("/incident_list.do")
        page.controller.webEngine.load(WebRequest(url: requested))
        _ = try await page.activity.failed()
        try await banner(true, "after a later load failed offline")
        run.instance.updateFaults { $0.unreachable = false }
        run.expect(await window.clickOfflineRetry(), "the window has no retry button to click")
        run.expectEqual(try await page.activity.finished(), requested, "the page shown after the retry")
        try await banner(false, "after the retry")
        run.expectEqual(network.current, .offline, "what the source says")
    }
}
