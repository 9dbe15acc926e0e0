import Foundation
import NowWeb

/// A forgiving scanner that finds the start tags of an HTML document and the text of its `<title>`.
///
/// It follows the shape of the HTML tokenizer closely enough for asset discovery: comments, doctype and the raw text
/// of `<script>`, `<style>`, `<textarea>` and `<title>` are skipped, attribute values may be quoted or bare, and any
/// byte sequence (truncated tags, stray quotes, binary junk) scans to the end without trapping.
package struct HTMLTagScanner {
    /// One start tag.
    package struct Tag: Sendable, Equatable {
        /// The lower-cased tag name.
        package var name: String
        /// Attributes by lower-cased name; the first occurrence of a name wins, as in browsers.
        package var attributes: [String: String]
    }

    private static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp", "noembed"]

    private let bytes: [UInt8]
    private var position = 0

    /// Scans `data`.
    package init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// The start tags in document order and the first title's raw text.
    package mutating func scan() -> (tags: [Tag], title: String?) {
        var tags: [Tag] = []
        var title: String?
        while let open = index(of: UInt8(ascii: "<"), from: position) {
            position = open + 1
            if hasPrefix("!--") {
                position = range(of: Array("-->".utf8), from: position + 3).map { $0 + 3 } ?? bytes.count
            } else if hasPrefix("!") || hasPrefix("?") || hasPrefix("/") {
                position = index(of: UInt8(ascii: ">"), from: position).map { $0 + 1 } ?? bytes.count
            } else if position < bytes.count, Self.isLetter(bytes[position]) {
                let tag = scanTag()
                tags.append(tag)
                if Self.rawTextElements.contains(tag.name) {
                    let text = skipRawText(of: tag.name)
                    if tag.name == "title", title == nil { title = text }
                }
            }
        }
        return (tags, title)
    }

    private mutating func scanTag() -> Tag {
        let name = scanWhile { !Self.isSpace($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") }.lowercased()
        var attributes: [String: String] = [:]
        while position < bytes.count {
            skip(while: { Self.isSpace($0) || $0 == UInt8(ascii: "/") })
            guard position < bytes.count, bytes[position] != UInt8(ascii: ">") else { break }
            let attributeName = scanAttributeName()
            skip(while: Self.isSpace)
            var value = ""
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                skip(while: Self.isSpace)
                value = scanAttributeValue()
            }
            if !attributeName.isEmpty, attributes[attributeName] == nil {
                attributes[attributeName] = HTMLEntities.decode(value)
            }
        }
        position = min(position + 1, bytes.count)
        return Tag(name: name, attributes: attributes)
    }

    private mutating func scanAttributeName() -> String {
        // The first character may be `=` or a quote (a parse error browsers tolerate), so always consume it.
        let start = position
        position += 1
        skip(while: {
            !Self.isSpace($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "=")
        })
        return String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
    }

    private mutating func scanAttributeValue() -> String {
        guard position < bytes.count else { return "" }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return scanWhile { !Self.isSpace($0) && $0 != UInt8(ascii: ">") }
        }
        position += 1
        let end = index(of: quote, from: position) ?? bytes.count
        let value = String(decoding: bytes[position..<end], as: UTF8.self)
        position = min(end + 1, bytes.count)
        return value
    }

    private mutating func skipRawText(of name: String) -> String {
        let start = position
        var searchFrom = position
        while let close = range(of: Array("</".utf8), from: searchFrom) {
            let nameEnd = close + 2 + name.utf8.count
            if nameEnd <= bytes.count,
                String(decoding: bytes[(close + 2)..<nameEnd], as: UTF8.self).lowercased() == name,
                nameEnd == bytes.count || !Self.isLetter(bytes[nameEnd])
            {
                position = index(of: UInt8(ascii: ">"), from: nameEnd).map { $0 + 1 } ?? bytes.count
                return String(decoding: bytes[start..<close], as: UTF8.self)
            }
            searchFrom = close + 2
        }
        position = bytes.count
        return String(decoding: bytes[start..<bytes.count], as: UTF8.self)
    }

    private mutating func scanWhile(_ predicate: (UInt8) -> Bool) -> String {
        let start = position
        skip(while: predicate)
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return position + prefix.count <= bytes.count && Array(bytes[position..<(position + prefix.count)]) == prefix
    }

    private func index(of byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private func range(of needle: [UInt8], from start: Int) -> Int? {
        var candidate = start
        while let first = index(of: needle[0], from: candidate) {
            if first + needle.count <= bytes.count, Array(bytes[first..<(first + needle.count)]) == needle {
                return first
            }
            candidate = first + 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0c || byte == 0x0d
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
