#if WebKitGTK
    import CWebKitGTK
    import Foundation

    // Page-level operations that finish in a GAsyncReadyCallback: scripts and snapshots; and the window.
    extension WebKitGTKView {
        func evaluate(_ script: String, _ continuation: CallbackContinuation<String?>, world: String? = nil) {
            let ready = AsyncReady { source, result in
                var error: UnsafeMutablePointer<GError>?
                let view: UnsafeMutablePointer<WebKitWebView>? = typedObject(rawObject(source))
                guard let value = webkit_web_view_evaluate_javascript_finish(view, result, &error) else {
                    continuation.resume(.failure(WebKitGTKError.javaScript(consumeError(error))))
                    return
                }
                defer { g_object_unref(rawObject(value)) }
                if jsc_value_is_undefined(value) != 0 || jsc_value_is_null(value) != 0 {
                    continuation.resume(.success(nil))
                    return
                }
                let text = jsc_value_to_string(value)
                defer { g_free(text) }
                continuation.resume(.success(string(text)))
            }
            webkit_web_view_evaluate_javascript(webView, script, -1, world, nil, nil, ready.callback, ready.userData)
        }

        func snapshot(to file: URL, _ continuation: CallbackContinuation<Void>) {
            let ready = AsyncReady { source, result in
                var error: UnsafeMutablePointer<GError>?
                let view: UnsafeMutablePointer<WebKitWebView>? = typedObject(rawObject(source))
                guard let texture = webkit_web_view_get_snapshot_finish(view, result, &error) else {
                    continuation.resume(.failure(WebKitGTKError.snapshot(consumeError(error))))
                    return
                }
                defer { g_object_unref(rawObject(texture)) }
                guard gdk_texture_save_to_png(texture, file.path) != 0 else {
                    continuation.resume(.failure(WebKitGTKError.snapshot("cannot write \(file.lastPathComponent)")))
                    return
                }
                continuation.resume(.success(()))
            }
            webkit_web_view_get_snapshot(
                webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil, ready.callback,
                ready.userData)
        }

        func showWindow(_ configuration: WebKitGTKEngine.WindowConfiguration, drawn: CallbackContinuation<Void>?) {
            if window == nil {
                let window = gtk_window_new()
                gtk_window_set_child(typedObject(rawObject(window)), typedObject(rawObject(webView)))
                self.window = window
            }
            let gtkWindow: UnsafeMutablePointer<GtkWindow>? = typedObject(rawObject(window))
            gtk_window_set_default_size(gtkWindow, gint(configuration.width), gint(configuration.height))
            gtk_window_set_title(gtkWindow, string(webkit_web_view_get_title(webView)) ?? configuration.title)
            gtk_window_present(gtkWindow)
            if let drawn { FirstFrameWatch.start(on: typedObject(rawObject(window)), then: drawn) }
        }

        func withWidget<T>(_ body: @GtkActor (UnsafeMutableRawPointer) -> T) -> T {
            body(UnsafeMutableRawPointer(webView))
        }
    }

    /// A Swift closure behind a `GAsyncReadyCallback`; it retains itself until the callback ran once.
    @GtkActor
    final class AsyncReady {
        private let handler: @GtkActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void

        init(_ handler: @escaping @GtkActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) {
            self.handler = handler
        }

        /// The C callback to pass along with ``userData``.
        var callback: GAsyncReadyCallback {
            { source, result, userData in
                GtkActor.assumeIsolated {
                    Unmanaged<AsyncReady>.fromOpaque(userData!).takeRetainedValue().handler(source, result)
                }
            }
        }

        /// A retained reference that the callback releases.
        var userData: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }
    }
#endif
