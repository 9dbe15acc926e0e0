#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// A page's pop-up (an identity provider's sign-in page, ``NewWindowDecision/popUp``): a second web view
    /// related to the page's, so that it shares the page's network session (cookies) and content process and
    /// `window.opener` works, shown in a window of its own over the app's.
    ///
    /// Its loads are never the controller's: none carries the bearer, none is put to the owner, and it shows no
    /// instance page (``NewWindowRule/popUpNavigation(to:method:in:)``): a hop back to the instance finishes it,
    /// and a GET is handed to the page's view, where the session machine decides it like a link. Every
    /// navigation is checked, a subframe's too (WebKitGTK's navigation actions do not name their frame), so no
    /// instance document, and with it none of the engine's scripts for instance pages, runs in the pop-up. It
    /// opens no window of its own, and closes when its page calls `window.close()`, when it finishes, or when
    /// its opener's view closes. It saves no file (finding R3-L-4): a response WebKit would save is refused and
    /// reported through its opener's view, and a download that starts anyway is cancelled by that view.
    @GtkActor
    final class WebKitGTKPopUp {
        /// The pop-up's view; one reference, released by ``close()``.
        let webView: UnsafeMutablePointer<WebKitWebView>
        private var window: UnsafeMutablePointer<GtkWidget>?
        /// What the window's title shows: the committed page's host (finding R3-L-3), never the page's own title.
        private var hostLabel = PopUpHostLabel()
        /// How many of the pop-up's loads failed (each leaves its page, and the title, as they were).
        private(set) var failedLoadCount = 0
        private let scope: InstanceScope
        /// What the pop-up does when it finishes: the URL to load in the opener's view, if any.
        private let finished: @GtkActor (WebKitGTKPopUp, URL?) -> Void
        /// What the pop-up does with a response it refused to save: the opener's view reports it.
        private let refusedDownload: @GtkActor (WebResponse) -> Void
        /// Whether ``close()`` ran.
        private(set) var isClosed = false

        /// Makes the pop-up's view, related to `opener`; WebKit loads the request into it once `create` returns it.
        init(
            relatedTo opener: UnsafeMutablePointer<WebKitWebView>, scope: InstanceScope,
            refusedDownload: @escaping @GtkActor (WebResponse) -> Void,
            finished: @escaping @GtkActor (WebKitGTKPopUp, URL?) -> Void
        ) {
            var value = GValue()
            g_value_init(&value, webkit_web_view_get_type())
            g_value_set_object(&value, rawObject(opener))
            let object = "related-view".withCString { name in
                var names: [UnsafePointer<CChar>?] = [name]
                return withUnsafePointer(to: &value) {
                    g_object_new_with_properties(webkit_web_view_get_type(), 1, &names, $0)
                }
            }
            g_value_unset(&value)
            g_object_ref_sink(rawObject(object))
            webView = typedObject(rawObject(object))!
            self.scope = scope
            self.finished = finished
            self.refusedDownload = refusedDownload
            connectSignals()
        }

        /// The view as the `create` signal returns it.
        var widget: UnsafeMutablePointer<GtkWidget> { typedObject(rawObject(webView))! }

        private func connectSignals() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let object = rawObject(webView)
            let decide:
                @convention(c) (
                    UnsafeMutablePointer<WebKitWebView>?, UnsafeMutablePointer<WebKitPolicyDecision>?,
                    WebKitPolicyDecisionType, gpointer?
                ) -> gboolean = { _, decision, type, userData in
                    GtkActor.assumeIsolated { WebKitGTKPopUp.from(userData).decidePolicy(decision, type) ? 1 : 0 }
                }
            _ = connectSignal(object, "decide-policy", decide, userData)
            let ready: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { WebKitGTKPopUp.from(userData).show() }
            }
            _ = connectSignal(object, "ready-to-show", ready, userData)
            let loadChanged: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, WebKitLoadEvent, gpointer?) -> Void =
                { _, event, userData in
                    guard event == WEBKIT_LOAD_COMMITTED else { return }
                    GtkActor.assumeIsolated {
                        let popUp = WebKitGTKPopUp.from(userData)
                        popUp.mainFrame(.committed(string(webkit_web_view_get_uri(popUp.webView)).flatMap(URL.init)))
                    }
                }
            _ = connectSignal(object, "load-changed", loadChanged, userData)
            let loadFailed:
                @convention(c) (
                    UnsafeMutablePointer<WebKitWebView>?, WebKitLoadEvent, UnsafePointer<CChar>?,
                    UnsafeMutablePointer<GError>?, gpointer?
                ) -> gboolean = { _, _, _, _, userData in
                    GtkActor.assumeIsolated { WebKitGTKPopUp.from(userData).mainFrame(.failed) }
                    // Handled: WebKit's error page would commit with the failed URL, whose host the title would
                    // then name; the page shown stays, and so does its host.
                    return 1
                }
            _ = connectSignal(object, "load-failed", loadFailed, userData)
            let close: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { WebKitGTKPopUp.from(userData).finish(handOver: nil) }
            }
            _ = connectSignal(object, "close", close, userData)
            let create:
                @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) ->
                    UnsafeMutablePointer<
                        GtkWidget
                    >? = { _, _, _ in nil }
            _ = connectSignal(object, "create", create, userData)
        }

        static func from(_ userData: gpointer?) -> WebKitGTKPopUp {
            Unmanaged<WebKitGTKPopUp>.fromOpaque(userData!).takeUnretainedValue()
        }

        /// Answers every question at once: a navigation by ``NewWindowRule/popUpNavigation(to:method:in:)``, a
        /// new window never, a response WebKit would save (a file, or content it cannot show) never: WebKit's default
        /// saves it to the user's download directory.
        private func decidePolicy(
            _ decision: UnsafeMutablePointer<WebKitPolicyDecision>?, _ type: WebKitPolicyDecisionType
        ) -> Bool {
            guard let decision else { return false }
            switch type {
            case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION:
                let action = webkit_navigation_policy_decision_get_navigation_action(
                    OpaquePointer(rawObject(decision)))
                let request = action.flatMap { webkit_navigation_action_get_request($0) }
                guard let request, let url = WebKitGTKView.policyURL(string(webkit_uri_request_get_uri(request)))
                else {
                    webkit_policy_decision_ignore(decision)
                    return true
                }
                let method = string(webkit_uri_request_get_http_method(request)) ?? "GET"
                switch NewWindowRule.popUpNavigation(to: url, method: method, in: scope) {
                case .allow: webkit_policy_decision_use(decision)
                case .refuse: webkit_policy_decision_ignore(decision)
                case .finish(let handOver):
                    webkit_policy_decision_ignore(decision)
                    Task { @GtkActor in self.finish(handOver: handOver) }
                }
                return true
            case WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
                webkit_policy_decision_ignore(decision)
                return true
            case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
                guard let response = WebKitGTKView.response(decision) else {
                    webkit_policy_decision_ignore(decision)
                    return true
                }
                let canShow =
                    webkit_response_policy_decision_is_mime_type_supported(OpaquePointer(rawObject(decision))) != 0
                guard canShow, !response.isFileToSave(engineCanShow: canShow) else {
                    webkit_policy_decision_ignore(decision)
                    // Not the page's main frame: nothing the page's view shows is replaced.
                    var refused = response
                    refused.isMainFrame = false
                    refusedDownload(refused)
                    return true
                }
                webkit_policy_decision_use(decision)
                return true
            default:
                return false
            }
        }

        /// A main-frame load committed, or failed: the window's title shows the host ``PopUpHostLabel`` decides.
        private func mainFrame(_ event: PopUpHostLabel.Event) {
            if case .failed = event { failedLoadCount += 1 }
            hostLabel.handle(event)
            showTitle()
        }

        private func showTitle() {
            guard let window else { return }
            gtk_window_set_title(typedObject(rawObject(window)), hostLabel.text ?? "")
        }

        /// The title of the pop-up's window, `nil` before it is shown.
        var windowTitle: String? {
            window.flatMap { string(gtk_window_get_title(typedObject(rawObject($0)))) }
        }

        /// Shows the pop-up in a window of its own, over the opener's when it has one.
        private func show() {
            guard !isClosed, window == nil else { return }
            let window = gtk_window_new()
            let gtkWindow: UnsafeMutablePointer<GtkWindow>? = typedObject(rawObject(window))
            gtk_window_set_child(gtkWindow, widget)
            gtk_window_set_default_size(gtkWindow, 480, 640)
            gtk_window_set_modal(gtkWindow, 1)
            self.window = window
            showTitle()
            gtk_window_present(gtkWindow)
        }

        private func finish(handOver: URL?) {
            guard !isClosed else { return }
            finished(self, handOver)
        }

        /// Releases the pop-up: its signals, its window and its view.
        func close() {
            guard !isClosed else { return }
            isClosed = true
            let userData = Unmanaged.passUnretained(self).toOpaque()
            g_signal_handlers_disconnect_matched(rawObject(webView), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            webkit_web_view_stop_loading(webView)
            if let window {
                gtk_window_destroy(typedObject(rawObject(window)))
                self.window = nil
            }
            g_object_unref(rawObject(webView))
        }
    }
#endif
