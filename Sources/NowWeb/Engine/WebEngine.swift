import Foundation

/// A browser engine that NowWeb drives: WebKitGTK on Linux, WKWebView on Apple, or the headless engine.
///
/// The protocol speaks value types only, so that every decision can live in the engine-neutral core.
/// Conformers must:
/// - ask their ``WebEngineDelegate`` for a ``NavigationPolicy`` before each main-frame navigation hop they
///   can still stop (the first request and every redirect), and not put that hop on the wire when told
///   `.cancel` (reporting it as ``WebEngineError/cancelled``);
/// - answer `.cancel` themselves when they have no delegate (none was set, or the weakly held one has gone):
///   a decision nobody can make fails closed, so an engine whose owner has gone loads nothing more;
/// - flag main-frame hops (``NavigationAction/isMainFrame`` `true`) whenever they can tell, subframe hops
///   `false`, and `nil` only when they cannot tell at decision time;
/// - report what happened as ``WebEngineEvent`` values, in the order it happened: a followed main-frame
///   redirect as ``WebEngineEvent/redirected(from:to:isMainFrame:)``, then the main frame's
///   ``WebEngineEvent/responseReceived(_:)``, ``WebEngineEvent/committed(_:)`` and
///   ``WebEngineEvent/finished(_:)``, or ``WebEngineEvent/failed(url:error:)``;
/// - report a page's script message on the channel of the handler that received it, never by reading its body:
///   ``WebEngineEvent/sessionWatchSignal(_:)`` for the session watch's handler, and
///   ``WebEngineEvent/cabrilloMessage(_:)`` for a Cabrillo method's;
/// - send the headers of a ``WebRequest`` only on that request (and its same-origin redirects), never on
///   subresources, other frames, later navigations or any hop to another origin.
///
/// ## Re-entrancy
///
/// An engine never calls its delegate from inside one of its own commands (``load(_:)``, ``goBack()``,
/// ``stopLoading()``, ``evaluate(_:in:)``, ``evaluateJavaScript(_:)``). What a command causes (the policy
/// question of the new load, the `failed(.cancelled)` of the load it replaces, the commit of a page gone
/// back to) reaches the delegate later, on the main actor, after the command has returned, in the order
/// it happened. The delegate, in turn, may call any command from inside an event or a policy question; the
/// engine finishes delivering the current event before it acts on the command's consequences. So a
/// delegate never sees its own state change under it in the middle of a call it made.
///
/// ## Capabilities
///
/// What an engine can do beyond these commands (a trust hook, a cookie reader, page styling, page settings, a
/// platform view...) it states in ``capabilities``; an engine that wraps another forwards its ``workingEngine``.
/// NowWeb reads nothing else: it never casts an engine to find out what it offers.
///
/// `WebEngineConformance` in `NowWebTesting` checks these rules against a running engine.
@MainActor
public protocol WebEngine: AnyObject {
    /// The object that decides navigation policy and receives events. Engines hold it weakly; without one,
    /// every navigation hop is cancelled.
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
    /// What the engine can do beyond these commands; by default nothing (every field `nil`).
    var capabilities: WebEngineCapabilities { get }
    /// The engine that does the work: `self` by default; for an engine that wraps another one made later (made
    /// asynchronously, say), the wrapped engine once it exists, `nil` before.
    var workingEngine: (any WebEngine)? { get }
    /// Waits for ``workingEngine``: `self` by default; `nil` when the wrapped engine could not be made.
    func readyEngine() async -> (any WebEngine)?
}

extension WebEngine {
    /// Nothing beyond the commands: no trust hook, cookie reader, page styling or settings.
    public var capabilities: WebEngineCapabilities { WebEngineCapabilities() }
    /// The engine itself.
    public var workingEngine: (any WebEngine)? { self }
    /// The engine itself, at once.
    public func readyEngine() async -> (any WebEngine)? { self }
}
