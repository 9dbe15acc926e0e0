import Foundation

/// A file the user picked or took for a page, as a picker hands it over: its name, its type and its bytes.
package struct PickedFile: Sendable, Equatable {
    /// The name the picker gave (not yet made safe: see ``AttachmentFileName``).
    package var name: String
    /// The MIME type, such as `image/jpeg`; `application/octet-stream` when unknown.
    package var contentType: String
    /// The file's bytes.
    package var data: Data

    /// Makes a picked file.
    package init(name: String, contentType: String = "application/octet-stream", data: Data) {
        self.name = name
        self.contentType = contentType
        self.data = data
    }
}

/// What a page asks a picker for: one file or several, of which types, and whether from the camera.
///
/// Read from a page's `<input type=file>` (`accept`, `multiple`, `capture`) or a Cabrillo attachments call.
public struct FilePickRequest: Sendable, Equatable {
    /// Whether the user may pick more than one file.
    public var allowsMultiple: Bool
    /// The accepted types as the page wrote them (`image/*`, `.pdf`, `application/pdf`), lowercased; empty for
    /// any.
    public var accept: [String]
    /// Whether the page asked for the camera (`capture`): the picker takes a photo, after the app's
    /// `DevicePermissionDelegate` allowed `.camera`.
    public var capture: Bool

    /// Makes a request; `accept` is read from the attribute's comma-separated text (at most 32 types of at most
    /// 100 characters each).
    ///
    /// - Parameters:
    ///   - allowsMultiple: Whether the user may pick more than one file.
    ///   - accept: The `accept` attribute's text, such as `image/*,.pdf`.
    ///   - capture: Whether the page asked for the camera.
    public init(allowsMultiple: Bool = false, accept: String = "", capture: Bool = false) {
        self.allowsMultiple = allowsMultiple
        self.accept = accept.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }.prefix(32).map { String($0.prefix(100)) }
        self.capture = capture
    }

    /// Whether `file` is of a type the page accepts (any type when `accept` is empty).
    package func accepts(_ file: PickedFile) -> Bool {
        guard !accept.isEmpty else { return true }
        let type = file.contentType.lowercased()
        let name = file.name.lowercased()
        return accept.contains { pattern in
            if pattern.hasPrefix(".") { return name.hasSuffix(pattern) }
            if pattern.hasSuffix("/*") { return type.hasPrefix(pattern.dropLast()) }
            return type == pattern
        }
    }
}

extension PickedFile {
    /// The types NowWeb names by a file's extension; any other is `application/octet-stream`.
    static let typesByExtension: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic",
        "webp": "image/webp", "pdf": "application/pdf", "txt": "text/plain", "csv": "text/csv",
        "json": "application/json", "xml": "application/xml", "zip": "application/zip", "mp4": "video/mp4",
        "mov": "video/quicktime", "doc": "application/msword",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xls": "application/vnd.ms-excel",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]

    /// The local file a picker returned, read whole when it is at most `maximumBytes`.
    ///
    /// - Throws: ``AttachmentError/unreadableFile(_:)`` for a URL that is not a readable regular local file,
    ///   ``AttachmentError/tooLarge(_:maximum:)`` above `maximumBytes` (checked before reading),
    ///   ``AttachmentError/empty`` for an empty file.
    package init(contentsOf url: URL, maximumBytes: Int = AttachmentUpload.defaultMaximumBytes)
        throws(AttachmentError)
    {
        guard url.isFileURL else { throw .unreadableFile("not a local file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.intValue
        else { throw .unreadableFile("not a regular file") }
        guard size <= maximumBytes else { throw .tooLarge(size, maximum: maximumBytes) }
        guard let data = try? Data(contentsOf: url) else { throw .unreadableFile("the file cannot be read") }
        guard data.count <= maximumBytes else { throw .tooLarge(data.count, maximum: maximumBytes) }
        guard !data.isEmpty else { throw .empty }
        let type = Self.typesByExtension[url.pathExtension.lowercased()] ?? "application/octet-stream"
        self.init(name: url.lastPathComponent, contentType: type, data: data)
    }
}
