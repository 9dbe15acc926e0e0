import Foundation

extension HTTPResponse {
    /// The caching headers the vendor documents for pages and APIs: never stored.
    static let noStoreHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-cache,no-store,must-revalidate,max-age=-1"),
        ("Pragma", "no-store,no-cache"),
        ("Expires", "0"),
    ]

    /// An HTML page that must not be cached.
    static func page(_ html: String, status: Int = 200, loggedIn: Bool?) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [("Content-Type", "text/html;charset=UTF-8")]
        headers += noStoreHeaders
        if let loggedIn { headers.append(("X-Is-Logged-In", loggedIn ? "true" : "false")) }
        return HTTPResponse(status: status, headers: headers, body: html)
    }

    /// A JSON body that must not be cached.
    static func json(_ text: String, status: Int = 200, extraHeaders: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "application/json;charset=UTF-8")] + noStoreHeaders + extraHeaders,
            body: text)
    }

    /// An OAuth error body (RFC 6749 §5.2).
    static func oauthError(_ code: String, _ description: String, status: Int = 400) -> HTTPResponse {
        let extra: [(name: String, value: String)] =
            status == 401 ? [("WWW-Authenticate", "Basic realm=\"oauth\"")] : []
        return json(#"{"error":"\#(code)","error_description":"\#(description)"}"#, status: status, extraHeaders: extra)
    }

    /// A `302 Found` to `location`.
    static func redirect(_ location: String) -> HTTPResponse {
        HTTPResponse(
            status: 302,
            headers: [("Location", location), ("Content-Type", "text/html;charset=UTF-8")] + noStoreHeaders)
    }
}
