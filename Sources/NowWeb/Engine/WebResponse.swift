import Foundation

/// A response as the core needs to see it.
///
/// Printing or dumping it shows the header names, never their values: `set-cookie` carries session cookies.
public struct WebResponse: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The URL that answered.
    public var url: URL
    /// The HTTP status code.
    public var statusCode: Int
    /// Response headers, names lower-cased.
    public var headers: [String: String]
    /// Whether the response is for the main frame.
    public var isMainFrame: Bool
    /// The origin of the document a subframe showed when it asked for the response (`scheme://host[:port]`),
    /// when the engine can vouch for it; `nil` when it cannot. Only a file the main frame, or a frame the
    /// engine vouches is of the instance's origin, opens is downloaded natively (R3-L-7).
    package var frameOrigin: URL?
    /// The seconds left to the `glide_session_store` cookie this response set, as the engine read them from its
    /// cookie store; `nil` when it read none. For an engine that withholds `Set-Cookie` from the responses it
    /// reports (WebKit does), this is how the instance's announced idle timeout reaches the session estimate.
    package var sessionStoreLifetime: TimeInterval?

    /// The idle timeout the instance announced with this response, in seconds: the `Max-Age` of the
    /// `glide_session_store` cookie in its `Set-Cookie` headers, else ``sessionStoreLifetime``.
    package var announcedIdleTimeout: TimeInterval? {
        WebSessionEstimate.announcedIdleTimeout(in: headers) ?? sessionStoreLifetime.flatMap { $0 > 0 ? $0 : nil }
    }

    /// What the instance's `X-Is-Logged-In` header says (`true` or `false`, any case, spaces around it
    /// ignored), or `nil` when the response has none or another value. Parsed here once, for every reader.
    package var isLoggedIn: Bool? {
        switch headers["x-is-logged-in"]?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// Makes a response; header names are lower-cased.
    public init(url: URL, statusCode: Int, headers: [String: String], isMainFrame: Bool) {
        self.url = url
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.isMainFrame = isMainFrame
    }

    /// Status, URL without query, frame and header names.
    public var description: String {
        "\(statusCode) \(url.redactedForLog) (\(isMainFrame ? "main" : "sub") frame, headers: "
            + "\(headers.keys.sorted().joined(separator: ",")))"
    }
    /// ``description``.
    public var debugDescription: String { description }
    /// The same parts as ``description``.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "url": url.redactedForLog, "statusCode": statusCode, "headers": headers.keys.sorted(),
                "isMainFrame": isMainFrame,
            ])
    }
}
