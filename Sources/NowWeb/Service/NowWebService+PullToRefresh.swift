import Foundation

extension NowWebService.Options {
    /// Whether a pull on the page reloads it (iOS: a `UIRefreshControl` on the web view's scroll view, which
    /// reloads through ``NowWebViewController/reload()``, so that an expired session recovers as on any reload).
    ///
    /// On by default. Turn it off for pages that scroll or refresh on their own: the Next Experience
    /// (`/now/`) and Workspace (`/now/workspace`, `/now/sow`) pages keep their own scroll containers, so a pull
    /// meant for a list inside them would reload the whole page.
    ///
    /// ```swift
    /// var options = NowWebService.Options()
    /// options.pullToRefresh = .init(excludedPathPrefixes: ["/now/"])
    /// ```
    public struct PullToRefresh: Sendable, Equatable {
        /// Whether any page may be pulled to refresh. Default: `true`.
        public var isEnabled: Bool
        /// Paths whose pages are never pulled to refresh: a page whose path starts with one of them (compared
        /// case-insensitively, whole segments only: `/now/` or `/now` matches `/now/sow/home`, never `/nowhere`).
        /// Default: none.
        public var excludedPathPrefixes: [String]

        /// Makes the setting; every parameter defaults to the value documented on its property.
        public init(isEnabled: Bool = true, excludedPathPrefixes: [String] = []) {
            self.isEnabled = isEnabled
            self.excludedPathPrefixes = excludedPathPrefixes
        }

        /// Whether the page at `url` may be pulled to refresh: on unless turned off, or the page's path is
        /// excluded. No page (`nil`) is never refreshed.
        ///
        /// - Parameter url: The page shown.
        /// - Returns: `true` when a pull reloads the page.
        public func allowsPullToRefresh(for url: URL?) -> Bool {
            guard isEnabled, let url else { return false }
            return !PathPrefix.matches(url: url, anyOf: excludedPathPrefixes)
        }
    }
}

/// Whether a page's path starts with one of a list of path prefixes, by whole path segments.
enum PathPrefix {
    /// Whether `url`'s path starts with one of `prefixes`, case-insensitively and by whole segments (`/now`
    /// and `/now/` match `/now` and `/now/sow`, not `/nowhere`). An empty prefix or `/` matches every path.
    static func matches(url: URL, anyOf prefixes: [String]) -> Bool {
        let path = normalized(url.path)
        return prefixes.contains { prefix in
            let wanted = normalized(prefix)
            if wanted == "/" { return true }
            return path == wanted || path.hasPrefix(wanted + "/")
        }
    }

    /// `text` lower-cased, with a leading slash and without a trailing one (`/` stays `/`).
    private static func normalized(_ text: String) -> String {
        var path = text.trimmingCharacters(in: .whitespaces).lowercased()
        if !path.hasPrefix("/") { path = "/" + path }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
