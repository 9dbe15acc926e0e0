import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The members of WebKit's (Apple's) classes that the WKWebView engine reads, as protocols: `WKSecurityOrigin`,
// `WKFrameInfo`, `WKNavigationAction`, `WKNavigationResponse` and `WKScriptMessage` conform with no code of
// their own, so the mapping from them to the engine's values is pure, lives in ``WebKitMapping``, and is
// unit-tested on every platform with plain values.

/// What the engine reads from a `WKSecurityOrigin`.
@MainActor
package protocol WebKitSecurityOriginFacts {
    /// The scheme, e.g. `https`.
    var `protocol`: String { get }
    /// The host.
    var host: String { get }
    /// The port, `0` when it is the scheme's default.
    var port: Int { get }
}

/// What the engine reads from a `WKFrameInfo`.
@MainActor
package protocol WebKitFrameFacts {
    /// The type of ``securityOrigin``.
    associatedtype SecurityOrigin: WebKitSecurityOriginFacts
    /// Whether the frame is the main frame.
    var isMainFrame: Bool { get }
    /// The frame's current request.
    var request: URLRequest { get }
    /// The frame's security origin, as WebKit knows it (not as the page says).
    var securityOrigin: SecurityOrigin { get }
}

/// What the engine reads from a `WKNavigationAction`.
@MainActor
package protocol WebKitNavigationActionFacts {
    /// The type of the frames.
    associatedtype Frame: WebKitFrameFacts
    /// The frame that asked for the navigation.
    var sourceFrame: Frame { get }
    /// The frame to navigate; `nil` for a new window.
    var targetFrame: Frame? { get }
    /// The navigation's request.
    var request: URLRequest { get }
    /// `WKNavigationType`'s raw value: 0 link, 1 form, 2 back/forward, 3 reload, 4 form resubmission, -1 other.
    var navigationTypeRawValue: Int { get }
    /// Whether the page asked for the navigation to be downloaded (an `<a download>` link of its own origin).
    var shouldPerformDownload: Bool { get }
}

/// What the engine reads from a `WKNavigationResponse`.
@MainActor
package protocol WebKitNavigationResponseFacts {
    /// Whether the response is for the main frame.
    var isForMainFrame: Bool { get }
    /// The response.
    var response: URLResponse { get }
}

/// What the engine reads from a `WKScriptMessage`.
@MainActor
package protocol WebKitScriptMessageFacts {
    /// The type of ``frameInfo``.
    associatedtype Frame: WebKitFrameFacts
    /// The handler the page posted to.
    var name: String { get }
    /// The posted value: `NSNumber`, `NSString`, `NSDate`, `NSArray`, `NSDictionary` or `NSNull`.
    var body: Any { get }
    /// The frame that posted the message.
    var frameInfo: Frame { get }
}
