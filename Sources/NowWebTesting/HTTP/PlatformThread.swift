import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Joinable POSIX threads: Foundation's `Thread` cannot be joined, and shutdown must prove every thread ended.
package enum PlatformThread {
    private final class Body {
        let name: String
        let run: () -> Void
        init(name: String, run: @escaping () -> Void) {
            self.name = name
            self.run = run
        }
    }

    /// Starts a joinable thread named `name` (at most 15 bytes are kept) running `body`.
    package static func spawn(name: String, _ body: @escaping @Sendable () -> Void) -> pthread_t {
        let context = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                Thread.current.name = String(body.name.prefix(15))
                body.run()
                return nil
            }, context)
        precondition(result == 0, "pthread_create failed with \(result)")
        return thread
    }

    /// Waits for `thread` to end.
    package static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }
}
