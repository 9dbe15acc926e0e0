#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    /// WebKit's delegate and script-message-handler objects for a ``WKWebViewEngine``. A separate object, held
    /// weakly in the other direction, because WebKit's user content controller retains its message handlers.
    /// Every callback goes straight to the engine.
    ///
    /// WebKit calls an optional Objective-C method only when its selector is implemented, so every method
    /// here names its selector with `@objc(...)`: a method that no longer matches the protocol's requirement is
    /// a compile error ("conflicts with optional requirement"), never a method WebKit silently skips. Methods
    /// with a completion block take their `async` form, whose Swift shape does not depend on how an SDK
    /// annotates the block (`@MainActor`, `@Sendable`): the iOS 16.4 SDK declares a plain block, later SDKs a
    /// main-actor one, and a block-taking method matches only one of them. (`#if canImport(ObjectiveC)`: the
    /// stub type-check on Linux has no Objective-C; its stubs declare the `async` forms without defaults.)
    @MainActor
    final class WKWebViewEngineCallbacks: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        weak var engine: WKWebViewEngine?
        /// The sign-in pop-up these callbacks serve instead of an engine (``WKWebViewPopUp``): its navigations are
        /// decided by the pop-up, and nothing it reports reaches an engine.
        weak var popUp: WKWebViewPopUp?

        #if canImport(ObjectiveC)

            @objc(webView:decidePolicyForNavigationAction:decisionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
        ) async -> WKNavigationActionPolicy {
            if let popUp { return popUp.decidePolicy(for: navigationAction) }
            // No engine left: nothing can decide, so nothing loads.
            guard let engine else { return .cancel }
            return await engine.decidePolicy(for: navigationAction)
        }

        #if canImport(ObjectiveC)

            @objc(webView:decidePolicyForNavigationResponse:decisionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse
        ) async -> WKNavigationResponsePolicy {
            if let popUp { return popUp.received(navigationResponse) }
            return await engine?.received(navigationResponse) ?? .cancel
        }

        #if canImport(ObjectiveC)

            @objc(webView:didReceiveAuthenticationChallenge:completionHandler:)

        #endif
        // Nonisolated, so that the challenge (not Sendable in older SDKs, whose protocol is not main-actor) never
        // crosses an isolation boundary: its values are read here, the decision is made on the main actor.
        nonisolated func webView(_ webView: WKWebView, respondTo challenge: URLAuthenticationChallenge) async
            -> (URLSession.AuthChallengeDisposition, URLCredential?)
        {
            let space = challenge.protectionSpace
            let platform = PlatformChallenge(challenge)
            let asked = platform.kind(method: space.authenticationMethod).map {
                ExchangeChallenge(
                    kind: $0, host: space.host, port: space.port, realm: space.realm,
                    previousFailureCount: challenge.previousFailureCount)
            }
            // No engine left: nobody can vouch for the server, so nothing is sent.
            guard let disposition = await decide(asked) else { return (.cancelAuthenticationChallenge, nil) }
            return WKWebViewEngine.answer(disposition, platform: platform)
        }

        private func decide(_ challenge: ExchangeChallenge?) async -> TrustDisposition? {
            // A pop-up shows other sites' pages, never the instance's: the app's hook is for the instance.
            if popUp != nil { return .platformDefault }
            guard let engine else { return nil }
            guard let challenge else { return .platformDefault }
            return await engine.disposition(for: challenge)
        }

        #if canImport(ObjectiveC)

            @objc(webView:didStartProvisionalNavigation:)

        #endif
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            engine?.didStartProvisionalNavigation()
        }

        #if canImport(ObjectiveC)

            @objc(webView:didReceiveServerRedirectForProvisionalNavigation:)

        #endif
        func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
            engine?.didReceiveServerRedirect()
        }

        #if canImport(ObjectiveC)

            @objc(webView:didFailProvisionalNavigation:withError:)

        #endif
        func webView(
            _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
        ) {
            popUp?.mainFrame(.failed)
            engine?.didFail(error)
        }

        #if canImport(ObjectiveC)

            @objc(webView:didCommitNavigation:)

        #endif
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
            popUp?.mainFrame(.committed(webView.url))
            engine?.didCommit()
        }

        #if canImport(ObjectiveC)

            @objc(webView:didFinishNavigation:)

        #endif
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            engine?.didFinish()
        }

        #if canImport(ObjectiveC)

            @objc(webView:didFailNavigation:withError:)

        #endif
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
            popUp?.mainFrame(.failed)
            engine?.didFail(error)
        }

        #if canImport(ObjectiveC)

            @objc(webViewWebContentProcessDidTerminate:)

        #endif
        func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
            engine?.contentProcessDidTerminate()
        }

        #if canImport(ObjectiveC)

            @objc(userContentController:didReceiveScriptMessage:)

        #endif
        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            engine?.received(message)
        }
    }

    // WebKit declares WKUIDelegate without an actor; WebKit calls it on the main thread.
    extension WKWebViewEngineCallbacks: @preconcurrency WKUIDelegate {
        #if canImport(ObjectiveC)
            @objc(webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:)
        #endif
        func webView(
            _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
        ) -> WKWebView? {
            // A pop-up opens no window of its own.
            guard popUp == nil else { return nil }
            return engine?.openWindow(for: navigationAction, configuration: configuration)
        }

        #if canImport(ObjectiveC)

            @objc(webViewDidClose:)

        #endif
        func webViewDidClose(_ webView: WKWebView) {
            popUp?.pageClosedWindow()
        }

        #if canImport(ObjectiveC)

            @objc(webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo
        ) async {
            _ = await engine?.runPanel(.alert, message: message, frame: frame)
        }

        #if canImport(ObjectiveC)

            @objc(webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo
        ) async -> Bool {
            await engine?.runPanel(.confirm, message: message, frame: frame) == .confirmed(true)
        }

        #if canImport(ObjectiveC)

            @objc(webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
            initiatedByFrame frame: WKFrameInfo
        ) async -> String? {
            let response = await engine?.runPanel(
                .prompt(defaultText: defaultText ?? ""), message: prompt, frame: frame)
            guard case .text(let text)? = response else { return nil }
            return text
        }

        #if canImport(ObjectiveC)

            @objc(webView:requestMediaCapturePermissionForOrigin:initiatedByFrame:type:decisionHandler:)

        #endif
        func webView(
            _ webView: WKWebView, decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
            initiatedBy frame: WKFrameInfo, type: WKMediaCaptureType
        ) async -> WKPermissionDecision {
            engine?.mediaCaptureDecision(frame: frame, type: type) ?? .deny
        }
    }
#endif
