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

        /// Answers and releases the dialog; `nil` answers as WebKit does without a UI (confirm: Cancel).
        func close(_ response: JavaScriptPanel.Response?) {
            guard let dialog else { return }
            self.dialog = nil
            if case .confirmed(let confirmed)? = response,
                webkit_script_dialog_get_dialog_type(dialog) == WEBKIT_SCRIPT_DIALOG_CONFIRM
            {
                webkit_script_dialog_confirm_set_confirmed(dialog, confirmed ? 1 : 0)
            }
            webkit_script_dialog_close(dialog)
            webkit_script_dialog_unref(dialog)
        }
    }
#endif
