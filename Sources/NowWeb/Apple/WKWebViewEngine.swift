#if canImport(WebKit)
    import AVFoundation
    import Foundation
    import NowSDK
    import WebKit

    /// Renders pages in a `WKWebView`: the engine of NowWeb on iOS.
    ///
    /// A thin adapter: WebKit's callbacks become ``WebEngineEvent``s and policy questions through the pure
    /// functions of ``WebKitMapping``, and every decision is the delegate's (the controller's session machine).
    /// Main-frame navigations, server redirects included, are decided in WebKit's navigation-action policy,
    /// before the request goes out, so a login page is cancelled before it loads. The views of a service share
    /// its persistent website data store (``WKWebViewEngine/websiteDataStore(for:)``), which logout wipes.
    @MainActor
    public final class WKWebViewEngine: WebEngine {
        /// How the engine's web view is set up.
        public struct Configuration: Sendable {
            /// Appended to WebKit's user agent: `ServiceNow/<version>` by default.
            public var applicationNameForUserAgent: String
            /// Cabrillo methods pages may call besides `CabrilloMethod.offered`: the app's own, which it serves
            /// through ``NowWebViewController/cabrilloDispatcher``. Default: none.
            public var additionalCabrilloMethods: [CabrilloMethod]
            /// The app's trust hook: every server-trust, client-certificate and HTTP-authentication challenge of
            /// the web view's loads is put to it before the request goes out
            /// (`webView(_:didReceive:completionHandler:)`), and a refusal fails the load with
            /// ``WebEngineError/trustRefused(_:)``. Default: the platform's handling (`NowPlatformTrust`).
            public var trust: any NowTrustEvaluating
            /// When a page's sign-in pop-up goes to the system's authentication browser instead of the engine's
            /// sheet (``AuthenticationSessionOptions``). Default: `nil`, every pop-up shows in the sheet.
            public var authenticationSession: AuthenticationSessionOptions?
            /// Whether Safari's Web Inspector may open the view's pages (`WKWebView.isInspectable`, iOS 16.4 and
            /// macOS 13.3 or later; earlier systems decide by themselves). Default:
            /// ``WebInspector/isInspectableByDefault``, on in debug builds and off in release builds.
            public var isInspectable = WebInspector.isInspectableByDefault

            /// Makes a configuration.
            public init(
                applicationNameForUserAgent: String = "ServiceNow/\(WKWebViewEngine.version)",
                additionalCabrilloMethods: [CabrilloMethod] = [], trust: any NowTrustEvaluating = NowPlatformTrust(),
                authenticationSession: AuthenticationSessionOptions? = nil
            ) {
                self.applicationNameForUserAgent = applicationNameForUserAgent
                self.additionalCabrilloMethods = additionalCabrilloMethods
                self.trust = trust
                self.authenticationSession = authenticationSession
            }
        }

        /// The package version this engine announces in its user agent: `NowSDK.packageVersion`.
        public nonisolated static let version = NowSDK.packageVersion

        /// Receives the engine's events and policy questions; held weakly. Without one, every hop is cancelled.
        public weak var delegate: (any WebEngineDelegate)?
        /// The web view; a host adds it to its view hierarchy (``NowWebViewController`` does, and gives it to an
        /// app as ``NowWebPage/view``).
        ///
        /// An escape hatch: what an app does with the view directly is outside NowWeb. In particular, a load
        /// through it (`webView.load(_:)`) bypasses the session: it gets no bridge, no expiry recovery and no
        /// instance scope. Load through ``NowWebViewController`` (``NowWebViewController/loadPage()``) instead.
        public let webView: WKWebView
        /// The URL of the page the main frame committed last.
        public private(set) var currentURL: URL?
        /// Whether the page history has a page to go back to.
        public var canGoBack: Bool { webView.canGoBack }

        var configuration: Configuration
        var issuedURL: URL?
        /// The instance of the loads the owner issued (the first one's origin), against which a page's new
        /// window is judged (``NewWindowRule``).
        var instanceScope: InstanceScope?
        /// The `glide_session_store` value whose lifetime was last reported with a main-frame response.
        var reportedSessionStore: String?
        var provisionalMainFrameURL: URL?
        private var lastTitle: String?
        private var frames = WebKitFrameRegistry()
        /// Who asked for the subframe navigations under way, for their responses (R3-L-7).
        private var subframeRequesters = WebKitSubframeRequesters()
        /// The navigations the page asked to download (`<a download>`), for their responses.
        private var downloadLinks = WebKitDownloadLinks()
        /// The export being taken (`WKWebViewEngine+Exports.swift`); one at a time.
        var exportUnderWay: ExportUnderWay?
        /// The origins the session watch runs for (`WKWebViewEngine+SessionWatch.swift`); none before a bridge.
        var watchedOrigins: [String] = []
        /// Why the trust hook refused a challenge of the load in progress, reported when WebKit fails it.
        var trustRefusal: String?
        /// The sign-in pop-up open over the view (`WKWebViewEngine+PopUp.swift`); one at a time.
        var popUp: WKWebViewPopUp?
        #if canImport(UIKit)
            /// The colours of the pop-up's sheet: the controller's theme, which it passes in
            /// (``WebEngineCapabilities/chromeColors``); `nil` for the default theme's.
            var popUpColors: (any NowWebColoring)?
        #endif
        #if canImport(AuthenticationServices) && canImport(UIKit)
            /// The sign-in pop-up handed to the system browser, until it completes.
            var handOff: WebAuthenticationHandOff?
        #endif
        let callbacks: WKWebViewEngineCallbacks

        /// Makes an engine on `websiteDataStore`.
        ///
        /// - Parameters:
        ///   - websiteDataStore: Where cookies and caches live; share one between the views of a service.
        ///   - configuration: The user agent and device-permission settings.
        public init(websiteDataStore: WKWebsiteDataStore, configuration: Configuration = Configuration()) {
            let webConfiguration = WKWebViewConfiguration()
            webConfiguration.websiteDataStore = websiteDataStore
            webConfiguration.applicationNameForUserAgent = configuration.applicationNameForUserAgent
            webView = WKWebView(frame: .zero, configuration: webConfiguration)
            if #available(iOS 16.4, macOS 13.3, *) { webView.isInspectable = configuration.isInspectable }
            self.configuration = configuration
            callbacks = WKWebViewEngineCallbacks()
            callbacks.engine = self
            webView.navigationDelegate = callbacks
            webView.uiDelegate = callbacks
            for method in CabrilloMethod.offered + configuration.additionalCabrilloMethods {
                webConfiguration.userContentController.add(callbacks, name: method.handlerName)
            }
        }

        /// Makes an engine on the website data store of the service that owns `dataStore`
        /// (``websiteDataStore(for:)``). The default engine of services on iOS.
        ///
        /// - Parameter dataStore: The service's data store.
        public convenience init(dataStore: WebDataStore) {
            self.init(websiteDataStore: Self.websiteDataStore(for: dataStore))
        }

        isolated deinit {
            popUp?.close()
            #if canImport(AuthenticationServices) && canImport(UIKit)
                handOff?.cancel()
            #endif
            webView.configuration.userContentController.removeAllScriptMessageHandlers()
        }

        /// Loads `request`, with its headers (the bridge's bearer token goes only on this request). The first
        /// load with the bearer starts the session watch for its origin (`InPageSessionWatch`).
        public func load(_ request: WebRequest) {
            var urlRequest = URLRequest(url: request.url)
            for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
            if request.headers.keys.contains(where: { $0.lowercased() == "authorization" }) {
                watchSession(of: request.url)
            }
            issuedURL = request.url
            if instanceScope == nil { instanceScope = InstanceScope(instanceURL: request.url) }
            webView.load(urlRequest)
        }

        /// Goes back in the page history.
        public func goBack() {
            webView.goBack()
        }

        /// Stops the current load.
        public func stopLoading() {
            webView.stopLoading()
        }

        /// Runs `script` in the main frame and returns its result as text: a string as is, anything else as JSON.
        public func evaluateJavaScript(_ script: String) async throws -> String? {
            try await withCheckedThrowingContinuation { continuation in
                webView.evaluateJavaScript(script) { result, error in
                    if let error {
                        continuation.resume(throwing: WebKitMapping.error(error))
                    } else {
                        continuation.resume(returning: result.flatMap { $0 as? String ?? WebKitMapping.json($0) })
                    }
                }
            }
        }

        /// Calls `callback` in `frame`, the frame a script message came from; nothing when that frame is gone,
        /// or shows a document of another origin than the one that asked.
        public func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {
            guard let target = frames.frame(for: frame) else { return }
            guard let info = target.info else {
                webView.evaluateJavaScript(callback.script, in: nil, in: .page)
                return
            }
            // A subframe's callback without a known origin has nowhere safe to go (fail closed).
            guard let origin = target.origin else { return }
            webView.evaluateJavaScript(
                WebKitMapping.script(callback.script, onlyInDocumentsOf: origin), in: info, in: .page)
        }

        // MARK: WebKit's callbacks, through WKWebViewEngineCallbacks

        func decidePolicy(for action: WKNavigationAction) async -> WKNavigationActionPolicy {
            guard
                let mapped = WebKitMapping.navigationAction(
                    action, issuedURL: issuedURL, provisionalMainFrameURL: provisionalMainFrameURL)
            else { return .cancel }
            if mapped.kind == .issued { issuedURL = nil }
            // An export of the instance's page is a download of the engine's, which navigates nowhere.
            if let export = exportPolicy(for: action) { return export }
            // Nobody to decide: the hop does not go out (fail closed).
            let policy = await delegate?.webEngine(self, decidePolicyFor: mapped) ?? .cancel
            if policy == .allow, mapped.isMainFrame == true { provisionalMainFrameURL = mapped.url }
            if policy == .allow, action.shouldPerformDownload { downloadLinks.allowed(mapped.url) }
            if policy == .allow, let request = WebKitMapping.subframeRequest(action) {
                subframeRequesters.allowed(request.url, requestedBy: request.requester)
            }
            return WKNavigationActionPolicy(rawValue: WebKitDecisions.actionPolicy(policy).rawValue) ?? .cancel
        }

        /// Reports the response and answers WebKit's question about it (``WebKitDecisions/response(_:canShowMIMEType:)``;
        /// a navigation the page asked to download is a file to save, ``WebKitDecisions/showsResponse(canShowMIMEType:askedAsDownload:)``).
        /// A subframe's file is the native download of the instance's frames only, so a subframe's response
        /// carries the origin of the frame that asked for it. A main-frame response carries the lifetime of a new
        /// `glide_session_store` cookie, read from the store: WebKit withholds `Set-Cookie` from the response.
        func received(_ response: WKNavigationResponse) async -> WKNavigationResponsePolicy {
            var mapped = WebKitMapping.response(response)
            if let url = mapped?.url, mapped?.isMainFrame == false {
                mapped?.frameOrigin = subframeRequesters.takeOrigin(for: url)
            }
            if let url = mapped?.url, mapped?.isMainFrame == true, mapped?.headers["set-cookie"] == nil {
                let store = webView.configuration.websiteDataStore.httpCookieStore
                let cookies = await withCheckedContinuation {
                    (continuation: CheckedContinuation<[HTTPCookie], Never>) in
                    store.getAllCookies { continuation.resume(returning: $0) }
                }
                if let found = WebKitDecisions.newSessionStoreLifetime(
                    in: cookies, for: url, after: reportedSessionStore, at: Date())
                {
                    reportedSessionStore = found.value
                    mapped?.sessionStoreLifetime = found.lifetime
                }
            }
            let askedAsDownload = mapped.map { downloadLinks.take($0.url) } ?? false
            let decision = WebKitDecisions.response(
                mapped,
                canShowMIMEType: WebKitDecisions.showsResponse(
                    canShowMIMEType: response.canShowMIMEType, askedAsDownload: askedAsDownload))
            let answer = exportDecision(decision, for: response.response)
            if let event = answer.event { report(event) }
            return WKNavigationResponsePolicy(rawValue: answer.policy.rawValue) ?? .cancel
        }

        func didStartProvisionalNavigation() {
            trustRefusal = nil
            report(.progressChanged(webView.estimatedProgress))
        }

        func didReceiveServerRedirect() {
            guard let to = webView.url else { return }
            let from = provisionalMainFrameURL ?? to
            provisionalMainFrameURL = to
            report(.redirected(from: from, to: to, isMainFrame: true))
        }

        func didCommit() {
            provisionalMainFrameURL = nil
            // A refusal of a subresource's challenge fails only that subresource, never a later load.
            trustRefusal = nil
            frames.removeAll()
            subframeRequesters.removeAll()
            downloadLinks.removeAll()
            dropUnstartedExport()
            currentURL = webView.url
            if let url = webView.url { report(.committed(url)) }
            report(.progressChanged(webView.estimatedProgress))
            reportTitle()
        }

        func didFinish() {
            reportTitle()
            report(.progressChanged(1))
            if let url = webView.url { report(.finished(url)) }
        }

        func didFail(_ error: any Error) {
            let url = provisionalMainFrameURL ?? webView.url
            provisionalMainFrameURL = nil
            let refusal = trustRefusal
            trustRefusal = nil
            report(.failed(url: url, error: refusal.map { .trustRefused($0) } ?? WebKitMapping.error(error)))
        }

        func contentProcessDidTerminate() {
            provisionalMainFrameURL = nil
            report(.failed(url: webView.url, error: .contentProcessTerminated))
        }

        /// Reports a script message as ``WebKitDecisions/scriptMessage(from:body:mainFrameURL:scope:registerFrame:)``
        /// decides: its body is read, and a subframe given an id, only when it is accepted.
        func received(_ message: WKScriptMessage) {
            let sender = WebKitMapping.scriptMessageSender(message, isFromEngineView: message.webView === webView)
            let event = WebKitDecisions.scriptMessage(
                from: sender, body: message.body, mainFrameURL: webView.url, scope: instanceScope
            ) { frames.register(message.frameInfo, origin: sender.frameOrigin) }
            if let event { report(event) }
        }

        func runPanel(_ kind: JavaScriptPanel.Kind, message: String, frame: WKFrameInfo) async
            -> JavaScriptPanel.Response?
        {
            let panel = JavaScriptPanel(kind: kind, message: message, pageURL: frame.request.url)
            return await delegate?.webEngine(self, runJavaScriptPanel: panel)
        }

        /// Answers a page's request for the camera or microphone as
        /// ``WebKitDecisions/mediaCapture(allowedByApp:system:frameOrigin:scope:)`` decides, with the app's answer
        /// and the system's authorization of each device.
        func mediaCaptureDecision(frame: WKFrameInfo, type: WKMediaCaptureType) -> WKPermissionDecision {
            let request = DevicePermissionRequest(
                permissions: WebKitMapping.permissions(mediaCaptureTypeRawValue: type.rawValue),
                pageURL: WebKitMapping.origin(of: frame))
            // Without a delegate the request is denied: it fails closed.
            let allowed = delegate?.webEngine(self, decide: request) ?? false
            let system = request.permissions.map { permission in
                WebKitDecisions.SystemAuthorization(
                    statusRawValue: AVCaptureDevice.authorizationStatus(for: permission == .camera ? .video : .audio)
                        .rawValue)
            }
            let decision = WebKitDecisions.mediaCapture(
                allowedByApp: allowed, system: system, frameOrigin: request.pageURL, scope: instanceScope)
            return WKPermissionDecision(rawValue: decision.rawValue) ?? .deny
        }

        private func reportTitle() {
            guard let title = webView.title, title != lastTitle else { return }
            lastTitle = title
            report(.titleChanged(title))
        }

        func report(_ event: WebEngineEvent) {
            delegate?.webEngine(self, didReceive: event)
        }
    }
#endif
