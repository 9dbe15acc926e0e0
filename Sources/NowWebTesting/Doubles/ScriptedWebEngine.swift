import Foundation
import NowWeb

/// A ``WebEngine`` that performs no I/O: it records what it is asked to do, and a test drives it by asking
/// policy questions and emitting events as a real engine would.
///
/// ```swift
/// let engine = ScriptedWebEngine()
/// controller.loadPage()
/// let policy = await engine.ask(NavigationAction(url: loginURL, isMainFrame: true, kind: .redirect))
/// engine.emit(.committed(pageURL))
/// ```
@MainActor
public final class ScriptedWebEngine: WebEngine {
    /// The object that decides navigation policy and receives events.
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
    /// The result ``evaluateJavaScript(_:)`` returns; `nil` makes it throw ``WebEngineError/javaScriptUnavailable``.
    public var javaScriptResult: String?

    /// Called after each ``load(_:)`` is recorded, so that a test can answer it as a server would.
    public var loadHandler: (@MainActor (WebRequest) -> Void)?

    /// Makes an engine with empty history.
    public init() {}

    /// Whether history has a page before the current one.
    public var canGoBack: Bool { history.count > 1 }

    /// Records `request` and passes it to ``loadHandler``.
    public func load(_ request: WebRequest) {
        loadedRequests.append(request)
        loadHandler?(request)
    }

    /// Pops history and reports the previous page as committed and finished.
    public func goBack() {
        guard canGoBack else { return }
        goBackCount += 1
        history.removeLast()
        if let previous = history.last {
            currentURL = previous
            delegate?.webEngine(self, didReceive: .committed(previous))
            delegate?.webEngine(self, didReceive: .finished(previous))
        }
    }

    /// Counts the call.
    public func stopLoading() { stopCount += 1 }

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

    /// Asks the delegate for a policy as a real engine would before a hop; `.allow` without a delegate.
    public func ask(_ action: NavigationAction) async -> NavigationPolicy {
        guard let delegate else { return .allow }
        return await delegate.webEngine(self, decidePolicyFor: action)
    }

    /// Delivers `event` to the delegate; a `.committed` event also updates ``currentURL`` and history.
    public func emit(_ event: WebEngineEvent) {
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
