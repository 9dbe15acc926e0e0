#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    // What the engine can do beyond loading pages: its trust hook, the view's cookies for NowWeb's own transfers,
    // a picker, GdkPixbuf's scaler, page styling and settings, and the unseen engine of a background bridge.
    extension WebKitGTKEngine {
        /// The trust hook of the engine's configuration; the `Cookie` header WebKit would send to a URL from the
        /// view's network session; the engine itself for page styling and settings; the picker of the engine's
        /// configuration, else the GTK file chooser; GdkPixbuf's scaler; and, for a background bridge, a view in
        /// this engine's web process and network session with its settings (its trust hook decides the bridge's
        /// server too), cheaper than a view with a process of its own.
        public var capabilities: WebEngineCapabilities {
            let view = view
            var capabilities = WebEngineCapabilities(
                trustHook: view.trust, cookieHeader: { url in await view.cookieHeader(for: url) }, pageStyling: self,
                pageConfiguration: self)
            capabilities.platformFilePicker = platformFilePicker
            capabilities.imageScaler = GdkPixbufScaler()
            capabilities.makeBackgroundBridgeEngine = { [weak self] in
                guard let self else { throw CancellationError() }
                return try await WebKitGTKEngine(sharingContentProcessWith: self, configuration: self.configuration)
            }
            capabilities.isolatedWorldScript = { [weak self] script in
                guard let self else { throw CancellationError() }
                return try await CallbackContinuation<String?>.awaiting { callback in
                    if case .terminated = self.commands.yield(.evaluateIsolated(script, callback)) {
                        callback.resume(.failure(WebKitGTKError.closed))
                    }
                }
            }
            return capabilities
        }

        /// The picker of the engine's configuration, else the GTK file chooser.
        var platformFilePicker: any FilePicking { view.filePicker ?? GTKFileChooser() }

        /// Answers a page's file chooser: the delegate's picker, else the GTK file chooser; without a delegate,
        /// nothing is picked (fail closed). The pick runs apart, so reports keep flowing meanwhile.
        func answerFilePick(_ request: FilePickRequest, _ answer: @escaping @Sendable ([URL]) -> Void) {
            guard let delegate else { return answer([]) }
            Task {
                if let files = await delegate.webEngine(self, pickFilesFor: request) { return answer(files) }
                answer(await platformFilePicker.pickFiles(for: request))
            }
        }
    }

    extension WebKitGTKView {
        /// The `Cookie` header for `url` from the view's network session; `nil` for none.
        func cookieHeader(for url: URL) async -> String? {
            guard !isClosed else { return nil }
            return await NetworkSessionRegistry.cookieHeader(
                from: webkit_web_view_get_network_session(webView), for: url)
        }

        /// The seconds left to a `glide_session_store` cookie of `url` that this view has not reported before:
        /// WebKit withholds `Set-Cookie` from the responses it reports, so the idle timeout an instance announces
        /// with a new session (the cookie's `Max-Age`) is read from the store, once per cookie value. `nil` when
        /// there is no such cookie, it was reported already, or it has no expiry.
        func newSessionStoreLifetime(for url: URL) async -> TimeInterval? {
            guard !isClosed,
                let cookie = await NetworkSessionRegistry.cookie(
                    named: WebSessionEstimate.announcingCookie, from: webkit_web_view_get_network_session(webView),
                    for: url),
                cookie.value != reportedSessionStore, let expires = cookie.expires,
                let lifetime = WebSessionEstimate.announcedIdleTimeout(storedExpiry: expires, readAt: Date())
            else { return nil }
            reportedSessionStore = cookie.value
            return lifetime
        }
    }

    // The settings an app chooses through `NowWebPage.configure(_:)`.
    extension WebKitGTKEngine: PageConfigurableEngine {
        /// The developer-tools setting in force.
        public var pageConfiguration: NowWebPage.Configuration {
            NowWebPage.Configuration(isInspectable: configuration.isInspectable)
        }

        /// Sets the view's `enable-developer-extras`, in order with the engine's other commands, so before any
        /// load asked for after it.
        public func applyPageConfiguration(_ pageConfiguration: NowWebPage.Configuration) {
            configuration.isInspectable = pageConfiguration.isInspectable
            commands.yield(.inspectable(pageConfiguration.isInspectable))
        }
    }
#endif
