#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    /// The `create` signal's handler: the view for a page's new window, or `nil` for none.
    private typealias NewWindowHandler =
        @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> UnsafeMutablePointer<
            GtkWidget
        >?

    // WebKit's signals, turned into reports. GLib calls these handlers on the GTK thread, from its main loop.
    extension WebKitGTKView {
        func connectSignals() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let object = rawObject(webView)
            let decide:
                @convention(c) (
                    UnsafeMutablePointer<WebKitWebView>?, UnsafeMutablePointer<WebKitPolicyDecision>?,
                    WebKitPolicyDecisionType, gpointer?
                ) -> gboolean = { _, decision, type, userData in
                    GtkActor.assumeIsolated { WebKitGTKView.from(userData).decidePolicy(decision, type) ? 1 : 0 }
                }
            connectSignal(object, "decide-policy", decide, userData)
            let loadChanged: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, WebKitLoadEvent, gpointer?) -> Void =
                {
                    _, event, userData in
                    GtkActor.assumeIsolated { WebKitGTKView.from(userData).loadChanged(event) }
                }
            connectSignal(object, "load-changed", loadChanged, userData)
            let loadFailed:
                @convention(c) (
                    UnsafeMutablePointer<WebKitWebView>?, WebKitLoadEvent, UnsafePointer<CChar>?,
                    UnsafeMutablePointer<GError>?, gpointer?
                ) -> gboolean = { _, _, uri, error, userData in
                    GtkActor.assumeIsolated { WebKitGTKView.from(userData).loadFailed(uri: uri, error: error) }
                    // Handled: WebKit would otherwise show its own error page, which the owner did not ask for.
                    return 1
                }
            connectSignal(object, "load-failed", loadFailed, userData)
            let titleChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).titleChanged() }
            }
            connectSignal(object, "notify::title", titleChanged, userData)
            let progressChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).progressChanged() }
            }
            connectSignal(object, "notify::estimated-load-progress", progressChanged, userData)
            let terminated:
                @convention(c) (UnsafeMutablePointer<WebKitWebView>?, WebKitWebProcessTerminationReason, gpointer?) ->
                    Void =
                    { _, _, userData in
                        GtkActor.assumeIsolated { WebKitGTKView.from(userData).contentProcessTerminated() }
                    }
            connectSignal(object, "web-process-terminated", terminated, userData)
            let create: NewWindowHandler = { _, action, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).newWindowRequested(action) }
            }
            connectSignal(object, "create", create, userData)
            // The view on screen or off it: mapped when it and every ancestor are shown in a shown window.
            let mapped: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).mappingChanged(true) }
            }
            connectSignal(object, "map", mapped, userData)
            let unmapped: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).mappingChanged(false) }
            }
            connectSignal(object, "unmap", unmapped, userData)
        }

        static func from(_ userData: gpointer?) -> WebKitGTKView {
            Unmanaged<WebKitGTKView>.fromOpaque(userData!).takeUnretainedValue()
        }

        /// The URL a policy question is about, from WebKit's URI; `nil` when there is none or Foundation cannot
        /// parse it, and then the question is answered `ignore`: nobody can decide about a URL nobody can read.
        nonisolated static func policyURL(_ uri: String?) -> URL? {
            guard let uri, !uri.isEmpty else { return nil }
            return URL(string: uri)
        }

        private var currentURL: URL? { string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:)) }

        /// The URL of the main frame's main resource: while the main frame loads, that load's URL (the view's URI
        /// still names the page shown when the load starts, and already names a redirect's target when WebKit
        /// asks about that redirect); `nil` before the load has sent its request.
        private var mainResourceURL: URL? {
            webkit_web_view_get_main_resource(webView).flatMap {
                Self.policyURL(string(webkit_web_resource_get_uri($0)))
            }
        }

        /// Answers `true` when the decision is taken (now or later), `false` for WebKit's default.
        private func decidePolicy(
            _ decision: UnsafeMutablePointer<WebKitPolicyDecision>?, _ type: WebKitPolicyDecisionType
        )
            -> Bool
        {
            guard let decision else { return false }
            switch type {
            case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION:
                guard let action = navigationAction(decision) else {
                    // Nothing the owner could be asked about: the hop does not go out (fail closed).
                    webkit_policy_decision_ignore(decision)
                    return true
                }
                // A page's navigation to a host the hook must check: refused before it goes out (see `load`).
                if hasTrustHook, let reason = TrustMapping.refusal(of: action.url, by: trust, unchecked: .webKitGTK) {
                    webkit_policy_decision_ignore(decision)
                    guard action.isMainFrame != false else { return true }
                    for event in tracker.failed(action.url, error: .trustRefused(reason)) {
                        reports.yield(.event(event))
                    }
                    return true
                }
                // Keep the decision alive while the owner answers on the main actor.
                g_object_ref(rawObject(decision))
                nextDecision += 1
                pendingDecisions[nextDecision] = decision
                reports.yield(.policy(nextDecision, action))
                return true
            case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
                guard let response = Self.response(decision) else {
                    // WebKit's default would show it, or save it as a file: neither without the owner.
                    webkit_policy_decision_ignore(decision)
                    return true
                }
                // What WebKit cannot show it saves by default to the user's download directory (the home directory
                // when there is none), whatever page asked: nothing is saved (fail closed), and a file to save
                // goes to the owner instead.
                let canShow =
                    webkit_response_policy_decision_is_mime_type_supported(OpaquePointer(rawObject(decision))) != 0
                if response.isFileToSave(engineCanShow: canShow) {
                    webkit_policy_decision_ignore(decision)
                    reports.yield(.event(.downloadRefused(response)))
                    return true
                }
                guard canShow else {
                    webkit_policy_decision_ignore(decision)
                    reports.yield(.event(.responseReceived(response)))
                    if response.isMainFrame {
                        let reason = "HTTP \(response.statusCode) with content that cannot be shown"
                        reports.yield(.event(.failed(url: response.url, error: .badResponse(reason))))
                    }
                    return true
                }
                g_object_ref(rawObject(decision))
                nextDecision += 1
                pendingDecisions[nextDecision] = decision
                reports.yield(.response(nextDecision, response))
                return true
            default:
                return false
            }
        }

        private func navigationAction(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> NavigationAction? {
            let navigation = webkit_navigation_policy_decision_get_navigation_action(OpaquePointer(rawObject(decision)))
            guard let navigation, let request = webkit_navigation_action_get_request(navigation),
                let uri = string(webkit_uri_request_get_uri(request)), let url = Self.policyURL(uri)
            else { return nil }
            if webkit_navigation_action_is_redirect(navigation) != 0 {
                // The main frame's redirect comes from the URL its load is at: the owner learns which of the hops
                // it was asked about without a frame the main frame loads.
                let isMainFrame = tracker.isMainFrameProvisional
                return NavigationAction(
                    url: url, sourceURL: isMainFrame ? mainResourceURL : nil, isMainFrame: isMainFrame, kind: .redirect)
            }
            // A page's new window, loaded in this view: a link the page followed, in the main frame.
            if let opened = openedInPlaceURL, url.isSameLoad(as: opened) {
                openedInPlaceURL = nil
                retryableLoad = nil
                return NavigationAction(url: url, isMainFrame: true, kind: .linkActivated)
            }
            // WebKitGTK flags no frame on navigation actions; the load we issued is known to be main-frame.
            if let issued = issuedURL, url.isSameLoad(as: issued) {
                issuedURL = nil
                return NavigationAction(url: url, isMainFrame: true, kind: .issued)
            }
            // Another navigation (a link, a script, a form) replaces the load we issued: never issue ours again.
            retryableLoad = nil
            let kind: NavigationKind =
                switch webkit_navigation_action_get_navigation_type(navigation) {
                case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .linkActivated
                case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED, WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: .formSubmitted
                case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
                case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
                default: .other
                }
            let method = string(webkit_uri_request_get_http_method(request))?.uppercased() ?? "GET"
            // A link the top frame's listener saw clicked, or a meta refresh or GET form the top document
            // announced, is the main frame's; other navigations cannot be told apart.
            let announced = kind == .other || kind == .reload || (kind == .formSubmitted && method == "GET")
            let isTopFrame =
                kind == .linkActivated ? isTopFrameLinkClick(uri) : announced && refreshHints.consume(uri, at: .now)
            var action = NavigationAction(url: url, isMainFrame: isTopFrame ? true : nil, kind: kind)
            action.method = method
            return action
        }

        /// The response a response policy question is about; `nil` when WebKit names none or its URL is unreadable.
        static func response(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> WebResponse? {
            let responseDecision = OpaquePointer(rawObject(decision))
            guard let response = webkit_response_policy_decision_get_response(responseDecision),
                let url = Self.policyURL(string(webkit_uri_response_get_uri(response)))
            else { return nil }
            var headers: [String: String] = [:]
            if let httpHeaders = webkit_uri_response_get_http_headers(response) {
                var iterator = SoupMessageHeadersIter()
                soup_message_headers_iter_init(&iterator, httpHeaders)
                var name: UnsafePointer<CChar>?
                var value: UnsafePointer<CChar>?
                while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
                    guard let name = string(name)?.lowercased(), let value = string(value) else { continue }
                    headers[name] = headers[name].map { "\($0), \(value)" } ?? value
                }
            }
            var mapped = WebResponse(
                url: url,
                statusCode: Int(webkit_uri_response_get_status_code(response)),
                headers: headers,
                isMainFrame: webkit_response_policy_decision_is_main_frame_main_resource(responseDecision) != 0
            )
            if !mapped.isMainFrame {
                mapped.frameOrigin = requesterOrigin(of: webkit_response_policy_decision_get_request(responseDecision))
            }
            return mapped
        }

        private func loadChanged(_ event: WebKitLoadEvent) {
            if event == WEBKIT_LOAD_COMMITTED, refusesCommittedPage() {
                reports.yield(.history(canGoBack: webkit_web_view_can_go_back(webView) != 0))
                return
            }
            if event == WEBKIT_LOAD_COMMITTED {
                retryableLoad = nil
                hasForeignFrame = false
            }
            let events: [WebEngineEvent] =
                switch event {
                case WEBKIT_LOAD_STARTED: tracker.started(currentURL)
                case WEBKIT_LOAD_REDIRECTED: tracker.redirected(to: currentURL)
                case WEBKIT_LOAD_COMMITTED: tracker.committed(currentURL)
                case WEBKIT_LOAD_FINISHED:
                    tracker.finished(currentURL, isLoading: webkit_web_view_is_loading(webView) != 0)
                default: []
                }
            for event in events { reports.yield(.event(event)) }
            reports.yield(.history(canGoBack: webkit_web_view_can_go_back(webView) != 0))
        }

        private func loadFailed(uri: UnsafePointer<CChar>?, error: UnsafeMutablePointer<GError>?) {
            let url = string(uri).flatMap(URL.init(string:))
            // WebKit's network process died under a load we issued (a WebKit bug seen with 2.50): it starts a new
            // one for the next load, so the same request goes out once more, asking the owner's policy again;
            // the session cookies it held in memory may be gone, which the owner's recovery handles.
            if LoadFailure.isNetworkProcessCrash(error), let pending = retryableLoad, !pending.isRetry {
                tracker.issued()
                load(pending.request, isRetry: true)
                return
            }
            retryableLoad = nil
            for event in tracker.failed(url, error: LoadFailure.engineError(error)) { reports.yield(.event(event)) }
        }

        private func titleChanged() {
            let title = string(webkit_web_view_get_title(webView)) ?? ""
            if let window { gtk_window_set_title(typedObject(rawObject(window)), title) }
            reports.yield(.event(.titleChanged(title)))
        }

        private func progressChanged() {
            reports.yield(.event(.progressChanged(webkit_web_view_get_estimated_load_progress(webView))))
        }

        /// A page asked for a new window (a `target="_blank"` link, `window.open`), decided by ``NewWindowRule``:
        /// - a window no hint of the top frame's ``NewWindowListener`` vouches for (a subframe's, which must not
        ///   navigate the app's page), one no user's gesture led to (WebKit's own flag), a blank window for a
        ///   script to write into and a form posted to a new window (whose body WebKitGTK does not hand out) are
        ///   dropped;
        /// - an instance page, and another site's window that keeps no opener, load in this view instead, once the
        ///   signal returned, as a link the page followed in the main frame, so that the owner decides it like any
        ///   link;
        /// - another site's window that keeps its opener (an identity provider's sign-in) opens as a pop-up
        ///   related to this view (``WebKitGTKPopUp``), which WebKit loads itself: it is returned to the signal.
        func newWindowRequested(_ action: OpaquePointer?) -> UnsafeMutablePointer<GtkWidget>? {
            guard !isClosed, let action, let request = webkit_navigation_action_get_request(action),
                let uri = string(webkit_uri_request_get_uri(request))
            else { return nil }
            // Both stores are asked, so that a hint is used up whichever store holds it.
            let keepsOpener = openerWindowHints.consume(uri, at: .now)
            let isLink = newWindowHints.consume(uri, at: .now)
            let scope = instanceScope ?? .opaque
            let decision = NewWindowRule.decide(
                NewWindowRequest(
                    url: URL(string: uri), method: string(webkit_uri_request_get_http_method(request)) ?? "GET",
                    isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0,
                    isFromTopDocument: keepsOpener || isLink, keepsOpener: keepsOpener),
                in: scope)
            switch decision {
            case .refuse:
                return nil
            case .loadInPlace:
                guard let url = URL(string: uri) else { return nil }
                Task { @GtkActor in
                    guard !self.isClosed else { return }
                    self.openedInPlaceURL = url
                    webkit_web_view_load_uri(self.webView, uri)
                }
                return nil
            case .popUp:
                let popUp = WebKitGTKPopUp(
                    relatedTo: webView, scope: scope,
                    refusedDownload: { [weak self] response in
                        guard let self, !self.isClosed else { return }
                        self.reports.yield(.event(.downloadRefused(response)))
                    },
                    finished: { [weak self] popUp, handOver in self?.popUpFinished(popUp, handOver: handOver) })
                popUps.append(popUp)
                return popUp.widget
            }
        }

        /// A pop-up finished (its page closed it, or it headed back to the instance): it closes, and a GET to the
        /// instance it was heading for loads in this view as a link the page followed.
        private func popUpFinished(_ popUp: WebKitGTKPopUp, handOver: URL?) {
            popUps.removeAll { $0 === popUp }
            popUp.close()
            guard !isClosed, let handOver else { return }
            openedInPlaceURL = handOver
            webkit_web_view_load_uri(webView, handOver.absoluteString)
        }

        private func mappingChanged(_ isMapped: Bool) {
            reports.yield(.mapped(isMapped))
        }

        private func contentProcessTerminated() {
            tracker.issued()
            reports.yield(.event(.failed(url: currentURL, error: .contentProcessTerminated)))
        }
    }
#endif
