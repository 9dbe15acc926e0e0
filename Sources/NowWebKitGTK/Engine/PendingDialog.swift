#if WebKitGTK
    import CWebKitGTK
    import NowWeb

    /// A script dialog WebKit keeps open until the owner answers.
    @GtkActor
    final class PendingDialog {
        private var dialog: OpaquePointer?

        init(_ dialog: OpaquePointer) {
            self.dialog = dialog
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
        }
    }
#endif
