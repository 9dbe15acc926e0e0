#if WebKitGTK
    import CWebKitGTK
    import Foundation

    /// Renders a whole GTK window (title bar, chrome and page) to a PNG with the window's own renderer.
    ///
    /// GTK draws the chrome once a frame has applied its latest style, so the picture is taken after the next
    /// paint. The page comes from WebKit's own snapshot, drawn at the web view's place: the widget shows the
    /// last frame the web process sent, which may predate a style change the page has already applied.
    @GtkActor
    enum WindowSnapshot {
        /// Writes `window`, whose page is `webView`, to `file`; calls `completion` with why it could not, or
        /// `nil`.
        static func write(
            _ window: UnsafeMutablePointer<GtkWidget>, webView: UnsafeMutablePointer<WebKitWebView>, to file: URL,
            completion: @escaping @GtkActor (String?) -> Void
        ) {
            let ready = AsyncReady { source, result in
                let page = webkit_web_view_get_snapshot_finish(typedObject(rawObject(source)), result, nil)
                afterNextPaint(of: window) {
                    completion(compose(window, webView: webView, page: page, to: file))
                    if let page { g_object_unref(rawObject(page)) }
                }
            }
            webkit_web_view_get_snapshot(
                webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil, ready.callback,
                ready.userData)
        }

        /// Runs `body` once the window's frame clock has painted a frame.
        private static func afterNextPaint(
            of window: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @GtkActor () -> Void
        ) {
            guard let clock = gtk_widget_get_frame_clock(window) else { return body() }
            let waiter = PaintWaiter(clock: clock, body: body)
            let painted: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { Unmanaged<PaintWaiter>.fromOpaque(userData!).takeUnretainedValue().fire() }
            }
            waiter.handler = connectSignal(
                rawObject(clock), "after-paint", painted, Unmanaged.passRetained(waiter).toOpaque())
            gtk_widget_queue_draw(window)
        }

        private static func compose(
            _ window: UnsafeMutablePointer<GtkWidget>, webView: UnsafeMutablePointer<WebKitWebView>,
            page: OpaquePointer?, to file: URL
        ) -> String? {
            let width = gtk_widget_get_width(window)
            let height = gtk_widget_get_height(window)
            guard width > 0, height > 0 else { return "the window has not been drawn yet" }
            guard let renderer = gtk_native_get_renderer(OpaquePointer(rawObject(window))) else {
                return "the window has no renderer"
            }
            // A paintable of the window itself draws nothing in GTK 4.8; its children (title bar and content)
            // are drawn one by one at their places instead.
            let snapshot = gtk_snapshot_new()
            var child = gtk_widget_get_first_child(window)
            while let widget = child {
                child = gtk_widget_get_next_sibling(widget)
                var bounds = graphene_rect_t()
                guard gtk_widget_get_visible(widget) != 0, gtk_widget_compute_bounds(widget, window, &bounds) != 0
                else { continue }
                let paintable = gtk_widget_paintable_new(widget)
                gtk_snapshot_save(snapshot)
                var origin = bounds.origin
                gtk_snapshot_translate(snapshot, &origin)
                gdk_paintable_snapshot(
                    paintable, OpaquePointer(rawObject(snapshot)), Double(bounds.size.width),
                    Double(bounds.size.height))
                gtk_snapshot_restore(snapshot)
                g_object_unref(rawObject(paintable))
            }
            var pageBounds = graphene_rect_t()
            if let page, gtk_widget_compute_bounds(typedObject(rawObject(webView)), window, &pageBounds) != 0 {
                gtk_snapshot_append_texture(snapshot, page, &pageBounds)
            }
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return "the window drew nothing" }
            defer { gsk_render_node_unref(node) }
            guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
                return "GTK could not render the window"
            }
            defer { g_object_unref(rawObject(texture)) }
            guard gdk_texture_save_to_png(texture, file.path) != 0 else {
                return "cannot write \(file.lastPathComponent)"
            }
            return nil
        }
    }

    /// Waits for one `after-paint` of a frame clock, then runs its body once and disconnects.
    @GtkActor
    private final class PaintWaiter {
        let clock: OpaquePointer
        let body: @GtkActor () -> Void
        var handler: gulong = 0

        init(clock: OpaquePointer, body: @escaping @GtkActor () -> Void) {
            self.clock = clock
            self.body = body
        }

        func fire() {
            g_signal_handler_disconnect(rawObject(clock), handler)
            body()
            Unmanaged.passUnretained(self).release()
        }
    }
#endif
