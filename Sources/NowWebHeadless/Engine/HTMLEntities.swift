import Foundation
import NowWeb

/// Decodes the character references that appear in attribute values and titles: numeric ones and the few named
/// ones URLs and titles use in practice.
package enum HTMLEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    /// `text` with its character references replaced; unknown or malformed references are left as written.
    package static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";")
            if let semicolon, let character = character(for: rest[afterAmpersand..<semicolon]) {
                result += character
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    private static func character(for reference: Substring) -> String? {
        if let name = named[String(reference)] { return name }
        guard reference.first == "#" else { return nil }
        let digits = reference.dropFirst()
        let isHex = digits.first == "x" || digits.first == "X"
        guard let value = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10),
            let scalar = Unicode.Scalar(value), value != 0
        else { return nil }
        return String(Character(scalar))
    }
}
