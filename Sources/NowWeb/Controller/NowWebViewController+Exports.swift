import Foundation

// Exports: a file a document of the instance made (a list's CSV, a report's PDF, as a `blob:` or `data:` URL
// with `download`) reaches the app as an attachment does, in the same directory and through the same delegate
// call. The engine took it only after `PageExport` accepted it, into a private place; here it moves or goes.
extension NowWebViewController {
    /// Moves an export the engine wrote into ``attachmentDirectory`` under the page's name made safe, readable by
    /// the user alone, and hands it to the delegate; without a directory, or when the move fails, deletes it.
    func receiveExport(_ file: URL, name: String) {
        let manager = FileManager.default
        defer { try? manager.removeItem(at: file) }
        guard let directory = attachmentDirectory else { return }
        let safe = AttachmentFileName.safe(name, fallback: "export")
        var target = directory.appending(path: safe)
        if manager.fileExists(atPath: target.path) {
            target = directory.appending(path: AttachmentFileName.fitted("\(UUID().uuidString.prefix(8))-\(safe)"))
        }
        do {
            try manager.moveItem(at: file, to: target)
            // The instance's data is the user's: not for other accounts of the device (R3-L-7).
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        } catch {
            try? manager.removeItem(at: target)
            return
        }
        delegate?.nowWebViewController(self, didDownloadAttachment: target)
    }
}
