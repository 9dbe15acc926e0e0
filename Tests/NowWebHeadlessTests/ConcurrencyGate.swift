import Foundation

/// Holds each request a server thread serves until `width` are in flight at once, or until all `total` have
/// arrived, and records the peak: a test of a concurrency limit that does not depend on timing.
///
/// A request that waits longer than `patience` (the engine never reached `width`) goes on and marks the gate
/// as timed out, so that such a test fails with a message instead of hanging.
final class ConcurrencyGate: @unchecked Sendable {
    // Safe because every member is read and written under `condition`.
    private let condition = NSCondition()
    private let width: Int
    private let total: Int
    private let patience: TimeInterval
    private var inFlight = 0
    private var arrived = 0
    private var open = false
    private var highest = 0
    private var waitedTooLong = false

    init(width: Int, total: Int, patience: TimeInterval = 30) {
        self.width = width
        self.total = total
        self.patience = patience
    }

    /// The most requests in flight at once.
    var peak: Int { condition.withLock { highest } }
    /// Whether a request gave up waiting for the others.
    var timedOut: Bool { condition.withLock { waitedTooLong } }

    /// Called on the server thread for each request; returns when the request may be answered.
    func pass() {
        condition.lock()
        defer { condition.unlock() }
        inFlight += 1
        arrived += 1
        highest = max(highest, inFlight)
        if inFlight >= width || arrived >= total { open = true }
        condition.broadcast()
        let deadline = Date(timeIntervalSinceNow: patience)
        while !open {
            if !condition.wait(until: deadline) {
                waitedTooLong = true
                break
            }
        }
        inFlight -= 1
        // The next batch waits again until it is full.
        if inFlight == 0, arrived < total { open = false }
    }
}
