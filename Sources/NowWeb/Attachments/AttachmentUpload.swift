import Foundation
import NowInternal

/// Where and how a picked file goes to the instance, read from a page's Cabrillo `attachments.addFile` or
/// `addFiles` call. Pure: it builds the request and reads the answer; the controller sends it with the session.
///
/// The page names the attachment API (`apiPath`), but only an instance path of a known attachment endpoint is
/// used, resolved on the instance: `/angular.do?sysparm_type=ngk_attachments` (multipart, as the instance's own
/// `addFile` sends it), `/api/now/attachment/upload` (multipart) or `/api/now/attachment/file` (the raw bytes).
/// Without `apiPath`, the record's `table` and `sysId` give `POST /api/now/attachment/file?table_name=…&
/// table_sys_id=…&file_name=…`, ServiceNow's Attachment API.
package struct AttachmentUpload: Sendable, Equatable {
    /// How the file is carried.
    package enum Encoding: Sendable, Equatable {
        /// The raw bytes as the body, `file_name` in the query (`/api/now/attachment/file`).
        case raw
        /// A `multipart/form-data` body: the form fields, then the file in the named field.
        case multipart(fileField: String, fields: [String: String])
    }

    /// The largest file sent, in bytes: 25 MiB unless the app says otherwise.
    package static let defaultMaximumBytes = 25 * 1024 * 1024
    /// The endpoints a page may name.
    package static let endpoints: Set<String> = [
        "/angular.do", "/api/now/attachment/upload", "/api/now/attachment/file",
    ]

    /// The endpoint, relative to the instance (path and query, without `file_name` for a raw upload).
    package var endpoint: URLComponents
    /// How the file is carried.
    package var encoding: Encoding
    /// Whether the page asked for several files (`addFiles` without `isSingleSelection`).
    package var allowsMultiple: Bool
    /// How a picked JPEG or PNG is made smaller first (`maxWidth`, `maxHeight`, `jpgQuality`); `nil` for as picked.
    package var resize: ImageResize?

    /// The upload `call` asks for.
    ///
    /// - Throws: ``CabrilloError/invalidOptions(_:_:)`` when `apiPath` is not an instance attachment endpoint,
    ///   or neither it nor a valid `table` and `sysId` is given.
    package init(_ call: CabrilloCall) throws(CabrilloError) {
        let options = call.options
        allowsMultiple = call.method == .addFiles && options["isSingleSelection"]?.boolValue != true
        resize = try ImageResize(options, method: call.method)
        if let apiPath = options["apiPath"]?.stringValue, !apiPath.isEmpty {
            guard apiPath.hasPrefix("/"), !apiPath.hasPrefix("//"), !apiPath.contains("\\"),
                let components = URLComponents(string: apiPath), components.scheme == nil, components.host == nil,
                Self.endpoints.contains(components.path)
            else { throw .invalidOptions(call.method, "apiPath is not an attachment endpoint of the instance") }
            if components.path == "/angular.do",
                components.queryItems?.first(where: { $0.name == "sysparm_type" })?.value != "ngk_attachments"
            {
                throw .invalidOptions(call.method, "apiPath is not an attachment endpoint of the instance")
            }
            endpoint = components
            if components.path == "/api/now/attachment/file" {
                encoding = .raw
            } else {
                let field = options["uploadParamName"]?.stringValue ?? "attachFile"
                guard Self.isFieldName(field) else {
                    throw .invalidOptions(call.method, "uploadParamName is not a field name")
                }
                encoding = .multipart(fileField: field, fields: try Self.fields(options["params"], call.method))
            }
            return
        }
        guard let table = options["table"]?.stringValue, Self.isTableName(table),
            let sysId = options["sysId"]?.stringValue, SysID.isValid(sysId)
        else { throw .invalidOptions(call.method, "neither apiPath nor a record's table and sysId was given") }
        var components = URLComponents()
        components.path = "/api/now/attachment/file"
        components.queryItems = [
            URLQueryItem(name: "table_name", value: table), URLQueryItem(name: "table_sys_id", value: sysId),
        ]
        endpoint = components
        encoding = .raw
    }

    /// The request that sends `file` to the instance at `instanceURL`, without credentials (the controller adds
    /// the session).
    ///
    /// - Throws: ``AttachmentError/tooLarge(_:maximum:)`` above `maximumBytes`, ``AttachmentError/empty`` for
    ///   an empty file.
    package func request(
        for file: PickedFile, instanceURL: URL, maximumBytes: Int = defaultMaximumBytes, boundary: String
    ) throws(AttachmentError) -> WebUploadRequest {
        guard !file.data.isEmpty else { throw .empty }
        guard file.data.count <= maximumBytes else { throw .tooLarge(file.data.count, maximum: maximumBytes) }
        let name = AttachmentFileName.safe(file.name, fallback: "attachment")
        let type = Self.isMediaType(file.contentType) ? file.contentType : "application/octet-stream"
        var components = endpoint
        var body = Data()
        let contentType: String
        switch encoding {
        case .raw:
            components.queryItems =
                (components.queryItems ?? []).filter { $0.name != "file_name" }
                + [URLQueryItem(name: "file_name", value: name)]
            body = file.data
            contentType = type
        case .multipart(let fileField, let fields):
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                body.append(
                    Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8))
            }
            let quoted = name.replacingOccurrences(of: "\"", with: "'")
            body.append(
                Data(
                    "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(fileField)\"; filename=\"\(quoted)\"\r\nContent-Type: \(type)\r\n\r\n"
                        .utf8))
            body.append(file.data)
            body.append(Data("\r\n--\(boundary)--\r\n".utf8))
            contentType = "multipart/form-data; boundary=\(boundary)"
        }
        let base = URL(string: "/", relativeTo: instanceURL)!
        guard let url = components.url(relativeTo: base)?.absoluteURL else { throw .unusableAnswer }
        return WebUploadRequest(url: url, contentType: contentType, body: body)
    }

    /// The page's answer for one upload: the attachment record the instance returned (`result` of the
    /// Attachment API, or the ngk record), or the error that says why.
    package static func answer(status: Int, body: Data) -> Result<JSONValue, AttachmentError> {
        guard (200..<300).contains(status) else { return .failure(.refused(status)) }
        guard let value = try? JSONValue(parsing: String(decoding: body, as: UTF8.self)) else {
            return .failure(.unusableAnswer)
        }
        if let result = value["result"], case .object = result { return .success(result) }
        if case .object = value { return .success(value) }
        return .failure(.unusableAnswer)
    }

    private static func fields(_ value: JSONValue?, _ method: CabrilloMethod) throws(CabrilloError) -> [String: String]
    {
        guard case .object(let members)? = value else { return [:] }
        guard members.count <= 32 else { throw .invalidOptions(method, "params has too many fields") }
        var fields: [String: String] = [:]
        for (key, member) in members {
            guard isFieldName(key) else { throw .invalidOptions(method, "params has a field that is not a name") }
            let text: String
            switch member {
            case .string(let string): text = string
            case .bool(let flag): text = flag ? "true" : "false"
            case .number(let number):
                guard let written = fieldText(number) else {
                    throw .invalidOptions(method, "params.\(key) is not a number a form field can carry")
                }
                text = written
            case .null: continue
            default: throw .invalidOptions(method, "params.\(key) is not a string")
            }
            guard text.utf8.count <= 4096, !text.contains("\r"), !text.contains("\n") else {
                throw .invalidOptions(method, "params.\(key) is not a one-line value")
            }
            fields[key] = text
        }
        return fields
    }

    /// `number` as a form field carries it: a whole number in `Int`'s range without a fraction, another finite
    /// number as Swift writes it; `nil` for a whole number beyond `Int` (`1e19`) and for `NaN` and infinities.
    private static func fieldText(_ number: Double) -> String? {
        if let whole = Int(exactly: number) { return String(whole) }
        guard number.isFinite, number.rounded() != number else { return nil }
        return String(number)
    }

    static func isFieldName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    static func isTableName(_ text: String) -> Bool { isFieldName(text) }

    private static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        return parts.count == 2 && text.count <= 100
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0) || $0 == "/") }
    }
}

/// A request that sends a file: a `POST` of `body` to `url` with `contentType`. It carries no credentials.
package struct WebUploadRequest: Sendable, Equatable {
    /// Where the file goes, on the instance.
    package var url: URL
    /// The body's `Content-Type`.
    package var contentType: String
    /// The body.
    package var body: Data
}
