import Foundation
import NowInternal

/// A browser engine that NowWeb drives: WebKitGTK on Linux, WKWebView on Apple, or the headless engine.
///
/// The protocol speaks value types only, so that every decision can live in the engine-neutral core.
/// Conformers must:
/// - ask their ``WebEngineDelegate`` for a ``NavigationPolicy`` before each navigation hop they can still
///   stop (the first request and every redirect), and not put that hop on the wire when told `.cancel`;
/// - report what happened as ``WebEngineEvent`` values, in order, main frame and subframes alike, each
///   marked with whether it concerns the main frame;
/// - send the headers of a ``WebRequest`` only on that request, never on later hops to another origin.
@MainActor
public protocol WebEngine: AnyObject {
    /// The object that decides navigation policy and receives events. Engines hold it weakly.
    var delegate: (any WebEngineDelegate)? { get set }
    /// The URL of the page the main frame shows (committed), if any.
    var currentURL: URL? { get }
    /// Whether the engine's own history has a page to go back to.
    var canGoBack: Bool { get }
    /// Starts a main-frame load of `request`, replacing any load in progress.
    func load(_ request: WebRequest)
    /// Goes back one page in the engine's history; does nothing when ``canGoBack`` is false.
    func goBack()
    /// Stops the load in progress, if any.
    func stopLoading()
    /// Runs `script` in the main frame and returns its result as text.
    ///
    /// - Throws: ``WebEngineError/javaScriptUnavailable`` on engines without JavaScript, or the script's error.
    func evaluateJavaScript(_ script: String) async throws -> String?
    /// Calls `callback` in `frame`, the frame a ``ScriptMessage`` came from. Does nothing when the frame has
    /// gone or shows another document. Engines that post no script messages ignore it.
    func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame)
}

/// What a ``WebEngine`` asks and tells its owner.
@MainActor
public protocol WebEngineDelegate: AnyObject {
    /// Decides whether the engine may perform `action`. Engines wait for the answer before the request
    /// goes out.
    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    /// Receives what happened in the engine, in order.
    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent)
    /// Answers a page's `alert` or `confirm` panel, which stays open (and the page's script waits) until then.
    /// `nil` gets the engine's answer without a UI: an alert is acknowledged, a confirm is cancelled.
    func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async -> JavaScriptPanel
        .Response?
}

extension WebEngineDelegate {
    /// Leaves the answer to the engine: an alert is acknowledged, a confirm is cancelled.
    public func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        nil
    }
}

/// A request to load in the main frame.
///
/// Printing, dumping or interpolating it shows the header names, never their values, so that a bearer token
/// cannot reach a log by accident.
public struct WebRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The absolute URL to load.
    public var url: URL
    /// Extra request headers for this request only (for example `Authorization` on a bridge).
    public var headers: [String: String]

    /// Makes a request for `url` with `headers`.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }

    /// A description that names the headers but never prints their values.
    public var redactedDescription: String {
        let names = headers.keys.sorted().joined(separator: ",")
        return "\(url.redactedForLog)" + (names.isEmpty ? "" : " +headers[\(names)]")
    }

    /// ``redactedDescription``.
    public var description: String { redactedDescription }
    /// ``redactedDescription``.
    public var debugDescription: String { redactedDescription }
    /// The URL without query and the header names only.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": url.redactedForLog, "headers": headers.keys.sorted()])
    }
}

/// How a navigation came about.
public enum NavigationKind: String, Sendable, Equatable {
    /// A load the owner asked for through ``WebEngine/load(_:)``.
    case issued
    /// A link the user followed or a script navigation.
    case linkActivated
    /// A form submission.
    case formSubmitted
    /// Back or forward in history.
    case backForward
    /// A reload.
    case reload
    /// A redirect answered by the server (3xx) or a meta refresh.
    case redirect
    /// Anything else.
    case other
}

/// One navigation hop the engine is about to perform.
public struct NavigationAction: Sendable, Equatable {
    /// The URL the hop goes to.
    public var url: URL
    /// The URL the hop comes from, for redirects.
    public var sourceURL: URL?
    /// Whether the hop loads the main frame. `nil` when the engine cannot tell at decision time: the core then
    /// lets the hop go out and relies on main-frame events, so a login redirect reaches the server. Flag main-frame
    /// hops whenever the engine can.
    public var isMainFrame: Bool?
    /// How the hop came about.
    public var kind: NavigationKind

    /// Makes an action.
    public init(url: URL, sourceURL: URL? = nil, isMainFrame: Bool?, kind: NavigationKind) {
        self.url = url
        self.sourceURL = sourceURL
        self.isMainFrame = isMainFrame
        self.kind = kind
    }
}

/// The answer to a ``NavigationAction``.
public enum NavigationPolicy: Sendable, Equatable {
    /// Perform the hop.
    case allow
    /// Do not perform it: the request never goes out.
    case cancel
}

/// What happened in an engine.
public enum WebEngineEvent: Sendable, Equatable {
    /// A server redirect was followed (already allowed by policy).
    case redirected(from: URL, to: URL, isMainFrame: Bool)
    /// A response arrived for a frame.
    case responseReceived(WebResponse)
    /// The main frame committed to showing `url`.
    case committed(URL)
    /// The main frame finished loading `url`, subresources included.
    case finished(URL)
    /// A main-frame load failed. Subframe and subresource failures are not reported.
    case failed(url: URL?, error: WebEngineError)
    /// The page title changed.
    case titleChanged(String)
    /// The estimated load progress, 0 to 1.
    case progressChanged(Double)
    /// A page posted a message to one of the engine's script message handlers.
    case scriptMessage(ScriptMessage)
}

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

/// Why an engine load failed.
public enum WebEngineError: Error, Sendable, Equatable {
    /// The load was cancelled (by policy or by a newer load).
    case cancelled
    /// The network failed: unreachable host, reset connection, timeout. The text never holds secrets.
    case network(String)
    /// The response could not be used (too many redirects, bad content).
    case badResponse(String)
    /// The engine's content process ended.
    case contentProcessTerminated
    /// The engine runs no JavaScript.
    case javaScriptUnavailable
    /// The engine could not be made (for example, a desktop engine without a display). The text never
    /// holds secrets.
    case engineUnavailable(String)
}

extension URL {
    /// The URL without user info, query, fragment or path parameters, safe for logs and error descriptions.
    ///
    /// Cuts everything from a percent-encoded `?` in the path (Next Experience embeds a classic URL with its
    /// query encoded) and from the first `;` (`;jsessionid=`), and marks the cut with `?…`.
    public var redactedForLog: String { Redaction.url(self) }
}
