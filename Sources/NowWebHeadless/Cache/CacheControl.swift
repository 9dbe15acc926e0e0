import Foundation
import NowWeb

/// The `Cache-Control` directives the HTTP cache acts on (RFC 9111 §5.2), parsed leniently.
package struct CacheControl: Sendable, Equatable {
    /// `no-store`: never keep the response.
    package var noStore = false
    /// `no-cache`: keep it, but revalidate before every use.
    package var noCache = false
    /// `public`: any cache may keep it.
    package var isPublic = false
    /// `immutable`: the body will not change while fresh.
    package var immutable = false
    /// `max-age` in seconds; negative values mean already stale.
    package var maxAge: Int?

    /// Parses a `Cache-Control` header value; unknown or malformed directives are ignored.
    package init(_ headerValue: String?) {
        guard let headerValue else { return }
        for directive in headerValue.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"")) : nil
            switch name {
            case "no-store": noStore = true
            case "no-cache": noCache = true
            case "public": isPublic = true
            case "immutable": immutable = true
            case "max-age":
                // A malformed max-age makes the response stale rather than fresh (RFC 9111 §4.2.1).
                let seconds = argument.flatMap { Int($0) } ?? 0
                maxAge = min(maxAge ?? seconds, seconds)
            default: continue
            }
        }
    }
}
