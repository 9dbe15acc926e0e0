import Foundation
import NowInternal

/// One `Set-Cookie` header value, parsed as RFC 6265bis §5.6 says: leniently, attribute by attribute, with
/// anything malformed ignored rather than trusted.
package struct SetCookie: Sendable, Equatable {
    /// The `SameSite` attribute.
    package enum SameSite: String, Sendable, Equatable {
        /// Sent only with requests of the cookie's own site.
        case strict
        /// Also sent with top-level navigations from other sites.
        case lax
        /// Sent with every request (the cookie must be `Secure`).
        case none
    }

    /// The largest name plus value accepted, in bytes (RFC 6265bis §5.6 step 5).
    package static let maximumNameValueBytes = 4_096
    /// The largest attribute value accepted, in bytes; longer ones are ignored (RFC 6265bis §5.6 step 6).
    package static let maximumAttributeValueBytes = 1_024

    /// The cookie name; empty for a nameless cookie (`Set-Cookie: value`).
    package var name: String
    /// The cookie value.
    package var value: String
    /// The `Expires` date, when it parsed.
    package var expires: Date?
    /// The `Max-Age` in seconds, when it parsed; zero or less deletes.
    package var maxAge: Int?
    /// The `Domain` attribute, lower-cased, without a leading dot.
    package var domain: String?
    /// The `Path` attribute, when it starts with `/`.
    package var path: String?
    /// Whether `Secure` was given.
    package var secure = false
    /// Whether `HttpOnly` was given.
    package var httpOnly = false
    /// The `SameSite` attribute, when it named a known value.
    package var sameSite: SameSite?

    /// Parses one set-cookie string; `nil` when it must be ignored (no `=` and no value, too long, a control
    /// character in the name or value).
    package init?(_ text: String) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first else { return nil }
        if let equals = pair.firstIndex(of: "=") {
            name = Self.trimmed(pair[..<equals])
            value = Self.trimmed(pair[pair.index(after: equals)...])
        } else {
            name = ""
            value = Self.trimmed(pair)
        }
        guard !(name.isEmpty && value.isEmpty), name.utf8.count + value.utf8.count <= Self.maximumNameValueBytes,
            !(name + value).unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f })
        else { return nil }
        for attribute in parts.dropFirst() { apply(attribute) }
    }

    private mutating func apply(_ attribute: Substring) {
        let equals = attribute.firstIndex(of: "=")
        let key = Self.trimmed(attribute[..<(equals ?? attribute.endIndex)]).lowercased()
        let argument = equals.map { Self.trimmed(attribute[attribute.index(after: $0)...]) } ?? ""
        guard argument.utf8.count <= Self.maximumAttributeValueBytes else { return }
        switch key {
        case "expires": expires = HTTPDate.parse(argument) ?? expires
        case "max-age":
            let digits = argument.hasPrefix("-") ? argument.dropFirst() : argument[...]
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }) else { return }
            // Huge values mean "forever"; they must not overflow the date arithmetic.
            let magnitude = digits.count > 12 ? 999_999_999_999 : Int(digits) ?? 0
            maxAge = argument.hasPrefix("-") ? -magnitude : magnitude
        case "domain":
            let trimmed = argument.hasPrefix(".") ? String(argument.dropFirst()) : argument
            domain = trimmed.isEmpty ? nil : trimmed.lowercased()
        case "path": path = argument.hasPrefix("/") ? argument : nil
        case "secure": secure = true
        case "httponly": httpOnly = true
        case "samesite": sameSite = SameSite(rawValue: argument.lowercased())
        default: break
        }
    }

    /// The set-cookie strings of a header value in which several `Set-Cookie` fields were joined with `,`.
    ///
    /// A comma also appears inside `Expires` dates, so a piece starts a new cookie only when the text before
    /// its first `;` holds a `=` (a `name=value` pair); anything else continues the previous cookie.
    package static func split(_ combined: String) -> [String] {
        var cookies: [String] = []
        for piece in combined.split(separator: ",", omittingEmptySubsequences: false) {
            let head = piece.prefix { $0 != ";" }
            if head.contains("=") || cookies.isEmpty {
                cookies.append(String(piece))
            } else {
                cookies[cookies.count - 1] += "," + piece
            }
        }
        return cookies
    }

    private static func trimmed(_ text: Substring) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }
}
