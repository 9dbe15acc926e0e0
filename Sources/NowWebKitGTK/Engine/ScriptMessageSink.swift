#if WebKitGTK
    import CWebKitGTK

    /// The receiver of the bridge handler's messages. The content manager owns it (released when the signal
    /// handler goes), and it holds its view weakly, so a message after the view closed is dropped.
    @GtkActor
    final class ScriptMessageSink {
        private weak var view: WebKitGTKView?

        init(view: WebKitGTKView) {
            self.view = view
        }

        func receive(_ value: OpaquePointer?) {
            view?.scriptMessageReceived(value)
        }
    }
#endif
