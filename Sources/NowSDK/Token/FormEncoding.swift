import Foundation

/// `application/x-www-form-urlencoded` bodies and query strings (WHATWG URL standard, spaces as `%20`).
enum FormEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `name=value&...` in the order given, each part percent-encoded.
    static func encode(_ fields: [(String, String)]) -> String {
        fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// Decodes `name=value&...`; `+` is a space. Later duplicates are kept after earlier ones.
    static func decode(_ string: String) -> [(String, String)] {
        string.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = unescape(String(parts[0]))
            return (name, parts.count > 1 ? unescape(String(parts[1])) : "")
        }
    }

    private static func escape(_ string: String) -> String {
        string.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static func unescape(_ string: String) -> String {
        let spaced = string.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
