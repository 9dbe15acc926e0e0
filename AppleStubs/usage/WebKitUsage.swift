// Uses every declaration of AppleStubs/WebKit (152). Protocols: WKNavigationDelegate, WKScriptMessageHandler and
// WKUIDelegate by a conforming class shaped as the package's engine callbacks (WKDownloadDelegate and the two
// `didBecomeDownload` methods by UsageDownloadCallbacks) (the `async` forms of the
// completion-block methods, each naming its Objective-C selector where there is Objective-C), and every
// requirement, the block forms included, by generic functions given a class that implements only the `async`
// forms, so that the stubs' defaults for the optional methods are used. (Where there is Objective-C, an optional
// requirement is called with `?`; the calls are otherwise the same on both branches.) Types: WKSecurityOrigin,
// WKFrameInfo, WKNavigationType, WKNavigationAction, WKNavigationResponse, WKNavigation, the two policy enums,
// WKPermissionDecision, WKMediaCaptureType, WKWindowFeatures, WKContentWorld, WKUserScriptInjectionTime,
// WKUserScript, WKScriptMessage, WKUserContentController, WKWebsiteDataStore (its iOS 17 identifier API behind
// `if #available`), WKHTTPCookieStore (setting cookies, its observers; deleteCookie in webKitAsyncUsage), WKHTTPCookieStoreObserver (by
// UsageCookieObserver, and its requirement by a generic function), WKWebViewConfiguration, WKWebView (both
// evaluateJavaScript forms), WKErrorDomain, WKDownload (its delegate).
import Foundation
import UIKit
import WebKit

@MainActor final class UsageCallbacks: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
    #if canImport(ObjectiveC)
        @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
    #endif
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    { .cancel }

    #if canImport(ObjectiveC)
        @objc(webView:decidePolicyForNavigationResponse:decisionHandler:)
    #endif
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    { .cancel }

    #if canImport(ObjectiveC)
        @objc(webView:didStartProvisionalNavigation:)
    #endif
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}

    #if canImport(ObjectiveC)
        @objc(webView:didReceiveServerRedirectForProvisionalNavigation:)
    #endif
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}

    #if canImport(ObjectiveC)
        @objc(webView:didFailProvisionalNavigation:withError:)
    #endif
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}

    #if canImport(ObjectiveC)
        @objc(webView:didCommitNavigation:)
    #endif
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}

    #if canImport(ObjectiveC)
        @objc(webView:didFinishNavigation:)
    #endif
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}

    #if canImport(ObjectiveC)
        @objc(webView:didFailNavigation:withError:)
    #endif
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

    #if canImport(ObjectiveC)
        @objc(webView:didReceiveAuthenticationChallenge:completionHandler:)
    #endif
    nonisolated func webView(_ webView: WKWebView, respondTo challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, URLCredential?)
    { (.performDefaultHandling, nil) }

    #if canImport(ObjectiveC)
        @objc(webViewWebContentProcessDidTerminate:)
    #endif
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}

    #if canImport(ObjectiveC)
        @objc(userContentController:didReceiveScriptMessage:)
    #endif
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
}

extension UsageCallbacks: @preconcurrency WKUIDelegate {
    #if canImport(ObjectiveC)
        @objc(webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:)
    #endif
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }

    #if canImport(ObjectiveC)
        @objc(webViewDidClose:)
    #endif
    func webViewDidClose(_ webView: WKWebView) {}

    #if canImport(ObjectiveC)
        @objc(webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)
    #endif
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    )
        async
    {}

    #if canImport(ObjectiveC)
        @objc(webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:)
    #endif
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    ) async -> Bool { false }

    #if canImport(ObjectiveC)
        @objc(webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:)
    #endif
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? { defaultText }

    #if canImport(ObjectiveC)
        @objc(webView:requestMediaCapturePermissionForOrigin:initiatedByFrame:type:decisionHandler:)
    #endif
    func webView(
        _ webView: WKWebView, decideMediaCapturePermissionsFor origin: WKSecurityOrigin, initiatedBy frame: WKFrameInfo,
        type: WKMediaCaptureType
    ) async -> WKPermissionDecision { .deny }
}

/// Implements only what the stubs require (the `async` forms), so that calls through the protocols reach the
/// stubs' defaults for every other optional method.
@MainActor final class UsageMinimalDelegate: NSObject, WKNavigationDelegate {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    { .allow }
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    { .allow }
    func webView(_ webView: WKWebView, respondTo challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, URLCredential?)
    { (.cancelAuthenticationChallenge, nil) }
}

extension UsageMinimalDelegate: @preconcurrency WKUIDelegate {
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    )
        async
    {}
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    ) async -> Bool { true }
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? { nil }
    func webView(
        _ webView: WKWebView, decideMediaCapturePermissionsFor origin: WKSecurityOrigin, initiatedBy frame: WKFrameInfo,
        type: WKMediaCaptureType
    ) async -> WKPermissionDecision { .prompt }
}

@MainActor func navigate<D: WKNavigationDelegate>(
    _ delegate: D, _ webView: WKWebView, _ action: WKNavigationAction, _ response: WKNavigationResponse,
    _ navigation: WKNavigation?, _ error: any Error, _ challenge: URLAuthenticationChallenge? = nil
) async {
    let challengeHandler: @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void = { _, _ in
    }
    let actionHandler: @MainActor @Sendable (WKNavigationActionPolicy) -> Void = { _ in }
    let responseHandler: @MainActor @Sendable (WKNavigationResponsePolicy) -> Void = { _ in }
    #if canImport(ObjectiveC)
        delegate.webView?(webView, decidePolicyFor: action, decisionHandler: actionHandler)
        delegate.webView?(webView, decidePolicyFor: response, decisionHandler: responseHandler)
        delegate.webView?(webView, didStartProvisionalNavigation: navigation)
        delegate.webView?(webView, didReceiveServerRedirectForProvisionalNavigation: navigation)
        delegate.webView?(webView, didFailProvisionalNavigation: navigation, withError: error)
        delegate.webView?(webView, didCommit: navigation)
        delegate.webView?(webView, didFinish: navigation)
        delegate.webView?(webView, didFail: navigation, withError: error)
        delegate.webViewWebContentProcessDidTerminate?(webView)
        let _: WKNavigationActionPolicy? = await delegate.webView?(webView, decidePolicyFor: action)
        let _: WKNavigationResponsePolicy? = await delegate.webView?(webView, decidePolicyFor: response)
        if let challenge {
            delegate.webView?(webView, didReceive: challenge, completionHandler: challengeHandler)
            let _: (URLSession.AuthChallengeDisposition, URLCredential?)? = await delegate.webView?(
                webView, respondTo: challenge)
        }
    #else
        delegate.webView(webView, decidePolicyFor: action, decisionHandler: actionHandler)
        delegate.webView(webView, decidePolicyFor: response, decisionHandler: responseHandler)
        delegate.webView(webView, didStartProvisionalNavigation: navigation)
        delegate.webView(webView, didReceiveServerRedirectForProvisionalNavigation: navigation)
        delegate.webView(webView, didFailProvisionalNavigation: navigation, withError: error)
        delegate.webView(webView, didCommit: navigation)
        delegate.webView(webView, didFinish: navigation)
        delegate.webView(webView, didFail: navigation, withError: error)
        delegate.webViewWebContentProcessDidTerminate(webView)
        let _: WKNavigationActionPolicy = await delegate.webView(webView, decidePolicyFor: action)
        let _: WKNavigationResponsePolicy = await delegate.webView(webView, decidePolicyFor: response)
        if let challenge {
            delegate.webView(webView, didReceive: challenge, completionHandler: challengeHandler)
            let _: (URLSession.AuthChallengeDisposition, URLCredential?) = await delegate.webView(
                webView, respondTo: challenge)
        }
    #endif
}

@MainActor func present<D: WKUIDelegate>(
    _ delegate: D, _ webView: WKWebView, _ action: WKNavigationAction, _ features: WKWindowFeatures,
    _ frame: WKFrameInfo, _ origin: WKSecurityOrigin
) async {
    let alertHandler: @Sendable () -> Void = {}
    let confirmHandler: @Sendable (Bool) -> Void = { _ in }
    let promptHandler: @Sendable (String?) -> Void = { _ in }
    let permissionHandler: @Sendable (WKPermissionDecision) -> Void = { _ in }
    #if canImport(ObjectiveC)
        let _: WKWebView?? = delegate.webView?(
            webView, createWebViewWith: webView.configuration, for: action, windowFeatures: features)
        delegate.webViewDidClose?(webView)
        delegate.webView?(
            webView, runJavaScriptAlertPanelWithMessage: "m", initiatedByFrame: frame, completionHandler: alertHandler)
        delegate.webView?(
            webView, runJavaScriptConfirmPanelWithMessage: "m", initiatedByFrame: frame,
            completionHandler: confirmHandler)
        delegate.webView?(
            webView, runJavaScriptTextInputPanelWithPrompt: "m", defaultText: nil, initiatedByFrame: frame,
            completionHandler: promptHandler)
        delegate.webView?(
            webView, requestMediaCapturePermissionFor: origin, initiatedByFrame: frame, type: .camera,
            decisionHandler: permissionHandler)
        await delegate.webView?(webView, runJavaScriptAlertPanelWithMessage: "m", initiatedByFrame: frame)
        let _: Bool? = await delegate.webView?(
            webView, runJavaScriptConfirmPanelWithMessage: "m", initiatedByFrame: frame)
        let _: String?? = await delegate.webView?(
            webView, runJavaScriptTextInputPanelWithPrompt: "m", defaultText: "d", initiatedByFrame: frame)
        let _: WKPermissionDecision? = await delegate.webView?(
            webView, decideMediaCapturePermissionsFor: origin, initiatedBy: frame, type: .microphone)
    #else
        let _: WKWebView? = delegate.webView(
            webView, createWebViewWith: webView.configuration, for: action, windowFeatures: features)
        delegate.webViewDidClose(webView)
        delegate.webView(
            webView, runJavaScriptAlertPanelWithMessage: "m", initiatedByFrame: frame, completionHandler: alertHandler)
        delegate.webView(
            webView, runJavaScriptConfirmPanelWithMessage: "m", initiatedByFrame: frame,
            completionHandler: confirmHandler)
        delegate.webView(
            webView, runJavaScriptTextInputPanelWithPrompt: "m", defaultText: nil, initiatedByFrame: frame,
            completionHandler: promptHandler)
        delegate.webView(
            webView, requestMediaCapturePermissionFor: origin, initiatedByFrame: frame, type: .camera,
            decisionHandler: permissionHandler)
        await delegate.webView(webView, runJavaScriptAlertPanelWithMessage: "m", initiatedByFrame: frame)
        let _: Bool = await delegate.webView(
            webView, runJavaScriptConfirmPanelWithMessage: "m", initiatedByFrame: frame)
        let _: String? = await delegate.webView(
            webView, runJavaScriptTextInputPanelWithPrompt: "m", defaultText: "d", initiatedByFrame: frame)
        let _: WKPermissionDecision = await delegate.webView(
            webView, decideMediaCapturePermissionsFor: origin, initiatedBy: frame, type: .microphone)
    #endif
}

@MainActor final class UsageCookieObserver: NSObject, WKHTTPCookieStoreObserver {
    func cookiesDidChange(in cookieStore: WKHTTPCookieStore) {}
}

@MainActor func observe<O: WKHTTPCookieStoreObserver>(_ observer: O, _ cookieStore: WKHTTPCookieStore) {
    #if canImport(ObjectiveC)
        observer.cookiesDidChange?(in: cookieStore)
    #else
        observer.cookiesDidChange(in: cookieStore)
    #endif
}

@MainActor func handle<H: WKScriptMessageHandler>(
    _ handler: H, _ controller: WKUserContentController, _ message: WKScriptMessage
) {
    handler.userContentController(controller, didReceive: message)
}

@MainActor func webKitUsage(
    action: WKNavigationAction, response: WKNavigationResponse, navigation: WKNavigation, features: WKWindowFeatures,
    message: WKScriptMessage, coder: NSCoder
) async {
    // Configuration, content controller, scripts, data store.
    let configuration = WKWebViewConfiguration()
    let store: WKWebsiteDataStore = configuration.websiteDataStore.isPersistent ? .nonPersistent() : .default()
    configuration.websiteDataStore = store
    configuration.applicationNameForUserAgent = "App/1"
    if #available(iOS 17.0, macOS 14.0, *) {
        let identified = WKWebsiteDataStore(forIdentifier: UUID())
        let identifier: UUID? = identified.identifier ?? WKWebsiteDataStore.default().identifier
        let done: @MainActor @Sendable ((any Error)?) -> Void = { _ in }
        WKWebsiteDataStore.remove(forIdentifier: identifier ?? UUID(), completionHandler: done)
    }

    let world: WKContentWorld = Bool.random() ? .page : .world(name: "usage")
    let script = WKUserScript(source: "1", injectionTime: .atDocumentStart, forMainFrameOnly: false, in: world)
    let times: [WKUserScriptInjectionTime] = [.atDocumentStart, .atDocumentEnd]
    _ = times
    let controller = WKUserContentController()
    configuration.userContentController = controller
    controller.addUserScript(script)
    _ = controller.userScripts.map(\.source)
    let callbacks = UsageCallbacks()
    controller.add(callbacks, name: "usage")
    controller.removeScriptMessageHandler(forName: "usage")
    controller.removeAllScriptMessageHandlers()
    controller.removeAllUserScripts()

    // The web view.
    let webView = WKWebView(frame: .zero, configuration: configuration)
    _ = WKWebView(coder: coder)
    _ = webView.configuration
    let scrollView: UIScrollView = webView.scrollView
    _ = scrollView.refreshControl
    webView.navigationDelegate = callbacks
    webView.uiDelegate = callbacks
    _ = webView.navigationDelegate === webView.uiDelegate
    let loaded: WKNavigation? = webView.load(URLRequest(url: URL(fileURLWithPath: "/")))
    webView.goBack()
    webView.stopLoading()
    _ = (webView.canGoBack, webView.url, webView.title, webView.estimatedProgress, loaded)
    webView.customUserAgent = webView.customUserAgent ?? "agent"
    webView.isOpaque = false
    webView.underPageBackgroundColor = .clear
    if #available(iOS 16.4, macOS 13.3, *) { webView.isInspectable = !webView.isInspectable }
    webView.allowsBackForwardNavigationGestures = !webView.allowsBackForwardNavigationGestures
    completionUsage(store, webView)
    webView.evaluateJavaScript(
        "1", in: nil, in: .page, completionHandler: { (result: Result<Any, any Error>) in _ = result })

    // What the delegates receive.
    let frame: WKFrameInfo = action.sourceFrame
    _ = (
        frame.isMainFrame, frame.request, frame.webView, action.targetFrame, action.request,
        action.shouldPerformDownload
    )
    let origin: WKSecurityOrigin = frame.securityOrigin
    _ = (origin.protocol, origin.host, origin.port)
    let types: [WKNavigationType] = [.linkActivated, .formSubmitted, .backForward, .reload, .formResubmitted, .other]
    _ = types.contains(action.navigationType)
    _ = (response.isForMainFrame, response.response, response.canShowMIMEType)
    _ = (message.body, message.webView, message.frameInfo, message.name)
    let actionPolicies: [WKNavigationActionPolicy] = [.cancel, .allow, .download]
    let responsePolicies: [WKNavigationResponsePolicy] = [.cancel, .allow, .download]
    let decisions: [WKPermissionDecision] = [.prompt, .grant, .deny]
    let captures: [WKMediaCaptureType] = [.camera, .microphone, .cameraAndMicrophone]
    _ = (actionPolicies, responsePolicies, decisions, captures)
    _ = NSError(domain: WKErrorDomain, code: 0)

    // The package-shaped callbacks, called directly.
    _ = await callbacks.webView(webView, decidePolicyFor: action)
    _ = await callbacks.webView(webView, decidePolicyFor: response)
    callbacks.webView(webView, didStartProvisionalNavigation: navigation)
    callbacks.webView(webView, didReceiveServerRedirectForProvisionalNavigation: navigation)
    callbacks.webView(webView, didFailProvisionalNavigation: navigation, withError: URLError(.badURL))
    callbacks.webView(webView, didCommit: navigation)
    callbacks.webView(webView, didFinish: navigation)
    callbacks.webView(webView, didFail: navigation, withError: URLError(.badURL))
    callbacks.webViewWebContentProcessDidTerminate(webView)
    callbacks.userContentController(controller, didReceive: message)
    _ = callbacks.webView(webView, createWebViewWith: configuration, for: action, windowFeatures: features)
    callbacks.webViewDidClose(webView)
    await callbacks.webView(webView, runJavaScriptAlertPanelWithMessage: "m", initiatedByFrame: frame)
    _ = await callbacks.webView(webView, runJavaScriptConfirmPanelWithMessage: "m", initiatedByFrame: frame)
    _ = await callbacks.webView(webView, decideMediaCapturePermissionsFor: origin, initiatedBy: frame, type: .camera)

    // Every requirement through the protocols.
    await navigate(UsageMinimalDelegate(), webView, action, response, navigation, URLError(.badURL))
    await present(UsageMinimalDelegate(), webView, action, features, frame, origin)
    handle(callbacks, controller, message)
}

/// The completion-handler forms, outside an `async` function (where the SDK's `async` forms would be preferred).
@MainActor func completionUsage(_ store: WKWebsiteDataStore, _ webView: WKWebView) {
    let removed: @MainActor @Sendable () -> Void = {}
    store.removeData(
        ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast, completionHandler: removed)
    let cookies: @MainActor @Sendable ([HTTPCookie]) -> Void = { _ in }
    let cookieStore: WKHTTPCookieStore = store.httpCookieStore
    cookieStore.getAllCookies(cookies)
    let stored: @MainActor @Sendable () -> Void = {}
    if let cookie = HTTPCookie(properties: [.name: "n", .value: "v", .domain: ".example.com", .path: "/"]) {
        cookieStore.setCookie(cookie, completionHandler: stored)
        cookieStore.setCookie(cookie)
    }
    let observer = UsageCookieObserver()
    cookieStore.add(observer)
    observe(observer, cookieStore)
    cookieStore.remove(observer)
    let evaluated: @MainActor @Sendable (Any?, (any Error)?) -> Void = { _, _ in }
    webView.evaluateJavaScript("1", completionHandler: evaluated)
}

@MainActor func webKitAsyncUsage(_ cookieStore: WKHTTPCookieStore, _ cookie: HTTPCookie) async {
    await cookieStore.deleteCookie(cookie)
}

/// The engine callbacks' shape for exports: both `didBecomeDownload` methods, and WKDownloadDelegate's methods
/// the package implements (the required one in its `async` form).
@MainActor final class UsageDownloadCallbacks: NSObject, WKNavigationDelegate, WKDownloadDelegate {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    { .download }
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    { .download }
    func webView(_ webView: WKWebView, respondTo challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, URLCredential?)
    { (.cancelAuthenticationChallenge, nil) }

    #if canImport(ObjectiveC)
        @objc(webView:navigationAction:didBecomeDownload:)
    #endif
    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
        download.delegate = self
    }

    #if canImport(ObjectiveC)
        @objc(webView:navigationResponse:didBecomeDownload:)
    #endif
    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
        download.delegate = download.delegate ?? self
    }

    #if canImport(ObjectiveC)
        @objc(download:decideDestinationUsingResponse:suggestedFilename:completionHandler:)
    #endif
    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String)
        async -> URL?
    { FileManager.default.temporaryDirectory.appending(path: suggestedFilename) }

    #if canImport(ObjectiveC)
        @objc(downloadDidFinish:)
    #endif
    func downloadDidFinish(_ download: WKDownload) {}

    #if canImport(ObjectiveC)
        @objc(download:didFailWithError:resumeData:)
    #endif
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {}
}

/// Implements only WKDownloadDelegate's required method, so that calls through the protocol reach the defaults.
@MainActor final class UsageMinimalDownloadDelegate: NSObject, WKDownloadDelegate {
    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String)
        async -> URL?
    { nil }
}

/// Every download requirement called through the protocols.
@MainActor func becomeDownload<N: WKNavigationDelegate, D: WKDownloadDelegate>(
    _ navigation: N, _ delegate: D, _ webView: WKWebView, _ action: WKNavigationAction,
    _ response: WKNavigationResponse, _ download: WKDownload
) async {
    #if canImport(ObjectiveC)
        navigation.webView?(webView, navigationAction: action, didBecome: download)
        navigation.webView?(webView, navigationResponse: response, didBecome: download)
        delegate.downloadDidFinish?(download)
        delegate.download?(download, didFailWithError: URLError(.cancelled), resumeData: nil)
    #else
        navigation.webView(webView, navigationAction: action, didBecome: download)
        navigation.webView(webView, navigationResponse: response, didBecome: download)
        delegate.downloadDidFinish(download)
        delegate.download(download, didFailWithError: URLError(.cancelled), resumeData: nil)
    #endif
    let destination: URL? = await delegate.download(
        download, decideDestinationUsing: response.response, suggestedFilename: "export.csv")
    _ = destination
    download.delegate = delegate
}

/// The download callbacks called directly, and through the protocols with the minimal delegates.
@MainActor func downloadUsage(
    _ webView: WKWebView, _ action: WKNavigationAction, _ response: WKNavigationResponse, _ download: WKDownload
) async {
    let callbacks = UsageDownloadCallbacks()
    await becomeDownload(callbacks, callbacks, webView, action, response, download)
    await becomeDownload(UsageMinimalDelegate(), UsageMinimalDownloadDelegate(), webView, action, response, download)
    callbacks.webView(webView, navigationAction: action, didBecome: download)
    callbacks.webView(webView, navigationResponse: response, didBecome: download)
    _ = await callbacks.download(download, decideDestinationUsing: response.response, suggestedFilename: "a")
    callbacks.downloadDidFinish(download)
    callbacks.download(download, didFailWithError: URLError(.cancelled), resumeData: nil)
}
