#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    /// A page's sign-in pop-up on WKWebView (``NewWindowDecision/popUp``): the web view WebKit asked for in
    /// `webView(_:createWebViewWith:for:windowFeatures:)`, made from the configuration WebKit passed (a copy of the
    /// page's: the same process pool and website data store, and a view related to the page's, so that
    /// `window.opener` and `postMessage` work), shown in a sheet over the controller's view (`PopUpSheetController`).
    ///
    /// Its loads are never the controller's: the engine issues none of them (so none carries the bearer), none is
    /// put to the session machine, it opens no window, and it shows no instance document
    /// (``PopUpRoute/sheetNavigation(to:method:isMainFrame:in:)``): a main-frame hop back to the instance finishes
    /// it, and a GET is handed to the page's view, where the session machine decides it like a link. It has
    /// callbacks of its own (a ``WKWebViewEngineCallbacks`` without an engine), so that nothing it does reaches the
    /// engine's events; its challenges get the platform's handling. It ends when its page calls `window.close()`
    /// (`webViewDidClose(_:)`), when it finishes, when the user cancels the sheet, or with its engine.
    @MainActor
    final class WKWebViewPopUp {
        /// How a pop-up ended.
        enum End: Equatable {
            /// Closed (by its page, the user or its engine); nothing follows.
            case closed
            /// Finished by heading back to the instance: `url` loads in the page's view.
            case handOver(URL)
            /// The provider refuses embedded views: `url`, the pop-up's first URL, goes to the system browser.
            case moveToSystemBrowser(URL)
        }

        /// The pop-up's view, returned to WebKit, which loads the page's request into it.
        let webView: WKWebView
        private let firstURL: URL?
        private let scope: InstanceScope
        private let route: PopUpRoute
        private let callbacks = WKWebViewEngineCallbacks()
        /// What the sheet's host label shows: the committed document's host (finding R3-L-3).
        private var hostLabel = PopUpHostLabel()
        private let ended: @MainActor (WKWebViewPopUp, End) -> Void
        #if canImport(UIKit)
            private var sheet: PopUpSheetController?
        #endif
        /// Whether ``close()`` ran.
        private(set) var isClosed = false

        /// Makes the pop-up's view from WebKit's `configuration` for a window whose first URL is `firstURL`.
        init(
            configuration: WKWebViewConfiguration, firstURL: URL?, scope: InstanceScope, route: PopUpRoute,
            ended: @escaping @MainActor (WKWebViewPopUp, End) -> Void
        ) {
            webView = WKWebView(frame: .zero, configuration: configuration)
            self.firstURL = firstURL
            self.scope = scope
            self.route = route
            self.ended = ended
            callbacks.popUp = self
            webView.navigationDelegate = callbacks
            webView.uiDelegate = callbacks
        }

        #if canImport(UIKit)
            /// Shows the pop-up in a sheet presented from `presenter`, in `colors`.
            func present(from presenter: UIViewController, colors: any NowWebColoring) {
                let sheet = PopUpSheetController(webView: webView, colors: colors) { [weak self] in
                    self?.end(.closed)
                }
                sheet.showHost(hostLabel.text)
                self.sheet = sheet
                presenter.present(sheet.makeContainer(), animated: true)
            }
        #endif

        /// WebKit's question about a navigation in the pop-up, answered by ``PopUpRoute``; a navigation into a new
        /// window (no target frame) is never the pop-up's.
        func decidePolicy(for action: WKNavigationAction) -> WKNavigationActionPolicy {
            guard !isClosed, let url = action.request.url, let target = action.targetFrame else { return .cancel }
            let step = route.sheetNavigation(
                to: url, method: action.request.httpMethod ?? "GET", isMainFrame: target.isMainFrame, in: scope)
            switch step {
            case .load:
                return .allow
            case .drop:
                return .cancel
            case .finish(let handOver):
                endSoon(handOver.map(End.handOver) ?? .closed)
                return .cancel
            case .moveToSystemBrowser:
                endSoon(firstURL.map(End.moveToSystemBrowser) ?? .closed)
                return .cancel
            }
        }

        /// WebKit's question about a response in the pop-up: a file to save is never loaded, as in the page's view.
        func received(_ response: WKNavigationResponse) -> WKNavigationResponsePolicy {
            guard !isClosed, let mapped = WebKitMapping.response(response) else { return .cancel }
            return mapped.isFileToSave(engineCanShow: response.canShowMIMEType) ? .cancel : .allow
        }

        /// A main-frame navigation of the pop-up committed or failed: the sheet's label shows the host
        /// ``PopUpHostLabel`` decides, never one a navigation only headed for.
        func mainFrame(_ event: PopUpHostLabel.Event) {
            hostLabel.handle(event)
            #if canImport(UIKit)
                sheet?.showHost(hostLabel.text)
            #endif
        }

        /// The pop-up's page called `window.close()`.
        func pageClosedWindow() {
            end(.closed)
        }

        /// After WebKit's question is answered: the view is not torn down inside its own callback.
        private func endSoon(_ end: End) {
            Task { @MainActor in self.end(end) }
        }

        private func end(_ end: End) {
            guard !isClosed else { return }
            ended(self, end)
        }

        /// Stops the pop-up's view, releases its delegates and dismisses its sheet; `dismissed` runs once the sheet
        /// has gone (at once without one, and never when the pop-up was closed already).
        func close(then dismissed: @escaping @MainActor () -> Void = {}) {
            guard !isClosed else { return }
            isClosed = true
            webView.stopLoading()
            webView.navigationDelegate = nil
            webView.uiDelegate = nil
            callbacks.popUp = nil
            #if canImport(UIKit)
                if let sheet {
                    self.sheet = nil
                    sheet.dismiss(then: dismissed)
                    return
                }
            #endif
            dismissed()
        }
    }
#endif
