import Foundation

#if canImport(UIKit)
    import UIKit
#endif

// swift-check: given controller: NowWebViewController
/// The page a ``NowWebViewController`` shows, as an app may reach it: run a script in it, place its platform
/// view, and choose its settings before the first load.
///
/// Loading is not here: every load the controller makes goes through its session, the one place that decides
/// where the bearer token goes. Use ``NowWebViewController/loadPage()``, ``NowWebViewController/reload()`` and
/// ``NowWebViewController/goBack()``; a link the page follows goes through the session as well.
///
/// ```swift
/// controller.page.configure { $0.isInspectable = false }  // before loadPage()
/// controller.loadPage()
/// let title = try await controller.page.evaluateJavaScript("document.title")
/// ```
@MainActor
public struct NowWebPage {
    /// The page's settings an app may choose before the first load.
    public struct Configuration: Sendable, Equatable {
        /// Whether the platform's web inspector may open the page: Safari's Web Inspector for `WKWebViewEngine`
        /// (`WKWebView.isInspectable`, iOS 16.4 and later), WebKit's developer tools for `WebKitGTKEngine`.
        /// Default: the engine's configuration, ``WebInspector/isInspectableByDefault`` unless the app's engine
        /// factory chose otherwise (on in debug builds, off in release builds).
        public var isInspectable: Bool

        /// Makes a configuration.
        ///
        /// - Parameter isInspectable: Whether the web inspector may open the page.
        public init(isInspectable: Bool = WebInspector.isInspectableByDefault) {
            self.isInspectable = isInspectable
        }
    }

    private weak var controller: NowWebViewController?

    init(controller: NowWebViewController) {
        self.controller = controller
    }

    /// Runs `script` in the page's main frame and returns its result as text.
    ///
    /// - Parameter script: JavaScript to run in the page.
    /// - Returns: The script's result as text, or `nil` when it has none.
    /// - Throws: ``WebEngineError/javaScriptUnavailable`` on an engine without JavaScript (headless) or once the
    ///   controller has gone, or the script's own error.
    public func evaluateJavaScript(_ script: String) async throws -> String? {
        guard let engine = controller?.webEngine else { throw WebEngineError.javaScriptUnavailable }
        return try await engine.evaluateJavaScript(script)
    }

    /// The page's settings in force; `nil` on an engine that has none (headless) or once the controller has gone.
    public var configuration: Configuration? {
        controller?.webEngine.capabilities.pageConfiguration?.pageConfiguration
    }

    /// Changes the page's settings before the first load. Once ``NowWebViewController/loadPage()`` (or
    /// ``NowWebViewController/reload()``) was called nothing changes, so that a page never runs under settings other than the ones it started with.
    ///
    /// - Parameter update: Changes the settings in force.
    /// - Returns: `true` when the settings were applied; `false` after the first load, on an engine without
    ///   settings (headless), or once the controller has gone.
    @discardableResult
    public func configure(_ update: (inout Configuration) -> Void) -> Bool {
        guard let controller, !controller.hasAskedForPage,
            let engine = controller.webEngine.capabilities.pageConfiguration
        else { return false }
        var configuration = engine.pageConfiguration
        update(&configuration)
        engine.applyPageConfiguration(configuration)
        return true
    }

    #if canImport(UIKit)
        /// The page's platform view, to place it in a view hierarchy of the app's own: the engine's
        /// ``WebEngineCapabilities/view`` (the `WKWebViewEngine/webView` of the default engine); `nil` on an engine
        /// without a view (headless) or once the controller has gone. ``NowWebViewController`` already shows it in
        /// its own view.
        ///
        /// Loading through the `WKWebView` itself (`as? WKWebView`) bypasses the session: no bridge, no
        /// recovery, no instance scope. See `WKWebViewEngine/webView`.
        public var view: UIView? {
            controller?.webEngine.capabilities.view
        }
    #endif
}
