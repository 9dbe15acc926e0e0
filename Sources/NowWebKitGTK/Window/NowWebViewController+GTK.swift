#if WebKitGTK
    import Foundation
    import NowWeb

    extension NowWebViewController {
        /// The controller's WebKitGTK engine, once it exists (`nil` on other engines).
        public var webKitGTKEngine: WebKitGTKEngine? {
            get async {
                await webEngine.readyEngine() as? WebKitGTKEngine
            }
        }

        // swift-check: given controller: NowWebViewController; box: UnsafeMutablePointer<GtkBox>
        /// Runs `body` on the GTK thread with the controller's `GtkWidget *`, so that an app can put the page in
        /// its own widget tree (a box, a stack, a window of its own). From then on the controller is
        /// ``NowWebViewController/isOnScreen`` while the widget is mapped.
        ///
        /// ```swift
        /// await controller.withGtkWidget { widget in gtk_box_append(box, widget.assumingMemoryBound(to: GtkWidget.self)) }
        /// ```
        ///
        /// - Parameter body: Receives the widget; runs on the GTK thread.
        /// - Returns: What `body` returns, or `nil` when the controller has no WebKitGTK engine.
        public func withGtkWidget<T: Sendable>(
            _ body: @escaping @GtkActor @Sendable (UnsafeMutableRawPointer) -> T
        ) async -> T? {
            guard let engine = await webKitGTKEngine else { return nil }
            followMapping(of: engine)
            return await engine.withWidget(body)
        }

        /// Keeps ``NowWebViewController/isOnScreen`` from the mapping of `engine`'s view from now on: a content
        /// process that dies while the view is not mapped is restarted when it is mapped again.
        func followMapping(of engine: WebKitGTKEngine) {
            isOnScreen = engine.isMapped
            engine.mappingHandler = { [weak self] isMapped in self?.isOnScreen = isMapped }
        }
    }
#endif
