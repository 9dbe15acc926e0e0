#if WebKitGTK
    import CWebKitGTK
    import NowWeb

    /// A script dialog WebKit keeps open until the owner answers.
    @GtkActor
    final class PendingDialog {
        private var dialog: OpaquePointer?
        /// The view the dialog belongs to, referenced until the dialog is answered or handed over.
        private let webView: UnsafeMutablePointer<WebKitWebView>

        init(_ dialog: OpaquePointer, in webView: UnsafeMutablePointer<WebKitWebView>) {
            self.dialog = dialog
            self.webView = webView
            g_object_ref(rawObject(webView))
        }

        /// Answers with `response`; with `nil` (nobody answered) hands the dialog to WebKitGTK's own when `webView`
        /// is mapped (shown in a shown window: the user sees it, titled with the page's URL, and answers there), and
        /// returns `true`, or else answers as WebKit does without a UI. A view in no window never gets the built-in
        /// dialog: nobody would see it and the page would wait for ever.
        func answer(_ response: JavaScriptPanel.Response?) -> Bool {
            let widget: UnsafeMutablePointer<GtkWidget>? = typedObject(rawObject(webView))
            guard response == nil, let dialog, gtk_widget_get_mapped(widget) != 0,
                let viewClass = g_type_class_peek(webkit_web_view_get_type()),
                let builtIn = viewClass.assumingMemoryBound(to: WebKitWebViewClass.self).pointee.script_dialog
            else {
                close(response)
                return false
            }
            self.dialog = nil
            // WebKitWebView's own `script-dialog` handler, which the connected one stood in for: it shows the dialog
            // inside the view and keeps its own reference until the user answers.
            _ = builtIn(webView, dialog)
            webkit_script_dialog_unref(dialog)
            g_object_unref(rawObject(webView))
            return true
        }

        /// Answers and releases the dialog; `nil` answers as WebKit does without a UI (confirm and prompt: Cancel).
        func close(_ response: JavaScriptPanel.Response?) {
            guard let dialog else { return }
            self.dialog = nil
            switch webkit_script_dialog_get_dialog_type(dialog) {
            case WEBKIT_SCRIPT_DIALOG_CONFIRM:
                if case .confirmed(let confirmed)? = response {
                    webkit_script_dialog_confirm_set_confirmed(dialog, confirmed ? 1 : 0)
                }
            case WEBKIT_SCRIPT_DIALOG_PROMPT:
                // A prompt closed without text answers its default text, as if OK was pressed; Cancel is null.
                if case .text(let text?)? = response {
                    webkit_script_dialog_prompt_set_text(dialog, text)
                } else {
                    webkit_script_dialog_prompt_set_text(dialog, nil)
                }
            default: break
            }
            webkit_script_dialog_close(dialog)
            webkit_script_dialog_unref(dialog)
            g_object_unref(rawObject(webView))
        }
    }
#endif
