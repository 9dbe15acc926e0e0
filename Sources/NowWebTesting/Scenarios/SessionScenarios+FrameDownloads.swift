import Foundation
import NowWeb

extension SessionScenarios {
    /// Adds a frame to the top page (`Resources/Scripts/SessionScenarios.addFrame.js`), loaded once.
    static let addFrameScript = JavaScriptResource.required("SessionScenarios.addFrame", in: .module)

    /// Which frames' files NowWeb downloads natively (R3-L-7): the classic UI's own frame (`gsft_main`, of the
    /// instance's origin) still opens attachments into the app's directory; a frame of another site that opens the
    /// instance's attachments makes the app fetch nothing.
    static let frameDownloads = [classicFramesAttachment, foreignFramesAttachment]

    /// A page of another site that, once shown in a frame, opens in that frame the URL its fragment names.
    static let foreignOpener = """
        <!DOCTYPE html><html><body><script>
        location.href = decodeURIComponent(location.hash.slice(1));
        </script></body></html>
        """

    /// The instance's attachment whose sys_id ends in `suffix`.
    @MainActor
    static func attachmentURL(_ suffix: String, on run: ScenarioRun) -> String {
        let sysID = String(repeating: "0", count: 32 - suffix.count) + suffix
        return run.instance.baseURL.appending(path: "sys_attachment.do").absoluteString + "?sys_id=\(sysID)"
    }

    /// Shows `path` with a new attachment directory, its engine's events heard by a spy.
    @MainActor
    static func showWithDownloads(
        _ run: ScenarioRun, _ path: String
    ) async throws -> (ScenarioRun.Page, ForwardingEngineDelegate, URL) {
        let service = try await run.service()
        let (page, _) = try await run.show(path, on: service)
        let directory = try scenarioDirectory()
        page.controller.attachmentDirectory = directory
        let spy = ForwardingEngineDelegate(to: page.controller.pageSession)
        page.controller.webEngine.delegate = spy
        return (page, spy, directory)
    }

    /// The engine's refusal of a file of `/sys_attachment.do`, as its delegate heard it.
    @MainActor
    static func attachmentRefusal(_ run: ScenarioRun, _ spy: ForwardingEngineDelegate) async -> WebResponse? {
        let event = await spy.events.next(patience: .seconds(30)) {
            if case .downloadRefused(let response) = $0 { response.url.path == "/sys_attachment.do" } else { false }
        }
        guard case .downloadRefused(let response) = event else {
            run.expect(false, "the engine refused no attachment: \(spy.events.events)")
            return nil
        }
        return response
    }

    static let classicFramesAttachment = SessionScenario(
        id: "attachment.classic-frame",
        title: "An attachment the classic UI's own frame (`gsft_main`) opens is downloaded into the app's "
            + "directory; the page stays (R3-L-7)",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, spy, _) = try await showWithDownloads(run, "/now/nav/ui/classic/params/target/attachments.do")
        defer { page.controller.webEngine.delegate = page.controller.pageSession }
        // The user's click on the attachment list's link, in the instance's frame.
        _ = try await page.controller.webEngine.evaluateJavaScript(frameClickScript.call(.string("#attachment-link")))
        guard let refusal = await attachmentRefusal(run, spy) else { return }
        run.expectEqual(refusal.isMainFrame, false, "the refused file is the main frame's")
        // WebKit's word on who asked for the file; without it the app only hears of the URL.
        guard refusal.frameOrigin == run.instance.baseURL else {
            return run.expect(false, "the refusal names the frame's origin \(String(describing: refusal.frameOrigin))")
        }
        try await downloadedOrFailed(run, page)
        guard let file = page.delegate.downloadedFiles.first else {
            return run.expect(false, "no file handed over: \(page.delegate.errors)")
        }
        run.expect(
            file.lastPathComponent.hasPrefix("6a1f0e3c5b2d4c7e8f9a0b1c2d3e4f50"), "the file's name: \(file)")
        run.expectEqual(
            page.controller.currentURL?.path, "/now/nav/ui/classic/params/target/attachments.do", "the page shown")
    }

    static let foreignFramesAttachment = SessionScenario(
        id: "attachment.foreign-frame",
        title: "An attachment a frame of another site opens is never fetched by the app; the main frame's own file "
            + "still is (R3-L-7)",
        needs: [.runsJavaScript], webKitCalls: [],
        instance: instance { $0.foreignPages["/opener"] = foreignOpener }
    ) { run in
        let (page, spy, directory) = try await showWithDownloads(run, "/now/nav/ui/home")
        defer { page.controller.webEngine.delegate = page.controller.pageSession }
        // A third-party widget's frame navigates itself to the instance's attachment.
        let opener =
            run.instance.foreignBaseURL.appending(path: "opener").absoluteString + "#"
            + (attachmentURL("41", on: run).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        _ = try await page.controller.webEngine.evaluateJavaScript(addFrameScript.call(.string(opener)))
        guard let refusal = await attachmentRefusal(run, spy) else { return }
        run.expectEqual(refusal.isMainFrame, false, "the refused file is the main frame's")
        run.expectEqual(refusal.frameOrigin, run.instance.foreignBaseURL, "WebKit's word on who asked for the file")

        // Then the main frame's own file: the first and only file the app downloads.
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "location.href = '\(attachmentURL("42", on: run))'; 'opened'")
        try await downloadedOrFailed(run, page)
        guard let file = page.delegate.downloadedFiles.first else {
            return run.expect(false, "no file handed over: \(page.delegate.errors)")
        }
        run.expect(file.lastPathComponent.hasPrefix("00000000000000000000000000000042"), "the file's name: \(file)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        run.expect(saved.count == 1 && !saved.contains { $0.contains("41") }, "the files saved: \(saved)")
        run.expectEqual(page.controller.currentURL?.path, "/now/nav/ui/home", "the page shown")
    }
}
