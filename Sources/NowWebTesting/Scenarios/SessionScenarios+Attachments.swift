import Foundation
import NowWeb

extension SessionScenarios {
    /// The scenarios of attachments against the emulator's attachment page: a page's `<input type=file>` and
    /// Cabrillo's `attachments` upload what the picker picked with the page's session, never the bearer; an
    /// instance file the page opens is downloaded by NowWeb into the app's directory and handed over; oversize
    /// files and upload paths off the instance are refused.
    static let attachments =
        [
            fileInputUploads, cabrilloAddFileUploads, cabrilloAddFilesUploadsEach, pickedFileOverTheBoundIsRefused,
        ]
        + [
            ("absolute", "https://example.com/api/now/attachment/file"),
            ("scheme-relative", "//example.com/api/now/attachment/file"), ("table-api", "/api/now/table/incident"),
        ].map(uploadPathOffTheInstance)
        + [openedAttachmentIsHandedOver, cabrilloViewFileDownloads, oversizeAttachmentIsRefused, uploadComesBack]

    /// The incident the attachment page shows.
    static let attachmentRecord = "46d44a5fa9fe198101e24fa9b6ce1be6"
    /// What each picked file holds.
    static let pickedBytes = Data("Printer on floor 3 jams on A3.\n".utf8)

    /// A new directory of the scenario's own.
    static func scenarioDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-attach-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A file `name` with ``pickedBytes`` in a new directory.
    static func pickedFile(_ name: String = "printer notes.txt") throws -> URL {
        let file = try scenarioDirectory().appending(path: name)
        try pickedBytes.write(to: file)
        return file
    }

    /// The attachment page, loaded, with a picker of `files` as the controller's.
    @MainActor
    static func attachmentPage(
        _ run: ScenarioRun, picking files: [URL] = []
    ) async throws -> (ScenarioRun.Page, ScriptedFilePicker) {
        let service = try await run.service()
        let page = try run.open("/attachments.do?sys_id=\(attachmentRecord)", on: service)
        let picker = ScriptedFilePicker(files)
        page.controller.filePicker = picker
        page.controller.loadPage()
        try await page.activity.finished()
        return (page, picker)
    }

    /// Re-evaluates `script` until it gives text that is not empty, and parses it.
    @MainActor
    static func pageJSON(_ run: ScenarioRun, _ page: ScenarioRun.Page, _ what: String, _ script: String)
        async throws -> JSONValue
    {
        let text = try await run.poll(
            what, { try await page.controller.webEngine.evaluateJavaScript(script) ?? "" }, until: { !$0.isEmpty })
        return try JSONValue(parsing: text)
    }

    /// What the page's Cabrillo calls settled with (`snmCabrillo.log.settled`), once one did.
    @MainActor
    static func cabrilloSettled(_ run: ScenarioRun, _ page: ScenarioRun.Page) async throws -> JSONValue {
        try await pageJSON(
            run, page, "a Cabrillo call settled",
            "snmCabrillo.log.settled.length ? JSON.stringify(snmCabrillo.log.settled) : ''")
    }

    /// Waits until the controller handed over a downloaded file or failed.
    @MainActor
    static func downloadedOrFailed(_ run: ScenarioRun, _ page: ScenarioRun.Page) async throws {
        _ = try await run.poll(
            "a file handed over or a failure", { page.delegate.callbacks.count },
            until: { _ in !page.delegate.downloadedFiles.isEmpty || !page.delegate.errors.isEmpty })
    }

    static let fileInputUploads = SessionScenario(
        id: "attachment.file-input",
        title: "A page's `<input type=file>` uploads the picked file with the page's session, never the bearer",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, picker) = try await attachmentPage(run, picking: [try pickedFile()])
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "document.getElementById('file').click(); 'clicked'")
        let answer = try await pageJSON(
            run, page, "the page's upload answered", "document.getElementById('result').textContent")
        let stored = run.instance.storedAttachments
        run.expectEqual(stored.count, 1, "the attachments stored")
        run.expectEqual(stored.first?.bytes, pickedBytes, "the stored bytes")
        run.expectEqual(stored.first?.fileName, "printer notes.txt", "the stored file's name")
        run.expectEqual(stored.first?.contentType, "text/plain", "the stored file's type")
        run.expectEqual(stored.first?.tableName, "incident", "the stored file's table")
        run.expectEqual(stored.first?.tableSysID, attachmentRecord, "the stored file's record")
        run.expect(stored.first?.cameWithBearerToken == false, "the page's own upload did not go with its session")
        run.expectEqual(
            answer.arrayValue?.first?["result"]?["sys_id"], stored.first.map { .string($0.sysID) }, "the answer's id")
        // The chooser's request: the input's `multiple` and `accept` (WebKit turns `.txt` into a type).
        run.expectEqual(picker.requests.first?.allowsMultiple, true, "the request allows several files")
        run.expect(picker.requests.first?.accept.contains("text/plain") == true, "the request accepts no text")
    }

    static let cabrilloAddFileUploads = SessionScenario(
        id: "attachment.cabrillo-add-file",
        title: "Cabrillo's `attachments.addFile` uploads the picked file with the page's session and answers with "
            + "the record",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, picker) = try await attachmentPage(run, picking: [try pickedFile("scan.txt")])
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "document.getElementById('cabrillo-add').click(); 'clicked'")
        let answer = try await pageJSON(
            run, page, "Cabrillo answered", "document.getElementById('cabrillo-result').textContent")
        let stored = run.instance.storedAttachments
        run.expectEqual(stored.count, 1, "the attachments stored")
        run.expectEqual(stored.first?.bytes, pickedBytes, "the stored bytes")
        run.expectEqual(stored.first?.fileName, "scan.txt", "the stored file's name")
        run.expectEqual(stored.first?.tableName, "incident", "the stored file's table")
        run.expectEqual(stored.first?.tableSysID, attachmentRecord, "the stored file's record")
        run.expect(stored.first?.cameWithBearerToken == false, "NowWeb uploaded with the bearer")
        run.expectEqual(answer["sys_id"], stored.first.map { .string($0.sysID) }, "the answer's id")
        run.expectEqual(answer["file_name"], .string("scan.txt"), "the answer's file name")
        run.expectEqual(picker.requests.map(\.allowsMultiple), [false], "the requests allow several files")
    }

    static let cabrilloAddFilesUploadsEach = SessionScenario(
        id: "attachment.cabrillo-add-files",
        title: "Cabrillo's `attachments.addFiles` uploads every picked file and answers with each record",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, picker) = try await attachmentPage(
            run, picking: [try pickedFile("one.txt"), try pickedFile("two.txt")])
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "snmCabrillo.attachments.addFiles('incident', '\(attachmentRecord)', null, {}); 'called'")
        let results = try await cabrilloSettled(run, page).arrayValue?.first?["results"]
        run.expectEqual(results?["errors"], .array([]), "the errors")
        run.expectEqual(
            results?["attachments"]?.arrayValue?.compactMap { $0["file_name"]?.stringValue }, ["one.txt", "two.txt"],
            "the answered files")
        run.expectEqual(run.instance.storedAttachments.map(\.fileName).sorted(), ["one.txt", "two.txt"], "the stored")
        run.expectEqual(picker.requests.map(\.allowsMultiple), [true], "the requests allow several files")
    }

    static let pickedFileOverTheBoundIsRefused = SessionScenario(
        id: "attachment.upload-too-large",
        title: "A picked file over the upload bound is refused with a clear error, and nothing is stored",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, _) = try await attachmentPage(run, picking: [try pickedFile()])
        page.controller.attachments.maximumUploadBytes = 8
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "snmCabrillo.attachments.addFile('incident', '\(attachmentRecord)', null, {}); 'called'")
        let error = try await cabrilloSettled(run, page).arrayValue?.first?["error"]
        run.expectEqual(error?["status"], .number(503), "the error's status")
        let message = error?["message"]?.stringValue ?? ""
        run.expect(message.contains("more than the 8 allowed"), "the error does not name the bound: \(message)")
        run.expect(run.instance.storedAttachments.isEmpty, "an attachment was stored")
    }

    static func uploadPathOffTheInstance(_ name: String, apiPath: String) -> SessionScenario {
        SessionScenario(
            id: "attachment.upload-path-\(name)",
            title: "A Cabrillo upload to `\(apiPath)`, no attachment endpoint of the instance, is refused before "
                + "any pick",
            needs: [.runsJavaScript], webKitCalls: []
        ) { run in
            let (page, picker) = try await attachmentPage(run, picking: [try pickedFile()])
            _ = try await page.controller.webEngine.evaluateJavaScript(
                """
                snmCabrillo.attachments.addFile('incident', '\(attachmentRecord)', null,
                  { apiPath: \(JSONValue.string(apiPath).javaScriptLiteral) }); 'called'
                """)
            let error = try await cabrilloSettled(run, page).arrayValue?.first?["error"]
            run.expectEqual(error?["status"], .number(400), "the error's status")
            let message = error?["message"]?.stringValue ?? ""
            run.expect(
                message.contains("apiPath is not an attachment endpoint of the instance"),
                "the error does not say why: \(message)")
            run.expect(picker.requests.isEmpty, "a file was picked for an upload that cannot go out")
            run.expect(run.instance.storedAttachments.isEmpty, "an attachment was stored")
        }
    }
}
