import Foundation
import NowSDK

/// A request to load in the main frame.
///
/// An app makes one with ``init(url:)``: a plain load, with no headers of its own. Only NowWeb's session machine
/// puts headers on a request (the bearer of a bridge, to the instance's exact origin), so that no app code can
/// send the token anywhere else; an engine of the app's own (``WebEngine``) reads them in ``headers`` and sends
/// them on that request only.
///
/// Printing, dumping or interpolating it shows the header names, never their values, so that a bearer token
/// cannot reach a log by accident.
public struct WebRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The absolute URL to load.
    public var url: URL
    /// Extra request headers for this request only (for example `Authorization` on a bridge). Only NowWeb's
    /// session machine sets them; an engine reads them and sends them on this request only.
    public package(set) var headers: [String: String]

    /// Makes a request for `url`, with no extra headers.
    ///
    /// - Parameter url: The absolute URL to load.
    public init(url: URL) {
        self.url = url
        self.headers = [:]
    }

    /// Makes a request for `url` with `headers`: the session machine's bridge (``bridge(to:token:)``) and the
    /// package's own tests and tools. Not public, so that an app cannot put a bearer on a request of its own.
    ///
    /// - Parameters:
    ///   - url: The absolute URL to load.
    ///   - headers: Headers for this request only.
    package init(url: URL, headers: [String: String]) {
        self.url = url
        self.headers = headers
    }

    /// A description that names the headers but never prints their values.
    package var redactedDescription: String {
        let names = headers.keys.sorted().joined(separator: ",")
        return "\(url.redactedForLog)" + (names.isEmpty ? "" : " +headers[\(names)]")
    }

    /// `redactedDescription`.
    public var description: String { redactedDescription }
    /// `redactedDescription`.
    public var debugDescription: String { redactedDescription }
    /// The URL without query and the header names only.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": url.redactedForLog, "headers": headers.keys.sorted()])
    }
}

extension WebRequest {
    /// The request of a bridge: `url` with `Authorization: Bearer <token>` on this request only.
    ///
    /// - Parameters:
    ///   - url: A page on the instance's exact origin.
    ///   - token: The access token that opens the web session.
    package static func bridge(to url: URL, token: AccessToken) -> WebRequest {
        WebRequest(url: url, headers: ["Authorization": "Bearer \(token.value)"])
    }
}
