import Foundation

extension URL {
    /// The URL without query, fragment or user info, safe for logs and error descriptions.
    ///
    /// Next Experience paths embed a classic URL with its query percent-encoded
    /// (`/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D...`), so the path is cut there too.
    public var redactedForLog: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return "<url>" }
        let path = components.percentEncodedPath
        let embeddedQuery = path.range(of: "%3F", options: .caseInsensitive)
        if let embeddedQuery { components.percentEncodedPath = String(path[..<embeddedQuery.lowerBound]) }
        let hadQuery = components.query != nil || embeddedQuery != nil
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        return (components.string ?? "<url>") + (hadQuery ? "?…" : "")
    }
}
