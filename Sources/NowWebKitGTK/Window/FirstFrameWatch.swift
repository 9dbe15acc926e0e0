#if WebKitGTK
    import CWebKitGTK

    /// Resumes a continuation once a widget's frame clock has painted a frame: a tick callback runs at the
    /// start of each frame, so its second run comes after the first frame's paint.
    @GtkActor
    enum FirstFrameWatch {
        private final class Watch {
            let drawn: CallbackContinuation<Void>
            var ticks = 0

            init(_ drawn: CallbackContinuation<Void>) { self.drawn = drawn }
        }

        /// Watches `widget` (shown already) and resumes `drawn` after its first painted frame.
        static func start(on widget: UnsafeMutablePointer<GtkWidget>?, then drawn: CallbackContinuation<Void>) {
            let watch = Unmanaged.passRetained(Watch(drawn)).toOpaque()
            gtk_widget_add_tick_callback(
                widget,
                { _, _, userData in
                    let watch = Unmanaged<Watch>.fromOpaque(userData!).takeUnretainedValue()
                    watch.ticks += 1
                    guard watch.ticks >= 2 else { return 1 }
                    watch.drawn.resume(.success(()))
                    return 0
                },
                watch,
                { userData in
                    // GTK drops the callback when it returns 0 or the widget goes: either way the waiter is done.
                    let watch = Unmanaged<Watch>.fromOpaque(userData!).takeRetainedValue()
                    watch.drawn.resume(.failure(WebKitGTKError.closed))
                })
        }
    }
#endif
