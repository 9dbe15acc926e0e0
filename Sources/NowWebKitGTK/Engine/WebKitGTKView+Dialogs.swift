#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// A page's alert, confirm or prompt panel waiting for the owner's answer.
    struct ScriptPanelRequest: Sendable {
        /// What the page shows.
        let panel: JavaScriptPanel
        /// Closes the panel with the answer. `nil` (nobody answered) hands it to WebKitGTK's own dialog when the view
        /// is shown in a window, and returns `true`; elsewhere it answers as WebKit does without a UI.
        let answer: @Sendable (JavaScriptPanel.Response?) async -> Bool
    }

    extension WebKitGTKEngine {
        /// Asks the delegate, without holding up the reports that follow while the user decides.
        func answer(_ request: ScriptPanelRequest) {
            Task {
                let response = await delegate?.webEngine(self, runJavaScriptPanel: request.panel)
                if await request.answer(response ?? nil) { builtInPanelShown?(request.panel) }
            }
        }
    }

    // The page's alert, confirm and prompt panels on the GTK side: shown by the owner, answered through the engine.
    extension WebKitGTKView {
        /// Connects the view's `script-dialog` signal, so that alerts, confirms and prompts reach the owner.
        func connectScriptDialogs() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let dialog: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, dialog, userData in
                GtkActor.assumeIsolated { WebKitGTKView.view(userData).scriptDialog(dialog) ? 1 : 0 }
            }
            connectSignal(rawObject(webView), "script-dialog", dialog, userData)
        }

        private static func view(_ userData: gpointer?) -> WebKitGTKView {
            Unmanaged<WebKitGTKView>.fromOpaque(userData!).takeUnretainedValue()
        }

        /// Alerts, confirms and prompts go to the owner; other panels (before-unload) get WebKit's own handling.
        private func scriptDialog(_ dialog: OpaquePointer?) -> Bool {
            guard let dialog else { return false }
            let kind: JavaScriptPanel.Kind
            switch webkit_script_dialog_get_dialog_type(dialog) {
            case WEBKIT_SCRIPT_DIALOG_ALERT: kind = .alert
            case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
            case WEBKIT_SCRIPT_DIALOG_PROMPT:
                kind = .prompt(defaultText: string(webkit_script_dialog_prompt_get_default_text(dialog)) ?? "")
            default: return false
            }
            let panel = JavaScriptPanel(
                kind: kind, message: string(webkit_script_dialog_get_message(dialog)) ?? "",
                pageURL: string(webkit_web_view_get_uri(webView)).flatMap(URL.init(string:)))
            // The dialog stays open, and the page's script waits, until `answer` closes it.
            webkit_script_dialog_ref(dialog)
            let pending = PendingDialog(dialog, in: webView)
            reports.yield(
                .panel(
                    ScriptPanelRequest(panel: panel) { response in
                        await Task { @GtkActor in pending.answer(response) }.value
                    }))
            return true
        }
    }
#endif
