import Foundation

/// An HTTP response as the SDK needs it: status, headers and the whole body.
public struct NowHTTPResponse: Sendable, Equatable {
    /// The status code.
    public var statusCode: Int
    /// Header fields with lower-cased names.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response; header names are lower-cased.
    ///
    /// - Parameters:
    ///   - statusCode: The status code.
    ///   - headers: Header fields.
    ///   - body: The body.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// The value of header `name`, case-insensitively.
    ///
    /// - Parameter name: The header name.
    /// - Returns: Its value, or `nil`.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
