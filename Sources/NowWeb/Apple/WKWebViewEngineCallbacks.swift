#if canImport(WebKit)
    import Foundation
    import WebKit

    /// WebKit's delegate and script-message-handler objects for a ``WKWebViewEngine``. A separate object, held
    /// weakly in the other direction, because WebKit's user content controller retains its message handlers.
    /// Every callback goes straight to the engine.
    @MainActor
    final class WKWebViewEngineCallbacks: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        weak var engine: WKWebViewEngine?

        func webView(
            _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
        ) {
            // No engine left: nothing can decide, so nothing loads.
            guard let engine else { return decisionHandler(.cancel) }
            engine.decidePolicy(for: navigationAction, decisionHandler: decisionHandler)
        }

        func webView(
            _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
        ) {
            decisionHandler(engine?.received(navigationResponse) ?? .cancel)
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            engine?.didStartProvisionalNavigation()
        }

        func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
            engine?.didReceiveServerRedirect()
        }

        func webView(
            _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
        ) {
            engine?.didFail(error)
        }

        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
            engine?.didCommit()
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            engine?.didFinish()
        }

        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
            engine?.didFail(error)
        }

        func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
            engine?.contentProcessDidTerminate()
        }

        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            engine?.received(message)
        }
    }

    // WebKit declares WKUIDelegate without an actor; WebKit calls it on the main thread.
    extension WKWebViewEngineCallbacks: @preconcurrency WKUIDelegate {
        func webView(
            _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
        ) -> WKWebView? {
            engine?.openInPlace(navigationAction.request)
            return nil
        }

        func webView(
            _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void
        ) {
            guard let engine else { return completionHandler() }
            Task {
                _ = await engine.runPanel(.alert, message: message, frame: frame)
                completionHandler()
            }
        }

        func webView(
            _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void
        ) {
            guard let engine else { return completionHandler(false) }
            Task {
                let response = await engine.runPanel(.confirm, message: message, frame: frame)
                completionHandler(response == .confirmed(true))
            }
        }

        func webView(
            _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
            initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
            decisionHandler: @escaping (WKPermissionDecision) -> Void
        ) {
            decisionHandler(engine?.mediaCaptureDecision(frame: frame, type: type) ?? .deny)
        }
    }
#endif
