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
package struct FilePickRequest: Sendable, Equatable {
    /// Whether the user may pick more than one file.
    package var allowsMultiple: Bool
    /// The accepted types as the page wrote them (`image/*`, `.pdf`, `application/pdf`); empty for any.
    package var accept: [String]
    /// Whether the page asked for the camera (`capture`): the picker takes a photo, after the app's
    /// `DevicePermissionDelegate` allowed `.camera`.
    package var capture: Bool

    /// Makes a request; `accept` is read from the attribute's comma-separated text.
    package init(allowsMultiple: Bool = false, accept: String = "", capture: Bool = false) {
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
