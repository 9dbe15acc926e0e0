import Foundation
import NowInternal
import NowWeb

/// The subset of RFC 9111 that a private browser cache needs: what to store, how long it stays fresh, how old
/// it is, and how to revalidate it.
package enum HTTPCacheRules {
    /// Whether a response may be stored: a `GET` answered 200, not `no-store`, with an explicit lifetime, a
    /// `public` or `immutable` mark, or a validator to revalidate with.
    ///
    /// Requests that carry `Authorization` are never stored: they start sessions and must reach the server.
    package static func isStorable(
        method: String, statusCode: Int, requestHeaders: [String: String], responseHeaders: [String: String]
    ) -> Bool {
        guard method.uppercased() == "GET", statusCode == 200 else { return false }
        let request = lowercased(requestHeaders)
        let response = lowercased(responseHeaders)
        guard request["authorization"] == nil, !CacheControl(request["cache-control"]).noStore else { return false }
        let control = CacheControl(response["cache-control"])
        guard !control.noStore, varyAllowsStorage(response["vary"]) else { return false }
        return control.maxAge != nil || response["expires"] != nil || control.isPublic || control.immutable
            || !validators(for: response).isEmpty
    }

    /// How long `entry` stays fresh after it was generated, in seconds; zero when it must always be revalidated.
    package static func freshnessLifetime(of entry: WebCacheEntry) -> TimeInterval {
        let headers = entry.headers
        let control = CacheControl(headers["cache-control"])
        if control.noCache { return 0 }
        if headers["cache-control"] == nil, headers["pragma"]?.lowercased().contains("no-cache") == true { return 0 }
        if let maxAge = control.maxAge { return TimeInterval(max(0, maxAge)) }
        let date = headers["date"].flatMap(HTTPDate.parse) ?? entry.responseDate
        if let expires = headers["expires"] {
            // An invalid Expires, such as `0`, means already expired (RFC 9111 §5.3).
            guard let expiry = HTTPDate.parse(expires) else { return 0 }
            return max(0, expiry.timeIntervalSince(date))
        }
        if let lastModified = headers["last-modified"].flatMap(HTTPDate.parse) {
            // The customary heuristic: a tenth of the time since the last change (RFC 9111 §4.2.2).
            return max(0, date.timeIntervalSince(lastModified) / 10)
        }
        return 0
    }

    /// The age of `entry` at `now` (RFC 9111 §4.2.3), from its `Date` and `Age` headers and its local times.
    package static func currentAge(of entry: WebCacheEntry, at now: Date) -> TimeInterval {
        let date = entry.headers["date"].flatMap(HTTPDate.parse) ?? entry.responseDate
        let ageValue = entry.headers["age"].flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        let apparentAge = max(0, entry.responseDate.timeIntervalSince(date))
        let responseDelay = max(0, entry.responseDate.timeIntervalSince(entry.requestDate))
        let correctedInitialAge = max(apparentAge, max(0, ageValue) + responseDelay)
        let residentTime = max(0, now.timeIntervalSince(entry.responseDate))
        return correctedInitialAge + residentTime
    }

    /// Whether `entry` may be served at `now` without asking the server.
    package static func isFresh(_ entry: WebCacheEntry, at now: Date) -> Bool {
        freshnessLifetime(of: entry) > currentAge(of: entry, at: now)
    }

    /// The conditional request headers that revalidate a response with these headers.
    package static func validators(for responseHeaders: [String: String]) -> [String: String] {
        let headers = lowercased(responseHeaders)
        var validators: [String: String] = [:]
        if let etag = headers["etag"] { validators["If-None-Match"] = etag }
        if let lastModified = headers["last-modified"] { validators["If-Modified-Since"] = lastModified }
        return validators
    }

    /// The stored headers updated with those of a 304 answer (RFC 9111 §3.2), keeping the body's own framing.
    package static func headers(_ stored: [String: String], updatedWith notModified: [String: String]) -> [String:
        String]
    {
        let framing: Set<String> = ["content-length", "content-encoding", "transfer-encoding", "content-range"]
        var merged = stored
        for (name, value) in lowercased(notModified) where !framing.contains(name) { merged[name] = value }
        return merged
    }

    private static func varyAllowsStorage(_ vary: String?) -> Bool {
        guard let vary else { return true }
        // The cache keys on the URL only, so any variance other than encoding (decoded by the transport) is unsafe.
        let fields = vary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return fields.allSatisfy { $0 == "accept-encoding" || $0.isEmpty }
    }

    private static func lowercased(_ headers: [String: String]) -> [String: String] {
        Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    }
}
