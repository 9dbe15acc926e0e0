import Foundation
import NowWeb

extension SessionScenarios {
    /// The foreign login page's script (`Resources/Scripts/SessionScenarios.signalFaker.js`), loaded once.
    static let signalFakerScript = JavaScriptResource.required("SessionScenarios.signalFaker", in: .module)

    /// A login page of another site, in a frame of an instance page, that fakes every in-page signal the session
    /// watch knows: the page's event, and a message to the watch's handler as if from the top frame.
    static let signalFakingForeignPage = """
        <!DOCTYPE html><html><head><title>Sign in</title></head><body>
        <form action="/login.do" method="post"><input type="password" name="user_password"></form>
        <script>\(signalFakerScript.source)</script></body></html>
        """

    /// A frame of another site that fakes every signal the watch knows gets nothing: no recovery, no bearer.
    static let foreignFrameFakingTheSignals = SessionScenario(
        id: "in-page.foreign-frame-fakes-signals",
        title: "A frame of another site that fakes every in-page session signal changes nothing: no expiry, no "
            + "recovery, no bearer",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance { $0.foreignPages["/login.do"] = signalFakingForeignPage }
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/home?embed=/login.do", on: service)
        _ = try await run.poll(
            "the foreign frame's last request", { run.instance.requestLog },
            until: { $0.contains { $0.path == "/hostile-done" } })
        // The frame's messages would come before its fetch's; one more page round trip for good measure.
        run.expectEqual(
            try await page.controller.webEngine.evaluateJavaScript("location.pathname"), "/now/nav/ui/home",
            "the page shown")
        run.expect(
            !page.activity.activities.contains { if case .expiryDetected = $0 { true } else { false } },
            "an expiry was detected: \(page.activity.activities)")
        run.expectEqual(bearerPages(run).count, 1, "the pages with the bearer (the bridge)")
        run.expect(
            run.instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization },
            "the bearer went off the instance")
    }
}
