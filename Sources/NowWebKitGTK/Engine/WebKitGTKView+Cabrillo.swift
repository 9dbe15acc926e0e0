#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // The Cabrillo bridge on the GTK side: one message handler per offered method, registered before any page
    // loads so that `cabrillo.isNative()` is true from the first script; the frame-naming user script; and
    // the page's alert and confirm panels.
    extension WebKitGTKView {
        /// Registers the handlers and the user script on the view's content manager and connects the signals.
        func installCabrilloBridge() {
            let manager = webkit_web_view_get_user_content_manager(webView)
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let script = webkit_user_script_new(
                FrameScripts.tagging(probeHandler: CabrilloMethod.getBarcode.handlerName),
                WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)
            webkit_user_content_manager_add_script(manager, script)
            webkit_user_script_unref(script)
            let received: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, value, sink in
                GtkActor.assumeIsolated {
                    Unmanaged<ScriptMessageSink>.fromOpaque(sink!).takeUnretainedValue().receive(value)
                }
            }
            let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { sink, _ in
                Unmanaged<ScriptMessageSink>.fromOpaque(sink!).release()
            }
            for method in CabrilloMethod.offered {
                webkit_user_content_manager_register_script_message_handler(manager, method.handlerName, nil)
                // The signal does not say which handler a message went to, so each gets a sink that knows.
                let sink = Unmanaged.passRetained(ScriptMessageSink(view: self, handlerName: method.handlerName))
                g_signal_connect_data(
                    rawObject(manager), "script-message-received::\(method.handlerName)",
                    unsafeBitCast(received, to: GCallback.self), sink.toOpaque(), release, GConnectFlags(0))
            }
            let dialog: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, dialog, userData in
                GtkActor.assumeIsolated { WebKitGTKView.view(userData).scriptDialog(dialog) ? 1 : 0 }
            }
            connectSignal(rawObject(webView), "script-dialog", dialog, userData)
        }

        private static func view(_ userData: gpointer?) -> WebKitGTKView {
            Unmanaged<WebKitGTKView>.fromOpaque(userData!).takeUnretainedValue()
        }

        func scriptMessageReceived(_ value: OpaquePointer?, handlerName: String) {
            guard !isClosed, let value, let json = jsc_value_to_json(value, 0) else { return }
            defer { g_free(json) }
            let message = FrameScripts.unwrap(handlerName: handlerName, json: String(cString: json))
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
