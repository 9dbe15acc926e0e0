import Foundation
import NowInternal

/// A one-way switch that wakes every waiter when the server stops, so no thread sleeps through shutdown.
package final class StopSignal: Sendable {
    private let condition = Locked(false)
    private let waker = NSCondition()

    /// Creates an unset signal.
    package init() {}

    /// Whether `stop()` was called.
    package var isStopped: Bool { condition.current }

    /// Sets the signal and wakes every waiter.
    package func stop() {
        waker.lock()
        condition.withLock { $0 = true }
        waker.broadcast()
        waker.unlock()
    }

    /// Waits for `duration` or until the signal is set; returns `true` when it was set.
    package func wait(for duration: Duration) -> Bool {
        let deadline = Date(timeIntervalSinceNow: duration.secondsValue)
        waker.lock()
        defer { waker.unlock() }
        while !condition.current {
            if !waker.wait(until: deadline) { return condition.current }
        }
        return true
    }
}
