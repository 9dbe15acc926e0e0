#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal
    import NowSDK
    import NowWeb

    // swift-check: given store: WebKitGTKDataStore; page: URL; token: String
    // swift-check: preamble engine-delegate
    /// A ``WebEngine`` backed by a real WebKit: WebKitGTK 6.0 on Linux.
    ///
    /// The engine's API lives on the main actor, its WebKit view on ``GtkActor``. Commands travel to the view
    /// and reports back to the main actor through one stream per direction, each drained by a single task, so
    /// both arrive in the order they were made. Navigation actions are held (WebKit waits) while the delegate
    /// decides on the main actor.
    ///
    /// WebKitGTK does not say whether a navigation action targets the main frame. The engine infers it where
    /// it can: the load issued through ``load(_:)`` is the main frame's, and a redirect is the main frame's
    /// exactly when the main frame has a load started but not yet committed (the new page's frames do not
    /// exist before it commits), and a link-activated navigation is the main frame's when a listener in the
    /// top frame's isolated script world reported that link clicked just before (within a second). Other
    /// actions (links in iframes, script navigations) carry `isMainFrame: nil`; a main-frame redirect's
    /// `NavigationAction.sourceURL` is the URL the main frame's load was at, which tells the delegate which
    /// of them the main frame loads. Main-frame facts
    /// also come from ``WebEngineEvent/redirected(from:to:isMainFrame:)`` (WebKit's main-frame `REDIRECTED`)
    /// and ``WebResponse/isMainFrame``, and a main resource's response is held until the delegate has seen
    /// it, so that stopping the load there keeps the response from being committed.
    ///
    /// ```swift
    /// let engine = try await WebKitGTKEngine(dataStore: store)
    /// engine.delegate = self
    /// engine.load(WebRequest(url: page))
    /// ```
    ///
    /// A controller's engine loads what the session machine issues, the bridge's bearer included; a request
    /// with headers is made by NowWeb only (``WebRequest/headers``).
    @MainActor
    public final class WebKitGTKEngine: PageStylingWebEngine {
        /// How an engine is set up.
        public struct Configuration: Sendable {
            /// Appended to WebKit's default user agent. Default: `ServiceNow/` plus ``WebKitGTKEngine/version``.
            public var userAgentSuffix: String
            /// Whether WebKit offers its mock camera and microphone instead of the real devices, so that tests of
            /// permission requests run on machines without any. Default: `false`.
            package var usesMockCaptureDevices = false
            /// Whether WebKit's Navigation API is turned on in the engine's pages, so that the top document's watch
            /// announces the navigations its scripts start through `location` (`location.assign`,
            /// `top.location = ...`) from the API's `navigate` event, and they are predicted like clicked links.
            /// WebKitGTK 2.50 ships the API off, with the feature status "testable" (not ready to ship), and
            /// pages that detect `window.navigation` use it once it is on: turn it on only after trying the
            /// instance's pages with it. Default: `false`.
            public var announcesScriptNavigations = false
            /// How themes reach pages: WebKit's user style sheets, or the scripts the WKWebView engine uses, so
            /// that those run in a real WebKit here. Default: ``PageStyling/userStyleSheet``.
            package var pageStyling = PageStyling.userStyleSheet
            /// Cabrillo methods pages may call besides `CabrilloMethod.offered`: the app's own, which it
            /// serves through `NowWebViewController.cabrilloDispatcher`. Default: none.
            public var additionalCabrilloMethods: [CabrilloMethod]
            /// Server certificates (PEM) the engine's network session accepts from their hosts although the
            /// system does not trust their issuer (`webkit_network_session_allow_tls_certificate_for_host`), such
            /// as the instance emulator's in its TLS mode. Every other TLS error still fails the load. Default:
            /// none.
            package var allowedCertificates: [AllowedCertificate] = []
            /// The app's trust hook: server certificates (pinning), client certificates and HTTP authentication
            /// for the engine's loads. A certificate the system refuses is put to it before any request
            /// (`load-failed-with-tls-errors`); one the system accepts only when the main page commits
            /// (`webkit_web_view_get_tls_info`), after its request has gone out: so a load or navigation to a host
            /// for which the hook requires a certificate check (`NowTrustEvaluating.requiresCertificateCheck(host:)`,
            /// any pinned host) is refused before anything is sent, and instance pages cannot be shown with pins.
            /// Requests for credentials (`authenticate`) are put to it before they are answered. A refusal fails the
            /// load with ``WebEngineError/trustRefused(_:)``. Default: the platform's handling (``NowPlatformTrust``).
            public var trust: any NowTrustEvaluating = NowPlatformTrust()
            /// The picker for pages' file choosers and Cabrillo uploads when the controller has none of its own (tests
            /// script one here). Default: `nil`, the GTK file chooser.
            package var filePicker: (any FilePicking)?
            /// Whether WebKit's developer tools (the Web Inspector, from the context menu's Inspect Element) may open
            /// the view's pages (`webkit_settings_set_enable_developer_extras`). Default:
            /// `WebInspector.isInspectableByDefault`, on in debug builds and off in release builds.
            public var isInspectable = WebInspector.isInspectableByDefault

            /// Makes a configuration; every argument defaults as documented on its property.
            public init(
                userAgentSuffix: String = "ServiceNow/\(WebKitGTKEngine.version)",
                additionalCabrilloMethods: [CabrilloMethod] = []
            ) {
                self.userAgentSuffix = userAgentSuffix
                self.additionalCabrilloMethods = additionalCabrilloMethods
            }
        }

        /// A server certificate a network session accepts from one host.
        package struct AllowedCertificate: Sendable, Equatable {
            /// The certificate, PEM.
            package var pem: String
            /// The host it is accepted from: a name or an IP address (an IPv6 one without brackets).
            package var host: String

            /// `pem` accepted from `host`.
            package init(pem: String, host: String) {
                self.pem = pem
                self.host = host
            }
        }

        /// How an engine adds a theme's style sheet to pages.
        package enum PageStyling: Sendable {
            /// A WebKit user style sheet for the origin's frames.
            case userStyleSheet
            /// ``PageStyleScript``'s scripts in their isolated world: constructed style sheets, or a `<style>`
            /// element when `usesStyleElement` is set.
            case script(usesStyleElement: Bool)
        }

        /// A top-level window that hosts the engine's view.
        public struct WindowConfiguration: Sendable {
            /// The window title until the page has one. Default: `NowWeb`.
            public var title: String
            /// The initial width in pixels. Default: 1024.
            public var width: Int
            /// The initial height in pixels. Default: 768.
            public var height: Int

            /// Makes a window configuration; every argument defaults as documented on its property.
            public init(title: String = "NowWeb", width: Int = 1024, height: Int = 768) {
                self.title = title
                self.width = width
                self.height = height
            }
        }

        /// The package version this engine announces in its user agent: `NowSDK.packageVersion`.
        public nonisolated static let version = NowSDK.packageVersion

        /// The object that decides navigation policy and receives events; held weakly. Without one, every
        /// navigation is cancelled, and so is a main resource's response whose navigation it allowed before it
        /// went away.
        public weak var delegate: (any WebEngineDelegate)?
        /// The URL the main frame last committed to.
        public private(set) var currentURL: URL?
        /// Whether WebKit's back-forward list has a page to go back to.
        public private(set) var canGoBack = false
        /// Whether the view is mapped: it and every widget above it shown, in a shown window.
        private(set) var isMapped = false
        /// Told when the view is mapped or unmapped (see ``NowWebViewController/followMapping(of:)``).
        var mappingHandler: (@MainActor (Bool) -> Void)?
        /// Told when a page's panel nobody answered went to WebKitGTK's own dialog, shown in the view.
        var builtInPanelShown: (@MainActor (JavaScriptPanel) -> Void)?
        /// Told how each main resource's response was answered, after the answer went to WebKit.
        var responseDecided: (@MainActor (WebResponse, NavigationPolicy) -> Void)?

        let commands: AsyncStream<EngineCommand>.Continuation
        let view: WebKitGTKView
        /// The settings the engine was made with, and the page settings the app chose since
        /// (``NowWebPage/configure(_:)``).
        var configuration: Configuration

        /// Makes an engine with its own WebKit view, off-screen until ``showInWindow(_:)``.
        ///
        /// - Parameters:
        ///   - dataStore: The persistent store whose cookies and cache the engine shares with every other engine
        ///     of the same store; `nil` for an ephemeral session of its own that leaves nothing on disk.
        ///   - configuration: The engine's settings.
        /// - Throws: ``WebKitGTKError/noDisplay`` when GTK has no display (run under `xvfb-run`),
        ///   ``WebKitGTKError/dataStore(_:)`` when the store's directories cannot be created.
        public convenience init(
            dataStore: WebKitGTKDataStore? = nil, configuration: Configuration = Configuration()
        ) async throws {
            try GtkRuntime.start()
            try await self.init(configuration: configuration) { @GtkActor reports throws(WebKitGTKError) in
                let origin: WebKitGTKView.Origin =
                    if let dataStore { .session(try NetworkSessionRegistry.shared.session(for: dataStore)) } else {
                        .ephemeral
                    }
                return WebKitGTKView(origin: origin, configuration: configuration, reports: reports)
            }
        }

        /// Makes an engine that shares `engine`'s WebKit content process, memory cache and network session.
        ///
        /// An extra view in a shared process costs about half the memory of one with its own, and pages it
        /// loads take their assets from the memory cache the other view filled, even on an ephemeral session.
        /// If the shared process dies, both engines report ``WebEngineError/contentProcessTerminated``.
        ///
        /// - Throws: ``WebKitGTKError/closed`` when `engine` was closed.
        public convenience init(
            sharingContentProcessWith engine: WebKitGTKEngine,
            configuration: Configuration = Configuration()
        ) async throws {
            let related = engine.view
            try await self.init(configuration: configuration) { @GtkActor reports throws(WebKitGTKError) in
                guard !related.isClosed else { throw .closed }
                return WebKitGTKView(origin: .related(related.webView), configuration: configuration, reports: reports)
            }
        }

        private init(
            configuration: Configuration,
            makeView:
                @escaping @GtkActor @Sendable (AsyncStream<EngineReport>.Continuation) throws(WebKitGTKError)
                -> WebKitGTKView
        ) async throws {
            let (reportStream, reports) = AsyncStream.makeStream(of: EngineReport.self)
            let (commandStream, commands) = AsyncStream.makeStream(of: EngineCommand.self)
            let view = try await makeView(reports)
            self.view = view
            self.configuration = configuration
            self.commands = commands
            Task { @GtkActor in
                for await command in commandStream { view.perform(command) }
                view.close()
            }
            Task { [weak self] in
                for await report in reportStream {
                    guard let self else { return }
                    await self.deliver(report)
                }
            }
        }

        isolated deinit {
            commands.finish()
        }

        /// Makes an engine that shares WebKit's cookies and disk cache with every other engine made for
        /// `dataStore`, through ``WebKitGTKDataStore/init(backing:)``.
        ///
        /// - Throws: ``WebKitGTKError/noDisplay`` when GTK has no display (run under `xvfb-run`),
        ///   ``WebKitGTKError/dataStore(_:)`` when the store's directories cannot be created.
        public convenience init(dataStore: WebDataStore, configuration: Configuration = Configuration()) async throws {
            // Logout's `/logout.do` for this store obeys the same hook.
            dataStore.useTrustHook(configuration.trust)
            try await self.init(dataStore: WebKitGTKDataStore(backing: dataStore), configuration: configuration)
        }

        /// Starts a main-frame load of `request`; its headers go on that request only.
        public func load(_ request: WebRequest) {
            commands.yield(.load(request))
        }

        /// Reloads the current page, revalidating its resources.
        public func reload() {
            commands.yield(.reload)
        }

        /// Goes back one page in WebKit's history.
        public func goBack() {
            commands.yield(.goBack)
        }

        /// Stops the load in progress; WebKit reports it as ``WebEngineError/cancelled``.
        public func stopLoading() {
            commands.yield(.stop)
        }

        /// Runs `script` in the main frame and returns its result as text (`nil` for `undefined` and `null`).
        ///
        /// - Throws: ``WebKitGTKError/javaScript(_:)`` with the script's error, ``WebKitGTKError/closed`` after
        ///   ``close()``.
        public func evaluateJavaScript(_ script: String) async throws -> String? {
            try await CallbackContinuation<String?>.awaiting { callback in
                if case .terminated = commands.yield(.evaluate(script, callback)) {
                    callback.resume(.failure(WebKitGTKError.closed))
                }
            }
        }

        /// Writes a PNG of the visible part of the page to `file`. The view must be in a window.
        ///
        /// - Throws: ``WebKitGTKError/snapshot(_:)`` when WebKit has nothing to draw or the file cannot be
        ///   written, ``WebKitGTKError/closed`` after ``close()``.
        public func writeSnapshotPNG(to file: URL) async throws {
            try await CallbackContinuation<Void>.awaiting { callback in
                if case .terminated = commands.yield(.snapshot(file, callback)) {
                    callback.resume(.failure(WebKitGTKError.closed))
                }
            }
        }

        /// Puts the engine's view in a top-level GTK window and shows it; the title follows the page's.
        public func showInWindow(_ configuration: WindowConfiguration = WindowConfiguration()) {
            commands.yield(.showWindow(configuration, drawn: nil))
        }

        /// Puts the engine's view in a top-level GTK window, shows it, and returns once the window has drawn
        /// its first frame.
        ///
        /// A new window's first frame (realising the surface, compiling the renderer's shaders, laying out and
        /// painting) runs on the GTK thread that also carries every load and policy decision of every view:
        /// a page loaded while it draws waits for it. In `nowweb-bench web` a new controller's load after a
        /// preload took about 0.3 s while its window was still drawing and 84 ms once it had drawn. Await this
        /// before `loadPage()` when the page should load as fast as the network allows.
        ///
        /// - Throws: ``WebKitGTKError/closed`` after ``close()``; `CancellationError` when the task is cancelled.
        public func presentInWindow(_ configuration: WindowConfiguration = WindowConfiguration()) async throws {
            try await CallbackContinuation<Void>.awaiting { callback in
                if case .terminated = commands.yield(.showWindow(configuration, drawn: callback)) {
                    callback.resume(.failure(WebKitGTKError.closed))
                }
            }
        }

        /// Adds `css` to every document of `origin` from its start, in every frame, and applies it to the
        /// documents shown without reloading them; `background` fills the view behind the page.
        public func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components) {
            commands.yield(.pageStyleSheet(css: css, origin: origin, background: background))
        }

        /// Releases the WebKit view and its window. Later calls do nothing; pending decisions are ignored.
        public func close() {
            commands.finish()
        }

        /// Runs `body` with the engine's `GtkWidget *`, to put it in an application's own widget tree.
        public func withWidget<T: Sendable>(_ body: @GtkActor @Sendable (UnsafeMutableRawPointer) -> T) async -> T {
            await view.withWidget(body)
        }

        /// How many pop-ups (``NewWindowDecision/popUp``) are open over the view.
        package var openPopUpCount: Int {
            get async { await view.popUpCount }
        }

        /// The open pop-ups' window titles (`nil` for a window not shown yet) and failed loads, oldest first.
        package var openPopUpFacts: [(title: String?, failedLoads: Int)] {
            get async { await view.popUpFacts }
        }

        /// Kills the WebKit content process, as a crash would.
        package func terminateContentProcess() {
            commands.yield(.terminateContentProcess)
        }

        private func deliver(_ report: EngineReport) async {
            switch report {
            case .event(let event):
                if case .committed(let url) = event { currentURL = url }
                delegate?.webEngine(self, didReceive: event)
            case .history(let canGoBack):
                self.canGoBack = canGoBack
            case .mapped(let isMapped):
                self.isMapped = isMapped
                mappingHandler?(isMapped)
            case .panel(let request): answer(request)
            case .permission(let request, let answer):
                // Without a delegate that decides, the request is denied: it fails closed.
                answer(delegate?.webEngine(self, decide: request) ?? false)
            case .filePick(let request, let answer): answerFilePick(request, answer)
            case .policy(let id, let action):
                // Nobody to decide: the hop does not go out (fail closed).
                let policy = await delegate?.webEngine(self, decidePolicyFor: action) ?? .cancel
                commands.yield(.decide(id, policy))
            case .response(let id, var response):
                if response.isMainFrame, response.headers["set-cookie"] == nil, response.url.hasWebScheme {
                    response.sessionStoreLifetime = await view.newSessionStoreLifetime(for: response.url)
                }
                // A delegate that stops the load on seeing the response queues its stop before this answer,
                // so WebKit never commits that response (a login page served in place, for example). One that
                // went away after allowing the navigation cannot have seen it: it is not committed (fail closed).
                let policy: NavigationPolicy = delegate == nil ? .cancel : .allow
                delegate?.webEngine(self, didReceive: .responseReceived(response))
                commands.yield(.decide(id, policy))
                responseDecided?(response, policy)
            }
        }
    }
#endif
