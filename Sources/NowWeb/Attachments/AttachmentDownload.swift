import Foundation
import NowInternal

/// An instance file a page opens (`sys_attachment.do?sys_id=…`, or Cabrillo `attachments.viewFile`), as NowWeb
/// downloads it: from the instance's origin only, bounded in size, into the app's directory under a name
/// NowWeb makes. Pure: it decides; the controller fetches with the session and writes.
package struct AttachmentDownload: Sendable, Equatable {
    /// The largest file downloaded, in bytes: 50 MiB unless the app says otherwise.
    package static let defaultMaximumBytes = 50 * 1024 * 1024

    /// The attachment's sys_id.
    package var sysID: String
    /// The URL fetched: `/sys_attachment.do?sys_id=…` on the instance.
    package var url: URL

    /// The download `url` stands for, when it is an attachment of the instance at `instanceURL`.
    ///
    /// - Throws: ``AttachmentError/notAnInstanceAttachment`` for another origin, path or a sys_id that is not
    ///   32 hexadecimal digits.
    package init(_ url: URL, instanceURL: URL) throws(AttachmentError) {
        guard let origin = URLOrigin(url), origin == URLOrigin(instanceURL),
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.path == "/sys_attachment.do",
            let sysID = components.queryItems?.first(where: { $0.name == "sys_id" })?.value,
            SysID.isValid(sysID)
        else { throw .notAnInstanceAttachment }
        self.init(sysID: sysID, instanceURL: instanceURL)
    }

    /// The download of the attachment `sysID` on the instance at `instanceURL` (Cabrillo `viewFile`).
    package init(sysID: String, instanceURL: URL) {
        self.sysID = sysID
        var components = URLComponents()
        components.path = "/sys_attachment.do"
        components.queryItems = [URLQueryItem(name: "sys_id", value: sysID)]
        self.url = components.url(relativeTo: URL(string: "/", relativeTo: instanceURL))!.absoluteURL
    }

    /// The download Cabrillo `attachments.viewFile` asks for: `attachment.sys_id`.
    ///
    /// - Throws: ``CabrilloError/invalidOptions(_:_:)`` without a sys_id of 32 hexadecimal digits.
    package init(_ call: CabrilloCall, instanceURL: URL) throws(CabrilloError) {
        guard let sysID = call.options["attachment"]?["sys_id"]?.stringValue, SysID.isValid(sysID) else {
            throw .invalidOptions(call.method, "attachment.sys_id is not a sys_id")
        }
        self.init(sysID: sysID, instanceURL: instanceURL)
    }

    /// Where the file is written: in `directory` (the app's), under the server's name made safe, prefixed by
    /// the sys_id so that two attachments never share a file.
    ///
    /// - Parameters:
    ///   - directory: The app's directory for downloads.
    ///   - contentDisposition: The answer's `Content-Disposition`, whose file name is used once made safe.
    package func destination(in directory: URL, contentDisposition: String?) -> URL {
        let name = AttachmentFileName.safe(
            AttachmentFileName.dispositionName(contentDisposition), fallback: "attachment")
        return directory.appending(path: "\(sysID)-\(name)", directoryHint: .notDirectory)
    }

    /// Whether an answer of `status` with `contentLength` (when given) may be written, and why not.
    package static func check(status: Int, contentLength: Int?, received: Int, maximumBytes: Int = defaultMaximumBytes)
        -> AttachmentError?
    {
        guard (200..<300).contains(status) else { return .refused(status) }
        if let contentLength, contentLength > maximumBytes { return .tooLarge(contentLength, maximum: maximumBytes) }
        if received > maximumBytes { return .tooLarge(received, maximum: maximumBytes) }
        return nil
    }
}
