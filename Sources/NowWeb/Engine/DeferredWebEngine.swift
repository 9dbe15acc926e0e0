import Foundation

/// A ``WebEngine`` made at once around an engine whose creation is asynchronous (a WebKit view made on its
/// toolkit's thread, for example): calls made before the real engine exists are queued and replayed in
/// order, so a controller can be made synchronously, as the vendor's API requires.
///
/// ```swift
/// let options = NowWebService.Options(makeEngine: { store in
///     DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) }
/// })
/// ```
@MainActor
package final class DeferredWebEngine: WebEngine {
    private enum Call {
        case load(WebRequest)
        case goBack
        case stopLoading
    }

    /// The object that decides navigation policy and receives events; passed on to the real engine.
    package weak var delegate: (any WebEngineDelegate)? {
        didSet { engine?.delegate = delegate }
    }
    /// The real engine, once made.
    package private(set) var engine: (any WebEngine)?

    private var queued: [Call] = []
    private var creation: Task<Void, Never>?
    private var failure: WebEngineError?
    private let outbox = EngineOutbox()
    /// The latest page style sheet, handed to the real engine when it exists.
    private var pageStyleSheet: (css: String, origin: URL, background: NowUIColor.Components)?
    /// The page settings the app chose before the real engine existed, applied before its first command.
    private var pendingPageConfiguration: NowWebPage.Configuration?

    /// Starts making the real engine with `make`. When it throws, queued and later loads fail with
    /// ``WebEngineError/engineUnavailable(_:)``.
    package init(_ make: @escaping @MainActor () async throws -> any WebEngine) {
        creation = Task { [weak self] in
            do {
                self?.adopt(try await make())
            } catch {
                self?.failQueued(error)
            }
        }
    }

    /// The real engine's committed URL, or `nil` before it exists.
    package var currentURL: URL? { engine?.currentURL }
    /// The real engine's answer, or `false` before it exists.
    package var canGoBack: Bool { engine?.canGoBack ?? false }

    /// Loads `request` now, or as soon as the real engine exists.
    package func load(_ request: WebRequest) { perform(.load(request)) }
    /// Goes back now, or as soon as the real engine exists.
    package func goBack() { perform(.goBack) }
    /// Stops loading now, or drops the queued calls when the engine does not exist yet.
    package func stopLoading() {
        guard let engine else {
            queued.removeAll()
            return
        }
        engine.stopLoading()
    }

    /// Runs `script` once the real engine exists.
    package func evaluateJavaScript(_ script: String) async throws -> String? {
        guard let engine = await readyEngine() else { throw WebEngineError.javaScriptUnavailable }
        return try await engine.evaluateJavaScript(script)
    }

    /// Passes `callback` on to the real engine; before it exists no page can have posted a message.
    package func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {
        engine?.evaluate(callback, in: frame)
    }

    /// The real engine's capabilities, with this engine's own page styling and settings in their place: those keep
    /// what is set before the real engine exists and hand it over (``setPageStyleSheet(_:origin:background:)``,
    /// ``applyPageConfiguration(_:)``). Before the real engine exists, nothing else.
    package var capabilities: WebEngineCapabilities {
        var capabilities = engine?.capabilities ?? WebEngineCapabilities()
        capabilities.pageStyling = self
        capabilities.pageConfiguration = self
        return capabilities
    }

    /// The real engine, once made.
    package var workingEngine: (any WebEngine)? { engine }

    /// Waits for the real engine; `nil` when it could not be made.
    package func readyEngine() async -> (any WebEngine)? {
        if engine == nil { await creation?.value }
        return engine
    }

    /// Returns once the failures of loads made after the engine could not be made have been delivered.
    package func settle() async {
        await outbox.settle()
    }

    private func perform(_ call: Call) {
        guard let engine else {
            if let failure {
                outbox.post { [weak self] in self?.report(failure, for: call) }
            } else {
                queued.append(call)
            }
            return
        }
        Self.forward(call, to: engine)
    }

    private func adopt(_ engine: any WebEngine) {
        engine.delegate = delegate
        self.engine = engine
        let capabilities = engine.capabilities
        if let sheet = pageStyleSheet, let styling = capabilities.pageStyling {
            styling.setPageStyleSheet(sheet.css, origin: sheet.origin, background: sheet.background)
        }
        if let pending = pendingPageConfiguration, let configurable = capabilities.pageConfiguration {
            configurable.applyPageConfiguration(pending)
        }
        let calls = queued
        queued.removeAll()
        for call in calls { Self.forward(call, to: engine) }
    }

    private func failQueued(_ error: any Error) {
        let reason = WebEngineError.engineUnavailable(
            (error as? any LocalizedError)?.errorDescription ?? "\(type(of: error))")
        failure = reason
        let calls = queued
        queued.removeAll()
        outbox.flush()
        for call in calls { report(reason, for: call) }
    }

    private func report(_ error: WebEngineError, for call: Call) {
        guard case .load(let request) = call else { return }
        delegate?.webEngine(self, didReceive: .failed(url: request.url, error: error))
    }

    private static func forward(_ call: Call, to engine: any WebEngine) {
        switch call {
        case .load(let request): engine.load(request)
        case .goBack: engine.goBack()
        case .stopLoading: engine.stopLoading()
        }
    }
}

extension DeferredWebEngine: PageStylingWebEngine {
    /// Passes the style sheet on to the real engine when it styles pages; before it exists, keeps the latest
    /// for it.
    package func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components) {
        pageStyleSheet = (css, origin, background)
        engine?.capabilities.pageStyling?.setPageStyleSheet(css, origin: origin, background: background)
    }
}

extension DeferredWebEngine: PageConfigurableEngine {
    /// The real engine's settings; before it exists, the ones the app chose, else the defaults.
    package var pageConfiguration: NowWebPage.Configuration {
        engine?.capabilities.pageConfiguration?.pageConfiguration ?? pendingPageConfiguration
            ?? NowWebPage.Configuration()
    }

    /// Passes the settings on to the real engine; before it exists, keeps them for it (applied before the
    /// queued calls).
    package func applyPageConfiguration(_ configuration: NowWebPage.Configuration) {
        pendingPageConfiguration = configuration
        engine?.capabilities.pageConfiguration?.applyPageConfiguration(configuration)
    }
}
