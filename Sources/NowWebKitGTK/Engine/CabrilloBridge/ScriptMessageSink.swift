#if WebKitGTK
    import CWebKitGTK

    /// The receiver of one script message handler's messages. The content manager owns it (released when the
    /// signal handler goes), and it holds its view weakly, so a message after the view closed is dropped.
    @GtkActor
    final class ScriptMessageSink {
        /// Which handler the messages come to.
        enum Channel {
            /// The Cabrillo bridge's (``CabrilloBridgeScripts/handlerName``).
            case cabrillo
            /// The top frame's link-click listener's (``LinkClickListener/handlerName``).
            case linkClick
            /// The top frame's new-window listener's (``NewWindowListener/handlerName``).
            case newWindow
            /// The new-window listener's for windows that keep their opener (``NewWindowListener/openerHandlerName``).
            case windowOpen
            /// The subframes' origin listener's (``WebKitGTKView/frameOriginHandler``).
            case frameOrigin
            /// The session watch's reporter's (`InPageSessionWatch/handlerName`).
            case sessionWatch
            case formKeep
            /// The user input listener's (`UserInputListener/handlerName`).
            case userInput
        }

        private weak var view: WebKitGTKView?
        private let channel: Channel

        init(view: WebKitGTKView, channel: Channel) {
            self.view = view
            self.channel = channel
        }

        func receive(_ value: OpaquePointer?) {
            switch channel {
            case .cabrillo: view?.scriptMessageReceived(value)
            case .linkClick: view?.linkClickReceived(value)
            case .newWindow: view?.newWindowHintReceived(value)
            case .windowOpen: view?.newWindowHintReceived(value, keepsOpener: true)
            case .frameOrigin: view?.frameOriginReceived(value)
            case .sessionWatch: view?.sessionWatchReceived(value)
            case .formKeep: view?.formKeepReceived(value)
            case .userInput: view?.userInputReceived(value)
            }
        }
    }
#endif
