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
        let cleaned = String(
            last.unicodeScalars.filter { scalar in
                !CharacterSet.controlCharacters.contains(scalar) && !"<>:\"|?*".unicodeScalars.contains(scalar)
                    && scalar.properties.generalCategory != .format
            }.map(Character.init)
        ).trimmingCharacters(in: .whitespaces)
        let name = fitted(cleaned)
        return name.isEmpty ? fallback : name
    }

    /// `name` without leading dots and within ``maximumBytes``, its extension kept (the last dot and at most 15
    /// characters after it) when a part of the stem fits before it; otherwise its longest prefix that fits.
    ///
    /// Linear: every character is visited at most twice, whatever the name (a `Content-Disposition` header can
    /// carry a name of a hundred kilobytes).
    ///
    /// - Parameter name: The name, its separators and unsafe characters already removed.
    /// - Returns: The fitted name; empty when nothing is left.
    package static func fitted<Name: BidirectionalCollection<Character>>(_ name: Name) -> String {
        // One pass: where the name starts after its dots, its bytes, and where its last dot is.
        var start: Name.Index?
        var bytes = 0
        var lastDot: Name.Index?
        var extensionCharacters = 0
        var extensionBytes = 0
        var index = name.startIndex
        while index != name.endIndex {
            let character = name[index]
            if start == nil, character != "." { start = index }
            if start != nil {
                bytes += character.utf8.count
                if character == ".", index != start {
                    lastDot = index
                    extensionCharacters = 0
                    extensionBytes = 0
                }
                extensionCharacters += 1
                extensionBytes += character.utf8.count
            }
            index = name.index(after: index)
        }
        guard let start else { return "" }
        guard bytes > maximumBytes else { return String(name[start...]) }
        if let lastDot, extensionCharacters <= 16 {
            let stem = prefix(of: name[start..<lastDot], fittingIn: maximumBytes - extensionBytes)
            if !stem.isEmpty { return stem + String(name[lastDot...]) }
        }
        return prefix(of: name[start...], fittingIn: maximumBytes)
    }

    /// The longest prefix of `characters` of at most `bytes` UTF-8 bytes.
    private static func prefix<Characters: Collection<Character>>(
        of characters: Characters, fittingIn bytes: Int
    ) -> String {
        var prefix = ""
        var used = 0
        for character in characters {
            used += character.utf8.count
            guard used <= bytes else { break }
            prefix.append(character)
        }
        return prefix
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
