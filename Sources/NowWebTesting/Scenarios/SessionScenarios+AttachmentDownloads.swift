import Foundation
import NowWeb

extension SessionScenarios {
    /// What the emulator serves for the attachment `sysID`.
    static func attachmentBytes(_ sysID: String) -> Data {
        Data("NowWeb emulator attachment attachment-\(sysID).bin\n".utf8)
    }

    static let openedAttachmentIsHandedOver = SessionScenario(
        id: "attachment.opened",
        title: "An instance file the page opens is downloaded by NowWeb into the app's directory and handed over; "
            + "the page stays",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, _) = try await attachmentPage(run)
        let directory = try scenarioDirectory()
        page.controller.attachmentDirectory = directory
        let sysID = "0123456789abcdef0123456789abcdef"
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "location.href = '/sys_attachment.do?sys_id=\(sysID)'; 'opened'")
        try await downloadedOrFailed(run, page)
        run.expect(page.delegate.errors.isEmpty, "the delegate was told of errors: \(page.delegate.errors)")
        guard let file = page.delegate.downloadedFiles.first else { return run.expect(false, "no file handed over") }
        run.expectEqual(
            file.deletingLastPathComponent().standardizedFileURL.path, directory.standardizedFileURL.path,
            "the file's directory")
        run.expectEqual(file.lastPathComponent, "\(sysID)-attachment-\(sysID).bin", "the file's name")
        run.expectEqual(try Data(contentsOf: file), attachmentBytes(sysID), "the file's bytes")
        run.expectEqual(page.controller.currentURL?.path, "/attachments.do", "the page shown")
    }

    static let cabrilloViewFileDownloads = SessionScenario(
        id: "attachment.cabrillo-view-file",
        title: "Cabrillo's `attachments.viewFile` downloads the attachment, hands it over and answers the page",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, _) = try await attachmentPage(run)
        page.controller.attachmentDirectory = try scenarioDirectory()
        let sysID = "fedcba9876543210fedcba9876543210"
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)', file_name: 'x.bin' }); 'called'")
        let settled = try await cabrilloSettled(run, page)
        run.expectEqual(settled.arrayValue?.first?["error"], .null, "the call's error")
        guard let file = page.delegate.downloadedFiles.first else { return run.expect(false, "no file handed over") }
        run.expectEqual(try Data(contentsOf: file), attachmentBytes(sysID), "the file's bytes")
    }

    static let oversizeAttachmentIsRefused = SessionScenario(
        id: "attachment.download-too-large",
        title: "An attachment over the download bound is refused with a clear error, to Cabrillo and to a page "
            + "that opens it; nothing is saved",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, _) = try await attachmentPage(run)
        let directory = try scenarioDirectory()
        page.controller.attachmentDirectory = directory
        page.controller.attachments.maximumDownloadBytes = 16
        let sysID = "0123456789abcdef0123456789abcdef"
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)' }); 'called'")
        let message = try await cabrilloSettled(run, page).arrayValue?.first?["error"]?["message"]?.stringValue ?? ""
        run.expect(
            message.contains("larger than the 16 bytes allowed"), "the error does not name the bound: \(message)")
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "location.href = '/sys_attachment.do?sys_id=\(sysID)'; 'opened'")
        try await downloadedOrFailed(run, page)
        run.expectEqual(
            page.delegate.failures.first,
            .attachmentFailed(reason: AttachmentError.downloadTooLarge(maximum: 16).localizedDescription),
            "the failure")
        run.expect(page.delegate.downloadedFiles.isEmpty, "a file was handed over")
        run.expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "a file was saved")
    }

    /// The round trip: a file uploaded through Cabrillo comes back, through `viewFile` of the sys_id the instance
    /// answered, as a local file with the same bytes and the uploaded name.
    static let uploadComesBack = SessionScenario(
        id: "attachment.round-trip",
        title: "A file uploaded through Cabrillo comes back through `viewFile` as a local file with the same bytes "
            + "and name",
        needs: [.runsJavaScript], webKitCalls: []
    ) { run in
        let (page, _) = try await attachmentPage(run, picking: [try pickedFile("scan.txt")])
        page.controller.attachmentDirectory = try scenarioDirectory()
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "document.getElementById('cabrillo-add').click(); 'clicked'")
        let record = try await pageJSON(
            run, page, "Cabrillo answered", "document.getElementById('cabrillo-result').textContent")
        guard let sysID = record["sys_id"]?.stringValue else { return run.expect(false, "no sys_id in \(record)") }
        _ = try await page.controller.webEngine.evaluateJavaScript(
            "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)' }).then(function () {}); 'called'")
        try await downloadedOrFailed(run, page)
        guard let file = page.delegate.downloadedFiles.first else { return run.expect(false, "no file handed over") }
        run.expectEqual(file.lastPathComponent, "\(sysID)-scan.txt", "the file's name")
        run.expectEqual(try Data(contentsOf: file), pickedBytes, "the file's bytes")
    }
}
