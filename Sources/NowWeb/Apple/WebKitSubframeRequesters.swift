import Foundation
import NowInternal

/// Which document asked for each subframe navigation the WKWebView engine let go out, until its response comes.
///
/// WebKit's navigation response names no frame and no requester (`WKNavigationResponse`: `isForMainFrame`,
/// `response`, `canShowMIMEType`), while its navigation action does: `sourceFrame` is "the frame requesting the
/// navigation", whose `securityOrigin` WebKit's web process fills with the requester's security origin
/// (`WebFrameLoaderClient::navigationActionData`: `requester.securityOrigin`), the same for every redirect hop of
/// the navigation. The engine remembers that origin by the URL the hop asked for, and hands it to the hop's
/// response (``WebResponse/frameOrigin``), so that a frame of another site cannot make the app download the
/// instance's files (R3-L-7).
///
/// Fail closed: a response whose URL two requesters of different origins asked for, or one asked for by a
/// document without a host (an opaque origin), or one nothing was remembered for, gets no origin.
package struct WebKitSubframeRequesters {
    /// The most navigations remembered at once; the oldest goes first.
    package static let capacity = 32

    private var entries: [(url: String, origin: URL?)] = []

    /// An empty store.
    package init() {}

    /// Remembers that a document of `origin` (`nil`: unknown) asked for a subframe navigation to `url`.
    package mutating func allowed(_ url: URL, requestedBy origin: URL?) {
        entries.append((Self.key(url), origin))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// The origin of the document that asked for the subframe navigation `url` answers, when every navigation
    /// remembered for it agrees; each is used up.
    package mutating func takeOrigin(for url: URL) -> URL? {
        let key = Self.key(url)
        let origins = entries.filter { $0.url == key }.map(\.origin)
        entries.removeAll { $0.url == key }
        guard let first = origins.first, let origin = first,
            origins.allSatisfy({ $0.flatMap(URLOrigin.init) == URLOrigin(origin) })
        else { return nil }
        return origin
    }

    /// Forgets every navigation (the page whose frames asked for them is gone).
    package mutating func removeAll() {
        entries.removeAll()
    }

    /// The URL without its fragment, which a response's URL never has.
    private static func key(_ url: URL) -> String {
        let text = url.absoluteString
        return text.firstIndex(of: "#").map { String(text[..<$0]) } ?? text
    }
}
