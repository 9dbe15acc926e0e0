import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Joinable POSIX threads: Foundation's `Thread` cannot be joined, and shutdown must prove every thread ended.
package enum PlatformThread {
    fileprivate final class Body {
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
        // Darwin's pthread_t is a pointer that pthread_create fills in as an optional; Glibc's is an integer.
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        // The start routine's argument is optional on Glibc and not on Darwin; `runThreadBody(_:)` takes either.
        let result = pthread_create(&thread, nil, { runThreadBody($0) }, context)
        precondition(result == 0, "pthread_create failed with \(result)")
        #if canImport(Darwin)
            guard let thread else { preconditionFailure("pthread_create returned no thread") }
        #endif
        return thread
    }

    /// Waits for `thread` to end.
    package static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }
}

private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let body = Unmanaged<PlatformThread.Body>.fromOpaque(context).takeRetainedValue()
    Thread.current.name = String(body.name.prefix(15))
    body.run()
    return nil
}
