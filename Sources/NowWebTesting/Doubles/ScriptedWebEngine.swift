import Foundation
import NowWeb

// swift-check: given controller: NowWebViewController; loginURL: URL; pageURL: URL
/// A `WebEngine` that performs no I/O: it records what it is asked to do, and a test drives it by asking
/// policy questions and emitting events as a real engine would. Made with a `fetch` function, it runs each
/// load itself instead (policy question, redirects, response, commit, finish) over that function.
///
/// Like every engine it follows `WebEngine`'s re-entrancy rule: what a command causes (the pages
/// ``goBack()`` commits, for example) reaches the delegate after the command returned.
///
/// ```swift
/// let engine = ScriptedWebEngine()
/// controller.loadPage()
/// let policy = await engine.ask(NavigationAction(url: loginURL, isMainFrame: true, kind: .redirect))
/// engine.emit(.committed(pageURL))
/// ```
@MainActor
public final class ScriptedWebEngine: WebEngine, PageConfigurableEngine {
    /// The object that decides navigation policy and receives events; held weakly. Without one, ``ask(_:)``
    /// answers `.cancel`.
    public weak var delegate: (any WebEngineDelegate)?
    /// The committed main-frame URL: the last URL passed to ``emit(_:)`` in a `.committed` event.
    public private(set) var currentURL: URL?
    /// Every request passed to ``load(_:)``, in order.
    public private(set) var loadedRequests: [WebRequest] = []
    /// Every script passed to ``evaluateJavaScript(_:)``, in order.
    public private(set) var evaluatedScripts: [String] = []
    /// Every callback passed to ``evaluate(_:in:)``, with its frame, in order.
    public private(set) var evaluatedCallbacks: [(callback: ScriptCallback, frame: ScriptMessage.Frame)] = []
    /// How many times ``stopLoading()`` was called.
    public private(set) var stopCount = 0
    /// How many times ``goBack()`` was called while history allowed it.
    public private(set) var goBackCount = 0
    /// The committed pages, oldest first.
    public private(set) var history: [URL] = []
    /// The result ``evaluateJavaScript(_:)`` returns; `nil` makes it throw `WebEngineError.javaScriptUnavailable`.
    public var javaScriptResult: String?
    /// The page settings in force: the defaults, then the last ones a controller's `NowWebPage.configure(_:)`
    /// applied.
    public private(set) var pageConfiguration = NowWebPage.Configuration()

    /// Called with each request ``load(_:)`` records, after the call returned (the engine contract's
    /// re-entrancy rule), so that a test can answer it as a server would.
    public var loadHandler: (@MainActor (WebRequest) -> Void)?

    let fetch: Fetch?
    let outbox = EngineOutbox()
    var navigationID = 0
    var navigation: Task<Void, Never>?
    var pendingURL: URL?
    private var loadCursor = 0
    private let loadWaiters = EventWaiters<WebRequest>()

    /// Makes an engine with empty history.
    ///
    /// - Parameter fetch: Performs one request for a load the engine runs itself; `nil` (the default) leaves
    ///   every load to the test, which drives the engine with ``ask(_:)`` and ``emit(_:)``.
    public init(fetch: Fetch? = nil) {
        self.fetch = fetch
    }

    /// Records the settings a controller's `NowWebPage.configure(_:)` applied.
    ///
    /// - Parameter configuration: The settings to keep.
    public func applyPageConfiguration(_ configuration: NowWebPage.Configuration) {
        pageConfiguration = configuration
    }

    /// Page settings only (``applyPageConfiguration(_:)`` records them); nothing else.
    public var capabilities: WebEngineCapabilities { WebEngineCapabilities(pageConfiguration: self) }

    /// Whether history has a page before the current one.
    public var canGoBack: Bool { history.count > 1 }

    /// Records `request`, runs the load when the engine was made with a `fetch` function, and hands it to
    /// ``loadHandler`` after returning.
    public func load(_ request: WebRequest) {
        loadedRequests.append(request)
        if let fetch { start(request, fetch: fetch) }
        loadWaiters.deliver(request)
        if let loadHandler { outbox.post { loadHandler(request) } }
    }

    /// The next request passed to ``load(_:)`` that this method has not returned yet, waiting for it when
    /// there is none: a controller loads after its token arrives, which a test cannot otherwise await.
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: The request, or `nil` when none came within `patience`.
    public func nextLoad(patience: Duration = .seconds(40)) async -> WebRequest? {
        if loadCursor < loadedRequests.count {
            loadCursor += 1
            return loadedRequests[loadCursor - 1]
        }
        let index = loadedRequests.count
        guard let request = await loadWaiters.next(patience: patience, { _ in true }) else { return nil }
        loadCursor = index + 1
        return request
    }

    /// Pops history and reports the previous page as committed and finished, after returning.
    public func goBack() {
        guard canGoBack else { return }
        goBackCount += 1
        history.removeLast()
        guard let previous = history.last else { return }
        currentURL = previous
        outbox.post { [weak self] in
            guard let self else { return }
            delegate?.webEngine(self, didReceive: .committed(previous))
            delegate?.webEngine(self, didReceive: .finished(previous))
        }
    }

    /// Counts the call, and stops a load the engine runs itself (reported as cancelled after returning).
    public func stopLoading() {
        stopCount += 1
        cancelNavigation()
    }

    /// Records `script` and returns ``javaScriptResult``.
    public func evaluateJavaScript(_ script: String) async throws -> String? {
        evaluatedScripts.append(script)
        guard let javaScriptResult else { throw WebEngineError.javaScriptUnavailable }
        return javaScriptResult
    }

    /// Records `callback` and `frame`.
    public func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {
        evaluatedCallbacks.append((callback, frame))
    }

    /// Asks the delegate for a policy as a real engine would before a hop; `.cancel` without a delegate.
    public func ask(_ action: NavigationAction) async -> NavigationPolicy {
        outbox.flush()
        guard let delegate else { return .cancel }
        return await delegate.webEngine(self, decidePolicyFor: action)
    }

    /// Returns once what the engine's commands caused has reached the delegate.
    public func settle() async {
        while let navigation { await navigation.value }
        await outbox.settle()
    }

    /// Delivers `event` to the delegate, after what earlier commands caused; a `.committed` event also updates
    /// ``currentURL`` and history.
    public func emit(_ event: WebEngineEvent) {
        outbox.flush()
        if case .committed(let url) = event {
            currentURL = url
            history.append(url)
        }
        delegate?.webEngine(self, didReceive: event)
    }

    /// Emits a main-frame response, commit and finish for `url`: a page that loaded normally.
    public func completeLoad(of url: URL, statusCode: Int = 200, headers: [String: String] = [:]) {
        emit(.responseReceived(WebResponse(url: url, statusCode: statusCode, headers: headers, isMainFrame: true)))
        emit(.committed(url))
        emit(.finished(url))
    }
}
