import Foundation
import NowInternal
import NowWeb

extension HeadlessWebEngine {
    /// Loads a document's subresources with at most ``Configuration/maximumConnectionsPerHost`` in flight per host,
    /// reporting progress for the main document. Failures are ignored, as a browser ignores a broken image. Only
    /// what is left of the navigation's ``Configuration/maximumSubresources`` is fetched, in document order, and
    /// only what ``mayFetch(_:of:)`` allows.
    func loadSubresources(
        _ subresources: [HTMLPageSummary.Subresource], of document: URL, includesFrames: Bool, id: Int
    ) async {
        guard navigationID == id else { return }
        let wanted = subresources.filter { (includesFrames || $0.kind != .iframe) && Self.mayFetch($0, of: document) }
        let items = Array(wanted.prefix(subresourcesLeft))
        subresourcesLeft -= items.count
        guard !items.isEmpty else { return }
        var pending = Dictionary(grouping: items) { Self.hostKey($0.url) }
        var running: [String: Int] = [:]
        var completed = 0
        let limit = max(1, configuration.maximumConnectionsPerHost)
        await withTaskGroup(of: String.self) { group in
            while true {
                for host in pending.keys.sorted() {
                    while running[host, default: 0] < limit, let item = pending[host]?.first {
                        pending[host]?.removeFirst()
                        running[host, default: 0] += 1
                        group.addTask { await self.loadSubresource(item, of: document, id: id) }
                    }
                    if pending[host]?.isEmpty == true { pending[host] = nil }
                }
                guard let host = await group.next() else { return }
                running[host, default: 1] -= 1
                completed += 1
                if includesFrames, navigationID == id {
                    emit(.progressChanged(0.5 + 0.5 * Double(completed) / Double(items.count + 1)))
                }
            }
        }
    }

    private func loadSubresource(_ item: HTMLPageSummary.Subresource, of document: URL, id: Int) async -> String {
        if navigationID == id {
            if item.kind == .iframe {
                await loadSubframe(item.url, parent: document, id: id)
            } else {
                _ = await loader.load(
                    item.url, limit: (configuration.maximumSubresourceSize, "maximumSubresourceSize"))
            }
        }
        return Self.hostKey(item.url)
    }

    /// Whether `subresource` of `document` goes out (finding R3-L-8). A frame is a navigation the owner's policy
    /// decides, but never a cleartext one from an https document (mixed content). Anything else (images,
    /// scripts, styles) only from the document's own origin: a page cannot have the engine send its cookies over
    /// cleartext (`http://` on the instance's host is another origin), nor, when the engine runs on a server,
    /// make that server fetch any host the page names.
    static func mayFetch(_ subresource: HTMLPageSummary.Subresource, of document: URL) -> Bool {
        guard subresource.kind == .iframe else { return isSameOrigin(subresource.url, document) }
        guard document.scheme?.lowercased() == "https", subresource.url.scheme?.lowercased() != "https" else {
            return true
        }
        return URLOrigin(subresource.url)?.isTrustworthy ?? false
    }

    private static func hostKey(_ url: URL) -> String {
        "\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
    }
}
