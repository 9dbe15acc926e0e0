import Foundation

/// The navigations the WKWebView engine let go out that the page asked to download (`<a download>`:
/// `WKNavigationAction.shouldPerformDownload`), until their responses come.
///
/// On Apple platforms WebKit loads such a link as an ordinary navigation when its client allows it (WebCore's
/// `PolicyChecker::checkNavigationPolicy` continues the load on `PolicyAction::Use`, and starts a download only
/// on `PolicyAction::Download`, which the engine never answers): its response, which names no download, is put to
/// ``WebKitDecisions/showsResponse(canShowMIMEType:askedAsDownload:)`` with what this store remembers of its URL.
/// A response that nothing was remembered for is shown or saved by its own headers (fail safe: at worst a file
/// WebKit can display replaces the page, as a plain link to it would).
package struct WebKitDownloadLinks {
    /// The most navigations remembered at once; the oldest goes first.
    package static let capacity = 16

    private var urls: [String] = []

    /// An empty store.
    package init() {}

    /// Remembers that the page asked to download `url`, a navigation the session machine let go out.
    package mutating func allowed(_ url: URL) {
        urls.append(Self.key(url))
        if urls.count > Self.capacity { urls.removeFirst(urls.count - Self.capacity) }
    }

    /// Whether the page asked to download the navigation whose response is `url`; the mark is used up.
    package mutating func take(_ url: URL) -> Bool {
        guard let index = urls.firstIndex(of: Self.key(url)) else { return false }
        urls.remove(at: index)
        return true
    }

    /// Forgets every navigation (the page that asked for them is gone).
    package mutating func removeAll() {
        urls.removeAll()
    }

    /// The URL without its fragment, which a response's URL never has.
    private static func key(_ url: URL) -> String {
        let text = url.absoluteString
        return text.firstIndex(of: "#").map { String(text[..<$0]) } ?? text
    }
}
