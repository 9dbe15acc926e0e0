#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    // The session watch (`InPageSessionWatch`) in WKWebView: the page script in the page's world, the reporter in
    // a world of its own with the one handler, for the origin of the first load that carried the bearer.
    extension WKWebViewEngine {
        /// The content world the reporter runs in; its handler exists there alone.
        static let sessionWatchWorld = "nowweb-session-watch"

        /// Starts the watch for `url`'s origin, once: a guest's pages, which never carry the bearer, get none.
        func watchSession(of url: URL) {
            guard watchedOrigins.isEmpty, let origin = URLOrigin(url)?.serialization else { return }
            watchedOrigins = [origin]
            let content = webView.configuration.userContentController
            content.add(
                callbacks, contentWorld: .world(name: Self.sessionWatchWorld), name: InPageSessionWatch.handlerName)
            // The user's trusted input (`UserInputListener`), in the same isolated world with a handler of its own.
            content.add(
                callbacks, contentWorld: .world(name: Self.sessionWatchWorld), name: UserInputListener.handlerName)
            content.add(callbacks, contentWorld: .world(name: Self.sessionWatchWorld), name: FormKeep.handlerName)
            addSessionWatchScripts()
        }

        /// Adds the watch's two scripts, when it runs (also after the page style replaced the user scripts).
        func addSessionWatchScripts() {
            guard !watchedOrigins.isEmpty else { return }
            let content = webView.configuration.userContentController
            content.addUserScript(
                WKUserScript(
                    source: InPageSessionWatch.pageScript(origins: watchedOrigins), injectionTime: .atDocumentStart,
                    forMainFrameOnly: false, in: .page))
            content.addUserScript(
                WKUserScript(
                    source: InPageSessionWatch.reporterScript(origins: watchedOrigins), injectionTime: .atDocumentStart,
                    forMainFrameOnly: false, in: .world(name: Self.sessionWatchWorld)))
            content.addUserScript(
                WKUserScript(
                    source: UserInputListener.source, injectionTime: .atDocumentStart, forMainFrameOnly: false,
                    in: .world(name: Self.sessionWatchWorld)))
            // What the user typed, read when a form is sent (`FormKeep`), in the same world.
            content.addUserScript(
                WKUserScript(
                    source: FormKeep.submitListener(origins: watchedOrigins), injectionTime: .atDocumentStart,
                    forMainFrameOnly: false, in: .world(name: Self.sessionWatchWorld)))
        }

        /// Runs `script` in the main frame's session watch world, which the page cannot reach, and returns its
        /// result when it is text (``WebEngineCapabilities/isolatedWorldScript``).
        func evaluateInSessionWatchWorld(_ script: String) async throws -> String? {
            try await withCheckedThrowingContinuation { continuation in
                webView.evaluateJavaScript(script, in: nil, in: .world(name: Self.sessionWatchWorld)) { result in
                    continuation.resume(with: result.map { $0 as? String })
                }
            }
        }
    }
#endif
