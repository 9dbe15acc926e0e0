import Foundation
import NowInternal

extension URL {
    /// The URL without user info, query, fragment or path parameters, safe for logs and error descriptions.
    ///
    /// Cuts everything from a percent-encoded `?` in the path (Next Experience embeds a classic URL with its
    /// query encoded) and from the first `;` (`;jsessionid=`), and marks the cut with `?…`.
    package var redactedForLog: String { Redaction.url(self) }
}
