import Foundation
import NowWeb

extension SessionScenarios {
    /// Clicks the element a selector names in the classic shell's `gsft_main` frame, once the frame's document
    /// has one (`Resources/Scripts/SessionScenarios.frameClick.js`), loaded once.
    static let frameClickScript = JavaScriptResource.required("SessionScenarios.frameClick", in: .module)
    /// Clicks the first link in the classic shell's `gsft_main` frame, once the frame's document has one: the
    /// frame may still be loading when the top page reports its load finished.
    package static let frameLinkClick = frameClickScript.call(.string("a"))

    /// A link clicked in a frame after the token expired is the frame's navigation, not the main frame's: it is
    /// allowed as it is, never predicted and re-bridged, and the bearer never goes with it.
    static let frameLinkIsNotReBridged = SessionScenario(
        id: "prediction.frame-link-click",
        title: "A link clicked in a frame after the token expired is never re-bridged as the main frame: it goes "
            + "out as the frame's, without the bearer",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let service = try await run.service()
        let (page, _) = try await run.show("/now/nav/ui/classic/params/target/incident_list.do", on: service)
        let spy = ForwardingEngineDelegate(to: page.controller.pageSession)
        page.controller.webEngine.delegate = spy
        defer { page.controller.webEngine.delegate = page.controller.pageSession }

        run.instance.advanceTime(by: .seconds(31 * 60))
        run.instance.clearRequestLog()
        _ = try await page.controller.webEngine.evaluateJavaScript(frameLinkClick)

        // The frame's own response (a page or the login page) comes after the click's decision.
        let response = await spy.events.next {
            if case .responseReceived(let response) = $0 { !response.isMainFrame } else { false }
        }
        run.expect(response != nil, "no response reached the frame: \(spy.events.events)")
        let click = spy.decisions.first { $0.action.url.path == "/incident.do" }
        run.expect(click != nil, "the frame's link was never asked about: \(spy.decisions.map(\.action.url))")
        run.expect(click?.action.isMainFrame == nil, "the frame's link was flagged as the main frame's")
        run.expectEqual(click?.policy, .allow, "the answer to the frame's link")
        run.expect(
            !page.activity.activities.contains { $0 == .expiryPredicted(.tokenExpiry) },
            "the frame's link was predicted and re-bridged")
        run.expect(
            !run.instance.requestLog.contains { $0.path == "/incident.do" && $0.hasAuthorization },
            "the frame's page got the bearer")
    }
}
