import Foundation
import NowInternal

/// An HTTP request the SDK sends to the instance.
public struct NowHTTPRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The method, `GET` or `POST`.
    public var method: String
    /// The absolute URL.
    public var url: URL
    /// Header fields; names as the SDK spells them (`Content-Type`, `Authorization`, ...).
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - url: The absolute URL.
    ///   - headers: Header fields, none by default.
    ///   - body: The body, `nil` by default.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The method, the redacted URL, the header names and the body size: never a header value or the body,
    /// which carry tokens, passwords and client secrets.
    public var description: String {
        "\(method) \(Redaction.url(url)) headers[\(headers.keys.sorted().joined(separator: ", "))]"
            + (body.map { " body \($0.count) bytes" } ?? "")
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
