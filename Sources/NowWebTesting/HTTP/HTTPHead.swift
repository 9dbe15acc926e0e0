/// Byte-level helpers for HTTP message heads; Foundation's string scanning dominated request handling.
package enum HTTPHead {
    /// The index of the blank line (`CRLF CRLF`) ending the head, if it has arrived.
    package static func terminator(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = 0
        while index <= bytes.count - 4 {
            if bytes[index + 3] != 10 {
                index += bytes[index + 3] == 13 ? 1 : 4
                continue
            }
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13 { return index }
            index += 1
        }
        return nil
    }

    /// The head's lines without their line breaks.
    package static func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 10 {
                let end = index > start && bytes[index - 1] == 13 ? index - 1 : index
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = index + 1
            }
            index += 1
        }
        if start < bytes.endIndex { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    /// `Name: value` split at the first colon, the value without surrounding spaces; `nil` without a colon.
    package static func field(_ line: String) -> (name: String, value: String)? {
        guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        return (String(line[..<colon]), trimmed(line[line.index(after: colon)...]))
    }

    /// `text` without leading and trailing spaces and tabs.
    package static func trimmed(_ text: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether two ASCII header names are equal ignoring case.
    package static func namesEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.utf8
        let right = rhs.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }
}
