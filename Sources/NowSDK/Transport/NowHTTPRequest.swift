import Foundation

/// An HTTP request the SDK sends to the instance.
public struct NowHTTPRequest: Sendable, Equatable {
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
}
