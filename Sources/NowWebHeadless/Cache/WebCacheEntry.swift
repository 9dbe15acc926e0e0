import Foundation
import NowWeb

/// One stored HTTP response and the times that date it (RFC 9111 §4.2.3).
package struct WebCacheEntry: Sendable, Equatable {
    /// The URL the response answered, without fragment.
    package var url: URL
    /// The status code, always 200 for stored entries.
    package var statusCode: Int
    /// Response headers, names lower-cased.
    package var headers: [String: String]
    /// The response body.
    package var body: Data
    /// When the request that produced the response went out.
    package var requestDate: Date
    /// When the response arrived.
    package var responseDate: Date

    /// Makes an entry; header names are lower-cased.
    package init(
        url: URL, statusCode: Int, headers: [String: String], body: Data, requestDate: Date, responseDate: Date
    ) {
        self.url = url
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
        self.requestDate = requestDate
        self.responseDate = responseDate
    }

    /// The cache key of `url`: its absolute form without fragment.
    package static func key(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        components.fragment = nil
        return components.string ?? url.absoluteString
    }
}
