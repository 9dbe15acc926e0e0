#if WebKitGTK
    import CWebKitGTK

    /// The global actor of every GTK and WebKitGTK call: its jobs run on the "gtk" thread's GLib main loop.
    ///
    /// GTK is single-threaded: every widget, WebKit view and network session must be touched from the thread
    /// that initialised GTK. `@GtkActor` code gets there with a plain `await`, and C signal callbacks, which
    /// GLib invokes on that thread, enter the actor with ``assumeIsolated(_:)``.
    @globalActor
    public actor GtkActor {
        /// The shared instance.
        public static let shared = GtkActor()
        private static let executor = GLibExecutor()

        /// The executor that posts jobs onto the GLib main loop.
        public nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }

        /// Runs `operation` isolated to the actor; traps unless called on the GTK thread.
        ///
        /// For C callbacks that GLib dispatches from its main loop, where the Swift runtime does not know
        /// that the code already runs on the actor's executor.
        static func assumeIsolated<T>(_ operation: @GtkActor () throws -> T) rethrows -> T {
            shared.preconditionIsolated()
            // The precondition proved we are on the executor, so dropping the isolation from the type is safe.
            return try withoutActuallyEscaping(operation) { operation in
                try unsafeBitCast(operation, to: (() throws -> T).self)()
            }
        }
    }

    /// A serial executor over the default GLib main context, run by the "gtk" thread.
    ///
    /// `@unchecked Sendable`: the executor holds no state; GLib's `g_idle_add_full` is thread-safe and the
    /// main context runs one job at a time, which is what makes it serial.
    final class GLibExecutor: SerialExecutor, @unchecked Sendable {
        private final class Job {
            let job: UnownedJob
            let executor: UnownedSerialExecutor

            init(_ job: UnownedJob, _ executor: UnownedSerialExecutor) {
                self.job = job
                self.executor = executor
            }
        }

        func enqueue(_ job: consuming ExecutorJob) {
            let box = Job(UnownedJob(job), asUnownedSerialExecutor())
            // Idle sources of equal priority run in the order they were added, which keeps jobs FIFO.
            g_idle_add_full(
                G_PRIORITY_DEFAULT,
                { userData in
                    let box = Unmanaged<Job>.fromOpaque(userData!).takeRetainedValue()
                    box.job.runSynchronously(on: box.executor)
                    return 0
                },
                Unmanaged.passRetained(box).toOpaque(),
                nil
            )
        }

        func asUnownedSerialExecutor() -> UnownedSerialExecutor {
            UnownedSerialExecutor(ordinary: self)
        }

        func checkIsolated() {
            precondition(g_main_context_is_owner(g_main_context_default()) != 0, "not on the GTK thread")
        }
    }
#endif
