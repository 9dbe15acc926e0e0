#if WebKitGTK
    import CWebKitGTK

    /// The receiver of one handler's messages. The content manager owns it (released when the signal handler
    /// goes), and it holds its view weakly, so a message after the view closed is dropped.
    @GtkActor
    final class ScriptMessageSink {
        private weak var view: WebKitGTKView?
        private let handlerName: String

        init(view: WebKitGTKView, handlerName: String) {
            self.view = view
            self.handlerName = handlerName
        }

        func receive(_ value: OpaquePointer?) {
            view?.scriptMessageReceived(value, handlerName: handlerName)
        }
    }
#endif
