import Foundation

/// Turns values that may carry secrets into text safe for logs and error descriptions: the one rule every
/// target uses.
package enum Redaction {
    /// `url` as `scheme://host[:port]/path`, with `?…` where something was cut.
    ///
    /// Cut: the user info, the query, the fragment, every path parameter from the first `;` (a servlet
    /// container's `;jsessionid=` is a session key), and everything from a percent-encoded `?` in the path
    /// (Next Experience embeds a classic URL with its query encoded:
    /// `/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D...`).
    ///
    /// - Parameter url: Any URL, including one a page made up.
    /// - Returns: The text to log; `<url>` when the URL cannot be taken apart.
    package static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "<url>" }
        var path = components.percentEncodedPath
        var cut = components.percentEncodedQuery != nil || components.percentEncodedFragment != nil
        for marker in [";", "%3F"] {
            guard let found = path.range(of: marker, options: .caseInsensitive) else { continue }
            path = String(path[..<found.lowerBound])
            cut = true
        }
        components.percentEncodedPath = path
        components.percentEncodedQuery = nil
        components.percentEncodedFragment = nil
        components.percentEncodedUser = nil
        components.percentEncodedPassword = nil
        return (components.string ?? "<url>") + (cut ? "?…" : "")
    }

    /// `message` with every word that holds a URL redacted by ``url(_:)``; a word that holds a `?` but does
    /// not parse as a URL becomes `<url>`.
    ///
    /// - Parameter message: Free text from a library (a network error's message).
    /// - Returns: The text to log.
    package static func message(_ message: String) -> String {
        message.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.contains("://") || word.contains("?") || word.contains(";") else { return String(word) }
            return URL(string: String(word)).map(url) ?? "<url>"
        }
        .joined(separator: " ")
    }
}
