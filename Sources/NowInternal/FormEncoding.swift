import Foundation

/// `application/x-www-form-urlencoded` bodies and query strings: unreserved characters (RFC 3986 §2.3) kept,
/// everything else percent-encoded (spaces as `%20`); `+` decodes to a space.
package enum FormEncoding {
    /// Decodes `a=1&b=two+words`; the first value wins when a name repeats.
    package static func decode(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = unescape(parts[0])
            if result[name] == nil { result[name] = parts.count > 1 ? unescape(parts[1]) : "" }
        }
        return result
    }

    /// Encodes pairs in the given order.
    package static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986 §2.3).
    package static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func unescape(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
