import Foundation
import NowWeb

extension EmulatedInstance {
    /// The page with a record's attachments: `/attachments.do?sys_id=<incident>`.
    static let attachmentFormPath = "/attachments.do"
    /// The incident whose attachments the page shows when the query names none.
    static let attachmentFormRecord = "46d44a5fa9fe198101e24fa9b6ce1be6"
    /// The attachment the page lists, as a link (`#attachment-link`) to `/sys_attachment.do?sys_id=<this>`.
    static let attachmentFormFile = "6a1f0e3c5b2d4c7e8f9a0b1c2d3e4f50"

    /// The page's script (`Resources/Scripts/EmulatedInstance.attachmentForm.js`), loaded once.
    private static let attachmentFormScript = JavaScriptResource.required(
        "EmulatedInstance.attachmentForm", in: .module)

    /// A page that attaches files to an incident twice over: its own `<input type=file id=file multiple>` (of
    /// `text/plain` or `.txt`), whose files it posts to the Attachment API with the session (`X-UserToken:
    /// g_ck`) and whose answers it writes as JSON into `#result`; and a button `#cabrillo-add` that calls
    /// `cabrillo.attachments.addFile` and writes what the promise resolved to into `#cabrillo-result`. It lists
    /// one attachment, as the classic form's attachment list does: a link `#attachment-link` to the file.
    static func attachmentForm(record: String?) -> String {
        let record = (record ?? attachmentFormRecord).filter(\.isHexDigit)
        return """
            <main><h1>Attachments</h1>
            <ul class="attachments"><li><a id="attachment-link" href="/sys_attachment.do?sys_id=\(attachmentFormFile)">\
            notes.bin</a></li></ul>
            <form id="upload-form"><input type="file" id="file" name="file" accept="text/plain,.txt" multiple></form>
            <button id="cabrillo-add" type="button">Attach with the app</button>
            <pre id="result"></pre><pre id="cabrillo-result"></pre>
            <script>\(Self.attachmentFormScript.call(.string(record)))</script></main>
            """
    }
}
