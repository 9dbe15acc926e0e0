import Foundation
import NowInternal

extension InstanceEmulator {
    /// A file uploaded to the emulator's Attachment API (`POST /api/now/attachment/file`), which
    /// `/sys_attachment.do?sys_id=…` then serves back to its uploader.
    public struct StoredAttachment: Sendable, Equatable {
        /// The attachment's sys_id (32 hexadecimal digits).
        public var sysID: String
        /// The user whose session or bearer token uploaded it.
        public var user: String
        /// Whether the upload carried a bearer token (else it came with a web session).
        public var cameWithBearerToken: Bool
        /// `table_name`.
        public var tableName: String
        /// `table_sys_id`.
        public var tableSysID: String
        /// `file_name`.
        public var fileName: String
        /// The body's `Content-Type`.
        public var contentType: String
        /// The file's bytes.
        public var bytes: Data
    }

    /// The files uploaded so far, oldest first.
    public var storedAttachments: [StoredAttachment] {
        instance.state.withLock { Array($0.attachments.values) }.sorted { $0.sysID < $1.sysID }
    }
}

extension EmulatedInstance {
    /// ServiceNow's Attachment API upload of raw bytes.
    static let attachmentFileResource = "/api/now/attachment/file"

    /// `POST /api/now/attachment/file?table_name=&table_sys_id=&file_name=`: stores the body and answers the
    /// attachment record, as the instance does (201, `{"result": {...}}`).
    func uploadAttachment(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else {
            return .json(#"{"error":{"message":"Method not Supported"},"status":"failure"}"#, status: 405)
        }
        guard let user = apiUser(request) else {
            return .json(#"{"error":{"message":"User Not Authenticated"},"status":"failure"}"#, status: 401)
        }
        let query = request.queryParameters
        guard let table = query["table_name"], !table.isEmpty, let record = query["table_sys_id"], !record.isEmpty,
            let name = query["file_name"], !name.isEmpty, !request.body.isEmpty
        else {
            return .json(
                #"{"error":{"message":"Missing parameters or an empty file"},"status":"failure"}"#, status: 400)
        }
        let stored = InstanceEmulator.StoredAttachment(
            sysID: Digest.randomBytes(16).hexString, user: user,
            cameWithBearerToken: Self.bearerToken(in: request) != nil, tableName: table, tableSysID: record,
            fileName: name, contentType: request.header("Content-Type") ?? "application/octet-stream",
            bytes: request.body)
        state.withLock { $0.attachments[stored.sysID] = stored }
        let object: [String: String] = [
            "sys_id": stored.sysID, "file_name": name, "content_type": stored.contentType,
            "size_bytes": String(stored.bytes.count), "table_name": table, "table_sys_id": record,
            "download_link": "/api/now/attachment/\(stored.sysID)/file",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: ["result": object], options: [.sortedKeys])) ?? Data()
        return .json(String(decoding: data, as: UTF8.self), status: 201)
    }

    /// The stored attachment `sysID` as `/sys_attachment.do` serves it to `user`, or `nil` when there is none
    /// of theirs.
    func storedAttachment(_ sysID: String?, user: String) -> HTTPResponse? {
        guard let sysID, let stored = state.withLock({ $0.attachments[sysID] }), stored.user == user else {
            return nil
        }
        let name = stored.fileName.filter { $0 != "\"" && $0 != "\r" && $0 != "\n" }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", stored.contentType), ("Content-Disposition", "attachment; filename=\"\(name)\""),
                ("Cache-Control", "no-cache,no-store,must-revalidate,max-age=-1"),
            ], bytes: Array(stored.bytes))
    }
}
