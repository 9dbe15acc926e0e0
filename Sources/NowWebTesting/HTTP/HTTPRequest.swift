import Foundation
import NowInternal

/// One parsed HTTP/1.1 request as the loopback server received it.
package struct HTTPRequest: Sendable {
    /// The method, such as `GET`.
    package var method: String
    /// The path without the query, still percent-encoded.
    package var path: String
    /// The raw query after `?`, or `nil`.
    package var query: String?
    /// `HTTP/1.1` or `HTTP/1.0`.
    package var version: String
    /// Header fields in arrival order; names as sent.
    package var headers: [(name: String, value: String)]
    /// The body (empty without `Content-Length`).
    package var body: Data
    /// Whether this is the first request of its connection (set by the server, not parsed).
    package var isFirstOnConnection = false

    /// The first value of the header `name` (case-insensitive).
    package func header(_ name: String) -> String? {
        headers.first { HTTPHead.namesEqual($0.name, name) }?.value
    }

    /// The decoded query parameters; the first value wins when a name repeats.
    package var queryParameters: [String: String] { FormEncoding.decode(query ?? "") }

    /// The decoded `application/x-www-form-urlencoded` body parameters.
    package var formParameters: [String: String] { FormEncoding.decode(String(decoding: body, as: UTF8.self)) }

    /// The cookies sent in `Cookie` headers, by name.
    package var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for field in headers where HTTPHead.namesEqual(field.name, "Cookie") {
            for pair in field.value.split(separator: ";") {
                // Kept empty pieces: `Cookie: =` gives `["", ""]`, never an empty array to index.
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = HTTPHead.trimmed(parts[0])
                if cookies[name] == nil, !name.isEmpty {
                    cookies[name] = parts.count > 1 ? HTTPHead.trimmed(parts[1]) : ""
                }
            }
        }
        return cookies
    }

    /// Whether the client asked to keep the connection open after this request.
    package var keepsAlive: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }
}
