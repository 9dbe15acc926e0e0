import Foundation

/// Turns values that may carry secrets into text safe for logs and error descriptions.
package enum Redaction {
    /// The URL without user info, query or fragment: `https://host:port/path`.
    package static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "<url>" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "<url>"
    }
}
