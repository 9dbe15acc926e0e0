import Foundation

/// A value guarded by a lock, for tiny synchronous state shared across threads.
///
/// Hold the lock only for the duration of `withLock`; never `await` or call out to unknown code inside it.
package final class Locked<Value>: @unchecked Sendable {
    // Safe because every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    package var current: Value { withLock { $0 } }
}
