import Dispatch

/// Runs calls that may block for a while on a thread of their own, never on one of Swift concurrency's
/// cooperative threads (as many as there are cores: two on a small CI machine).
///
/// FoundationNetworking's `URLSession.dataTask(with:completionHandler:)`, `URLSessionTask.resume()` and
/// `cancel()` wait (`DispatchQueue.sync`) for a serial queue that every URLSession of the process shares. On a
/// cooperative thread that wait stalled every other task of the process for as long as that queue was busy.
package enum BlockingCallQueue {
    // A serial queue gets a thread of its own from Dispatch, outside the cooperative pool.
    private static let queue = DispatchQueue(label: "dev.nowweb.blocking-calls")

    /// Runs `work` soon, in order with the other calls, on the queue's thread.
    package static func run(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }
}
