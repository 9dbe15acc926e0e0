#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal

    /// The process's one GTK thread: it initialises GTK, then runs the GLib main loop that ``GtkActor`` uses.
    ///
    /// GTK can be initialised once per process and owns the default main context from then on, so this is
    /// process-wide by nature rather than a setting.
    enum GtkRuntime {
        /// The outcome of starting GTK, computed on first use; `static let` makes the start happen once.
        private static let startup: Result<Void, WebKitGTKError> = {
            let outcome = Locked<Result<Void, WebKitGTKError>?>(nil)
            let started = DispatchSemaphore(value: 0)
            let thread = Thread {
                guard gtk_init_check() != 0 else {
                    outcome.withLock { $0 = .failure(.noDisplay) }
                    started.signal()
                    return
                }
                // WebKit releases its default web context from a static destructor, which runs on whichever
                // thread calls exit() and aborts there unless it is the GTK thread. An extra reference keeps
                // that destructor from disposing the context; the process is ending anyway.
                g_object_ref(rawObject(webkit_web_context_get_default()))
                let loop = g_main_loop_new(nil, 0)
                outcome.withLock { $0 = .success(()) }
                started.signal()
                g_main_loop_run(loop)
            }
            thread.name = "gtk"
            thread.start()
            started.wait()
            return outcome.withLock { $0 } ?? .failure(.noDisplay)
        }()

        /// Starts GTK on its own thread unless it already runs.
        ///
        /// - Throws: ``WebKitGTKError/noDisplay`` when GTK cannot open a display (no X server or Wayland
        ///   compositor): run under `xvfb-run`.
        static func start() throws(WebKitGTKError) {
            // Whatever uses WebKit here also has a logout wipe the stores it left on disk (R3-M-1).
            WebKitGTKDataStore.joinLogout()
            try startup.get()
        }
    }
#endif
