import Foundation

/// The name NowWeb gives a file it writes or sends: a page's or server's name reduced to one safe path
/// component. Pure.
///
/// A page never chooses where a file is written: separators, `..`, control characters and leading dots are
/// removed, the name is bounded in length, and a name left empty becomes `fallback`.
package enum AttachmentFileName {
    /// The longest name kept, in UTF-8 bytes (file systems allow 255).
    package static let maximumBytes = 120

    /// `proposed` as one safe file name, or `fallback` when nothing usable is left.
    ///
    /// - Parameters:
    ///   - proposed: The name a page, a picker or a `Content-Disposition` header gave; `nil` for none.
    ///   - fallback: The name used when `proposed` has nothing usable (itself assumed safe).
    package static func safe(_ proposed: String?, fallback: String) -> String {
        let last = (proposed ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var name = String(
            last.unicodeScalars.filter { scalar in
                !CharacterSet.controlCharacters.contains(scalar) && !"<>:\"|?*".unicodeScalars.contains(scalar)
                    && scalar.properties.generalCategory != .format
            }.map(Character.init)
        ).trimmingCharacters(in: .whitespaces)
        while name.hasPrefix(".") { name.removeFirst() }
        while name.utf8.count > maximumBytes {
            // Keep the extension: cut the stem.
            let dot = name.lastIndex(of: ".")
            if let dot, name.distance(from: dot, to: name.endIndex) <= 16, dot > name.startIndex {
                name.remove(at: name.index(before: dot))
            } else {
                name.removeLast()
            }
        }
        return name.isEmpty ? fallback : name
    }

    /// The file name a `Content-Disposition` header carries (`filename="…"`), unchecked; `nil` without one.
    package static func dispositionName(_ header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "filename" else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }
}
