#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb

    /// The GTK side of a ``WebKitGTKEngine``: owns one `WebKitWebView`, performs commands and reports signals.
    @GtkActor
    final class WebKitGTKView {
        let webView: UnsafeMutablePointer<WebKitWebView>
        let reports: AsyncStream<EngineReport>.Continuation
        var tracker = LoadTracker()
        /// Decisions WebKit waits on while the owner answers, each holding a reference.
        var pendingDecisions: [UInt64: UnsafeMutablePointer<WebKitPolicyDecision>] = [:]
        var nextDecision: UInt64 = 0
        /// The URL of the load we issued and whose first navigation action has not been seen yet.
        var issuedURL: URL?
        /// The URL of a page's new window, loaded in this view, whose navigation action has not been seen yet.
        var openedInPlaceURL: URL?
        /// The load we issued, until it commits or another navigation replaces it, and whether it was already
        /// issued again: when WebKit's network process dies under it, it is issued once more.
        var retryableLoad: (request: WebRequest, isRetry: Bool)?
        var window: UnsafeMutablePointer<GtkWidget>?
        /// The origins whose frames get the Cabrillo bridge: those of the loads the owner issued.
        var bridgeOrigins: [String] = []
        /// The bridge's user scripts on the content manager, one reference each.
        var bridgeScripts: [OpaquePointer] = []
        /// Whether a load with the bearer went out, so that trusted frames get the session watch.
        var watchesSession = false
        /// The Cabrillo handler names the page shim defines: the offered methods and the app's own.
        let cabrilloHandlerNames: [String]
        /// The links the top frame's listener reported clicked, waiting for their navigation actions.
        var linkClickHints = LinkClickHints()
        /// The new windows the top frame's listener reported asked for, waiting for their `create` signals.
        var newWindowHints = LinkClickHints()
        /// The top document's `window.open` calls whose windows keep their opener, waiting for their `create`
        /// signals.
        var openerWindowHints = LinkClickHints()
        /// The instance of the loads the owner issued (the first one's origin): what a new window's URL is judged
        /// against (``NewWindowRule``); `nil` until the first load, when every window is another site's.
        var instanceScope: InstanceScope?
        /// The pop-ups open over this view (``NewWindowDecision/popUp``); closed with it.
        var popUps: [WebKitGTKPopUp] = []
        /// How many pop-ups are open over this view.
        var popUpCount: Int { popUps.count }
        /// The open pop-ups' window titles and failed loads.
        var popUpFacts: [(title: String?, failedLoads: Int)] { popUps.map { ($0.windowTitle, $0.failedLoadCount) } }
        /// The meta refreshes the top document declared (the session watch's reporter names them), so that their
        /// navigation is known for the top frame's.
        var refreshHints = LinkClickHints(lifetime: LinkClickHints.refreshLifetime)
        /// Whether the page the main frame committed last has had a subframe of an origin the owner did not load.
        var hasForeignFrame = false
        /// How themes reach pages, and the page style script on the content manager (one reference).
        let pageStyling: WebKitGTKEngine.PageStyling
        var pageStyleScript: OpaquePointer?
        /// The export being taken (one at a time), holding a reference to its download.
        var exportUnderWay: ExportUnderWay?
        /// The app's trust hook, and whether it decides anything (the platform's handling needs no signal).
        let trust: any NowTrustEvaluating
        let hasTrustHook: Bool
        /// The engine's own picker, if its configuration named one.
        let filePicker: (any FilePicking)?
        /// Whether the main frame's last committed page was refused by ``trust`` and is hidden.
        var hidesRefusedPage = false
        /// Whether ``close()`` released the view; ``webView`` must not be used any more.
        private(set) var isClosed = false
        /// The `glide_session_store` value whose lifetime was last reported (``newSessionStoreLifetime(for:)``).
        var reportedSessionStore: String?

        /// Where a new view gets its network session and content process from.
        enum Origin {
            /// Its own content process on a new ephemeral session that lives as long as the view.
            case ephemeral
            /// Its own content process on `session`.
            case session(OpaquePointer)
            /// The content process and session of `view`, whose memory cache it shares.
            case related(UnsafeMutablePointer<WebKitWebView>)
        }

        /// Lets `session` accept each of `certificates` from its host (a set in WebKit: allowing one twice is
        /// harmless). A certificate that does not parse is left out, so its host stays refused.
        private static func allow(
            _ certificates: [WebKitGTKEngine.AllowedCertificate], on session: OpaquePointer?
        ) {
            for allowed in certificates {
                var error: UnsafeMutablePointer<GError>?
                guard let certificate = g_tls_certificate_new_from_pem(allowed.pem, -1, &error) else {
                    _ = consumeError(error)
                    continue
                }
                webkit_network_session_allow_tls_certificate_for_host(session, certificate, allowed.host)
                g_object_unref(rawObject(certificate))
            }
        }

        /// Turns on the WebKit feature whose identifier is `identifier` in `settings`; a WebKit without it is
        /// left as it is.
        private static func enableFeature(_ identifier: String, in settings: OpaquePointer?) {
            guard let features = webkit_settings_get_all_features() else { return }
            defer { webkit_feature_list_unref(features) }
            for index in 0..<webkit_feature_list_get_length(features) {
                guard let feature = webkit_feature_list_get(features, index),
                    string(webkit_feature_get_identifier(feature)) == identifier
                else { continue }
                webkit_settings_set_feature_enabled(settings, feature, 1)
                return
            }
        }

        /// Makes a view from `origin` with WebKit's user agent plus the configuration's suffix.
        init(
            origin: Origin, configuration: WebKitGTKEngine.Configuration,
            reports: AsyncStream<EngineReport>.Continuation
        ) {
            let userAgentSuffix = configuration.userAgentSuffix
            var value = GValue()
            let property: String
            switch origin {
            case .ephemeral:
                let session = webkit_network_session_new_ephemeral()
                Self.allow(configuration.allowedCertificates, on: session)
                // Not watched by SharedTenantCookieGuard: an ephemeral session ends with its view, and a sweep
                // still running then would read a cookie manager that is gone.
                property = "network-session"
                g_value_init(&value, webkit_network_session_get_type())
                // The view takes its own reference; the value's goes with `g_value_unset` below.
                g_value_take_object(&value, rawObject(session))
            case .session(let session):
                Self.allow(configuration.allowedCertificates, on: session)
                property = "network-session"
                g_value_init(&value, webkit_network_session_get_type())
                g_value_set_object(&value, rawObject(session))
            case .related(let view):
                property = "related-view"
                g_value_init(&value, webkit_web_view_get_type())
                g_value_set_object(&value, rawObject(view))
            }
            let object = property.withCString { name in
                var names: [UnsafePointer<CChar>?] = [name]
                return withUnsafePointer(to: &value) {
                    g_object_new_with_properties(webkit_web_view_get_type(), 1, &names, $0)
                }
            }
            g_value_unset(&value)
            // A new GtkWidget is floating; sink it so this object owns the view until `close()`.
            g_object_ref_sink(rawObject(object))
            webView = typedObject(rawObject(object))!
            self.reports = reports
            pageStyling = configuration.pageStyling
            trust = configuration.trust
            filePicker = configuration.filePicker
            hasTrustHook = !(configuration.trust is NowPlatformTrust)
            cabrilloHandlerNames = (CabrilloMethod.offered + configuration.additionalCabrilloMethods).map(\.handlerName)
            let settings = webkit_web_view_get_settings(webView)
            let agent = string(webkit_settings_get_user_agent(settings)) ?? ""
            webkit_settings_set_user_agent(settings, agent.isEmpty ? userAgentSuffix : "\(agent) \(userAgentSuffix)")
            // Camera and microphone for pages (attachments, barcode widgets); each use asks the owner first.
            webkit_settings_set_enable_media_stream(settings, 1)
            webkit_settings_set_enable_mock_capture_devices(settings, configuration.usesMockCaptureDevices ? 1 : 0)
            if configuration.announcesScriptNavigations { Self.enableFeature("NavigationAPI", in: settings) }
            webkit_settings_set_enable_developer_extras(settings, configuration.isInspectable ? 1 : 0)
            connectSignals()
            connectTrustSignals()
            connectDownloadRefusal()
            connectPermissionRequests()
            connectFileChooser()
            installCabrilloBridge()
            connectScriptDialogs()
            installLinkClickListener()
            installNewWindowListener()
            installFrameOriginListener()
            installUserInputListener()
        }

        /// Performs one command from the owner.
        func perform(_ command: EngineCommand) {
            switch command {
            case .load(let request): load(request)
            case .reload: webkit_web_view_reload(webView)
            case .goBack: webkit_web_view_go_back(webView)
            case .stop: webkit_web_view_stop_loading(webView)
            case .decide(let id, let policy): decide(id, policy)
            case .evaluate(let script, let continuation): evaluate(script, continuation)
            case .deliver(let script): deliver(script)
            case .evaluateIsolated(let script, let continuation):
                evaluate(script, continuation, world: CabrilloBridgeScripts.worldName)
            case .snapshot(let file, let continuation): snapshot(to: file, continuation)
            case .showWindow(let configuration, let drawn): showWindow(configuration, drawn: drawn)
            case .pageStyleSheet(let css, let origin, let background):
                setPageStyleSheet(css, origin: origin, background: background)
            case .terminateContentProcess: webkit_web_view_terminate_web_process(webView)
            case .inspectable(let isInspectable):
                webkit_settings_set_enable_developer_extras(
                    webkit_web_view_get_settings(webView), isInspectable ? 1 : 0)
            }
        }

        /// Releases the view: pending decisions are ignored, signals disconnected, the window destroyed.
        func close() {
            isClosed = true
            for decision in pendingDecisions.values {
                webkit_policy_decision_ignore(decision)
                g_object_unref(rawObject(decision))
            }
            pendingDecisions = [:]
            for popUp in popUps { popUp.close() }
            popUps = []
            let userData = Unmanaged.passUnretained(self).toOpaque()
            g_signal_handlers_disconnect_matched(
                rawObject(webView), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            disconnectDownloadRefusal()
            webkit_web_view_stop_loading(webView)
            if let window {
                gtk_window_destroy(typedObject(rawObject(window)))
                self.window = nil
            }
            removeBridgeScripts()
            removePageStyleScript()
            g_object_unref(rawObject(webView))
            reports.finish()
        }

        /// Loads `request`; `isRetry` when it is the same request issued again after the network process died.
        func load(_ request: WebRequest, isRetry: Bool = false) {
            // WebKit shows a certificate the system trusts only after the request (the bridge's bearer, the
            // cookies) has gone out: a host the hook must check is refused before anything is sent.
            if hasTrustHook, let reason = TrustMapping.refusal(of: request.url, by: trust, unchecked: .webKitGTK) {
                retryableLoad = nil
                tracker.issued()
                for event in tracker.failed(request.url, error: .trustRefused(reason)) { reports.yield(.event(event)) }
                return
            }
            retryableLoad = (request, isRetry)
            let uriRequest = webkit_uri_request_new(request.url.absoluteString)
            if let headers = webkit_uri_request_get_http_headers(uriRequest) {
                for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
                    soup_message_headers_append(headers, name, value)
                }
            }
            issuedURL = request.url
            if instanceScope == nil { instanceScope = InstanceScope(instanceURL: request.url) }
            trustBridge(for: request.url, bridged: request.headers.keys.contains { $0.lowercased() == "authorization" })
            tracker.issued()
            webkit_web_view_load_request(webView, uriRequest)
            g_object_unref(rawObject(uriRequest))
        }

        private func decide(_ id: UInt64, _ policy: NavigationPolicy) {
            guard let decision = pendingDecisions.removeValue(forKey: id) else { return }
            switch policy {
            case .allow: webkit_policy_decision_use(decision)
            case .cancel: webkit_policy_decision_ignore(decision)
            }
            g_object_unref(rawObject(decision))
        }
    }
#endif
