import Foundation
import NowInternal
import NowWebTesting

/// Drives a loopback HTTP server from many keep-alive connections, one blocking thread each, so the
/// client side costs as little as possible and the figure measures the server.
struct LoadGenerator {
    /// What one run measured.
    struct Result {
        var requests: Int
        var failures: Int
        var elapsed: Duration
        var latencies: [Duration]

        var requestsPerSecond: Double { Double(requests) / max(elapsed.secondsValue, 1e-9) }

        /// The latency at `fraction` (0...1) of the sorted samples.
        func latency(at fraction: Double) -> Duration {
            guard !latencies.isEmpty else { return .zero }
            let sorted = latencies.sorted()
            return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
    }

    var port: UInt16
    var connections: Int
    var duration: Duration
    /// The request each connection sends, in a loop: method, target and headers.
    var request: (method: String, target: String, headers: [(String, String)])

    /// Runs the load for `duration` and returns the totals.
    func run() -> Result {
        let deadline = ContinuousClock.now + duration
        let start = ContinuousClock.now
        let results = (0..<connections).map { _ in Counter() }
        let request = self.request
        let port = self.port
        let threads = results.map { counter in
            PlatformThread.spawn(name: "nwbench") {
                guard let client = try? LoopbackHTTPClient(port: port) else {
                    counter.failures += 1
                    return
                }
                while ContinuousClock.now < deadline {
                    let sent = ContinuousClock.now
                    guard let response = try? client.request(request.method, request.target, headers: request.headers),
                        response.status < 400
                    else {
                        counter.failures += 1
                        return
                    }
                    counter.latencies.append(.now - sent)
                }
            }
        }
        for thread in threads { PlatformThread.join(thread) }
        let elapsed = ContinuousClock.now - start
        return Result(
            requests: results.reduce(0) { $0 + $1.latencies.count }, failures: results.reduce(0) { $0 + $1.failures },
            elapsed: elapsed, latencies: results.flatMap(\.latencies))
    }

    /// One connection's tally, written only by its own thread and read after `join`.
    private final class Counter: @unchecked Sendable {
        // Safe because exactly one thread writes it and the reader runs after that thread was joined.
        var latencies: [Duration] = []
        var failures = 0
    }
}
