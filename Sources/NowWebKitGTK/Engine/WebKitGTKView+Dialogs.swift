#if WebKitGTK
    import Foundation
    import NowWeb

    /// A page's alert or confirm panel waiting for the owner's answer.
    struct ScriptPanelRequest: Sendable {
        /// What the page shows.
        let panel: JavaScriptPanel
        /// Closes the panel with the answer; `nil` answers as WebKit does without a UI.
        let answer: @Sendable (JavaScriptPanel.Response?) -> Void
    }

    extension WebKitGTKEngine {
        /// Calls `callback` in `frame`: through the main frame's Cabrillo bridge, in its isolated world, which
        /// finds the frame's bridge by the name it gave the frame. Frames of another origin cannot be reached; a
        /// frame that has gone is skipped.
        public func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {
            commands.yield(.deliver(FrameScripts.delivery(of: callback, to: frame)))
        }

        /// Asks the delegate, without holding up the reports that follow while the user decides.
        func answer(_ request: ScriptPanelRequest) {
            Task {
                let response = await delegate?.webEngine(self, runJavaScriptPanel: request.panel)
                request.answer(response ?? nil)
            }
        }
    }
#endif
