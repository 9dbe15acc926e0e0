import Foundation
import NowInternal
import NowWeb

/// Finds the subresources, title and meta refresh of an HTML page, as a browser would before running scripts.
package enum HTMLSubresourceExtractor {
    /// The bytes of a page read at most; the rest is ignored.
    package static let maximumScannedBytes = 4 << 20

    /// Summarises `html`, resolving references against `<base href>` or else `pageURL`. Only http(s) references
    /// are kept.
    package static func summarize(_ html: Data, pageURL: URL) -> HTMLPageSummary {
        var scanner = HTMLTagScanner(html.prefix(maximumScannedBytes))
        let (tags, rawTitle) = scanner.scan()
        let base =
            tags.first { $0.name == "base" && $0.attributes["href"] != nil }
            .flatMap { resolve($0.attributes["href"] ?? "", against: pageURL) } ?? pageURL
        var seen: Set<URL> = []
        var subresources: [HTMLPageSummary.Subresource] = []
        var metaRefresh: HTMLPageSummary.MetaRefresh?
        for tag in tags {
            if metaRefresh == nil, let refresh = self.metaRefresh(in: tag, base: base) { metaRefresh = refresh }
            guard let (reference, kind) = reference(in: tag), let url = resolve(reference, against: base),
                seen.insert(url).inserted
            else { continue }
            subresources.append(.init(url: url, kind: kind))
        }
        let title = rawTitle.map {
            HTMLEntities.decode($0).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return HTMLPageSummary(title: title, subresources: subresources, metaRefresh: metaRefresh)
    }

    /// Parses the `content` of a refresh instruction (`"5; url=/next"`), resolving the target against `base`.
    package static func parseRefresh(_ content: String, base: URL) -> HTMLPageSummary.MetaRefresh? {
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        // As in the HTML standard, the content must start with the delay.
        let delayText = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let delay = TimeInterval(delayText.hasPrefix(".") ? "0\(delayText)" : String(delayText)) else {
            return nil
        }
        var rest = trimmed.dropFirst(delayText.count).drop { $0.isWhitespace || $0 == ";" || $0 == "," }
        if rest.lowercased().hasPrefix("url") {
            let afterKeyword = rest.dropFirst(3).drop(while: \.isWhitespace)
            guard afterKeyword.first == "=" else { return nil }
            rest = afterKeyword.dropFirst().drop(while: \.isWhitespace)
        }
        var target = String(rest)
        if let quote = target.first, quote == "\"" || quote == "'" {
            target = String(target.dropFirst().prefix { $0 != quote })
        }
        guard !target.isEmpty, let url = resolve(target, against: base) else { return nil }
        return .init(delay: delay, url: url)
    }

    private static func reference(in tag: HTMLTagScanner.Tag) -> (String, HTMLPageSummary.Subresource.Kind)? {
        switch tag.name {
        case "script": return tag.attributes["src"].map { ($0, .script) }
        case "img": return tag.attributes["src"].map { ($0, .image) }
        case "iframe": return tag.attributes["src"].map { ($0, .iframe) }
        case "link":
            guard let href = tag.attributes["href"] else { return nil }
            let relations = Set((tag.attributes["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace))
            if relations.contains("stylesheet") { return (href, .stylesheet) }
            if relations.contains("preload") { return (href, .preload) }
            if relations.contains("icon") { return (href, .icon) }
            return nil
        default: return nil
        }
    }

    private static func metaRefresh(in tag: HTMLTagScanner.Tag, base: URL) -> HTMLPageSummary.MetaRefresh? {
        guard tag.name == "meta", tag.attributes["http-equiv"]?.lowercased() == "refresh",
            let content = tag.attributes["content"]
        else { return nil }
        return parseRefresh(content, base: base)
    }

    private static func resolve(_ reference: String, against base: URL) -> URL? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let url =
            URL(string: trimmed, relativeTo: base)
            ?? trimmed.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed)
            .flatMap { URL(string: $0, relativeTo: base) }
        guard let absolute = url?.absoluteURL, absolute.hasWebScheme, absolute.host != nil,
            var components = URLComponents(url: absolute, resolvingAgainstBaseURL: false)
        else { return nil }
        components.fragment = nil
        return components.url
    }
}
