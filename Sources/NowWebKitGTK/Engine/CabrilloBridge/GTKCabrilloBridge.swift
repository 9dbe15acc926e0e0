#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // The Cabrillo bridge on the GTK side: the one message handler, in the bridge's isolated world; the page shim
    // and the bridge as user scripts for the trusted origins (see `FrameScripts`); and the page's alert and
    // confirm panels.
    extension WebKitGTKView {
        /// Registers the bridge's handler on the view's content manager and connects the signals. The scripts
        /// come with the first trusted origin (``trustBridge(for:)``): until then no frame has a bridge.
        func installCabrilloBridge() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            registerScriptMessageHandler(FrameScripts.handlerName, channel: .cabrillo)
            let dialog: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, dialog, userData in
                GtkActor.assumeIsolated { WebKitGTKView.view(userData).scriptDialog(dialog) ? 1 : 0 }
            }
            connectSignal(rawObject(webView), "script-dialog", dialog, userData)
        }

        /// Offers the bridge to frames of `url`'s origin from their next document on. Called with the URLs of
        /// the loads the owner issues itself, so the trust comes from the owner, never from a page.
        func trustBridge(for url: URL) {
            guard let origin = FrameScripts.origin(of: url), !bridgeOrigins.contains(origin) else { return }
            bridgeOrigins.append(origin)
            let manager = webkit_web_view_get_user_content_manager(webView)
            for script in bridgeScripts {
                webkit_user_content_manager_remove_script(manager, script)
                webkit_user_script_unref(script)
            }
            let names = CabrilloMethod.offered.map(\.handlerName)
            let allowList = FrameScripts.allowList(for: bridgeOrigins)
            bridgeScripts = [
                userScript(FrameScripts.pageShim(handlerNames: names, origins: bridgeOrigins), nil, allowList),
                userScript(FrameScripts.bridge(origins: bridgeOrigins), FrameScripts.worldName, allowList),
            ]
            for script in bridgeScripts { webkit_user_content_manager_add_script(manager, script) }
        }

        /// Drops the bridge's scripts; called when the view closes.
        func removeBridgeScripts() {
            for script in bridgeScripts { webkit_user_script_unref(script) }
            bridgeScripts = []
        }

        private func userScript(_ source: String, _ world: String?, _ allowList: [String]) -> OpaquePointer {
            let patterns = allowList.map { strdup($0) }
            defer { for pattern in patterns { free(pattern) } }
            var list: [UnsafePointer<CChar>?] = patterns.map { UnsafePointer($0) } + [nil]
            let frames = WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES
            let time = WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START
            guard let world else { return webkit_user_script_new(source, frames, time, &list, nil) }
            return webkit_user_script_new_for_world(source, frames, time, world, &list, nil)
        }

        private static func view(_ userData: gpointer?) -> WebKitGTKView {
            Unmanaged<WebKitGTKView>.fromOpaque(userData!).takeUnretainedValue()
        }

        /// A message from the bridge: anything else (a frame of an untrusted origin cannot reach the handler, but
        /// the check is cheap) is dropped.
        func scriptMessageReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, let json = jsc_value_to_json(value, 0) else { return }
            defer { g_free(json) }
            guard
                let message = FrameScripts.unwrap(
                    json: String(cString: json), origins: bridgeOrigins,
                    handlerNames: Set(CabrilloMethod.offered.map(\.handlerName)))
            else { return }
            reports.yield(.event(.scriptMessage(message)))
        }

        /// Alerts and confirms go to the owner; other panels get WebKit's own handling.
        private func scriptDialog(_ dialog: OpaquePointer?) -> Bool {
            guard let dialog else { return false }
            let kind: JavaScriptPanel.Kind
            switch webkit_script_dialog_get_dialog_type(dialog) {
            case WEBKIT_SCRIPT_DIALOG_ALERT: kind = .alert
            case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
            default: return false
            }
            let panel = JavaScriptPanel(
                kind: kind, message: string(webkit_script_dialog_get_message(dialog)) ?? "",
                pageURL: string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:)))
            // The dialog stays open, and the page's script waits, until `answer` closes it.
            webkit_script_dialog_ref(dialog)
            let pending = PendingDialog(dialog)
            reports.yield(
                .panel(ScriptPanelRequest(panel: panel) { response in Task { @GtkActor in pending.close(response) } }))
            return true
        }
    }
#endif
