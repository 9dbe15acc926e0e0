import Foundation

/// A response for the loopback server to write, with how (and whether) to deliver it.
package struct HTTPResponse: Sendable {
    /// How the bytes reach the client; anything but `.whole` simulates a network or server fault.
    package enum Delivery: Sendable, Equatable {
        /// Head and body in one `send`.
        case whole
        /// Nothing is ever written; the connection stays open until the client or shutdown closes it.
        case never
        /// The connection is closed without a response.
        case drop
        /// Only the first `bytes` of the body are written, then the connection is closed.
        case truncated(bytes: Int)
        /// The body is written `chunkBytes` at a time with `interval` between chunks.
        case slow(chunkBytes: Int, interval: Duration)
        /// The first `bytes` of the body are written, then the connection is reset (RST).
        case reset(bytes: Int)
    }

    /// The status code.
    package var status: Int
    /// Header fields in order; `Content-Length`, `Date` and `Connection` are added when written.
    package var headers: [(name: String, value: String)]
    /// The body.
    package var body: [UInt8]
    /// How to deliver the response.
    package var delivery: Delivery = .whole
    /// Time to wait before writing anything.
    package var delay: Duration = .zero
    /// A cap on the sending rate in bytes per second, or `nil` for none.
    package var bytesPerSecond: Int?
    /// Whether to close the connection after this response.
    package var closesConnection = false

    /// A response with a UTF-8 text body.
    package init(status: Int, headers: [(name: String, value: String)] = [], body: String = "") {
        self.init(status: status, headers: headers, bytes: Array(body.utf8))
    }

    /// A response with a binary body.
    package init(status: Int, headers: [(name: String, value: String)], bytes: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = bytes
    }

    /// The first value of the header `name` (case-insensitive).
    package func header(_ name: String) -> String? {
        headers.first { HTTPHead.namesEqual($0.name, name) }?.value
    }

    /// The serialized head: status line, headers and the blank line.
    package func head(date: String, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        text += "Date: \(date)\r\nContent-Length: \(body.count)\r\n"
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    /// The reason phrase for `status`.
    package static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 204: "No Content"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
