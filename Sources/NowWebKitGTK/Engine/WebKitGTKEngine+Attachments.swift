#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    // What NowWeb's attachments need of the engine: the session's cookies for its own transfers, and a picker.
    extension WebKitGTKEngine: SessionCookieReading, FilePickingEngine, TrustEvaluatingEngine {
        /// The trust hook of the engine's configuration.
        package var trustHook: any NowTrustEvaluating { view.trust }

        /// The `Cookie` header WebKit would send to `url` from the view's network session.
        package func cookieHeader(for url: URL) async -> String? {
            await view.cookieHeader(for: url)
        }

        /// The picker of the engine's configuration, else the GTK file chooser.
        package var platformFilePicker: any FilePicking { view.filePicker ?? GTKFileChooser() }

        /// Answers a page's file chooser: the delegate's picker, else the GTK file chooser; without a delegate,
        /// nothing is picked (fail closed). The pick runs apart, so reports keep flowing meanwhile.
        func answerFilePick(_ request: FilePickRequest, _ answer: @escaping @Sendable ([URL]) -> Void) {
            guard let delegate else { return answer([]) }
            let picking = delegate as? any WebEngineFilePickingDelegate
            Task {
                if let files = await picking?.webEngine(self, pickFilesFor: request) { return answer(files) }
                answer(await platformFilePicker.pickFiles(for: request))
            }
        }
    }

    // The unseen engine of a background bridge: a view in this engine's web process and network session, with
    // its settings (its trust hook decides the bridge's server too), cheaper than a view with a process of its own.
    extension WebKitGTKEngine: BackgroundBridgeEngineMaking {
        /// A view sharing this engine's web process, network session and settings.
        package func makeBackgroundBridgeEngine() async throws -> any WebEngine {
            try await WebKitGTKEngine(sharingContentProcessWith: self, configuration: configuration)
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
                cookie.value != reportedSessionStore, let expires = cookie.expires
            else { return nil }
            reportedSessionStore = cookie.value
            return expires.timeIntervalSinceNow.rounded(.up)
        }
    }
#endif
