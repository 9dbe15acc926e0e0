import Foundation
import NowWeb

/// Follows one controller's activities so that a benchmark can time how long it takes to reach one.
@MainActor
final class LoadProbe {
    private var activities: [NowWebViewController.Activity] = []
    /// When each activity arrived, in the order of `activities`.
    private(set) var arrivals: [ContinuousClock.Instant] = []
    private var cursor = 0
    private var waiter: CheckedContinuation<Void, Never>?

    init(_ controller: NowWebViewController) {
        controller.addObserver { [weak self] activity in
            self?.activities.append(activity)
            self?.arrivals.append(ContinuousClock.now)
            self?.waiter?.resume()
            self?.waiter = nil
        }
    }

    /// Waits for the next activity after the last one awaited that `match` maps to a value, and returns that.
    ///
    /// - Throws: `BenchmarkFailure` when the controller fails, or nothing matches within `timeout`.
    func next<Value>(
        _ label: String, within timeout: Duration = .seconds(60),
        _ match: (NowWebViewController.Activity) -> Value?
    ) async throws -> Value {
        let deadline = ContinuousClock.now + timeout
        let alarm = Task { [weak self] in
            try? await Task.sleep(until: deadline)
            self?.waiter?.resume()
            self?.waiter = nil
        }
        defer { alarm.cancel() }
        while true {
            while cursor < activities.count {
                let activity = activities[cursor]
                cursor += 1
                if let value = match(activity) { return value }
                if case .failed(let error) = activity {
                    throw BenchmarkFailure(description: "\(label): \(error.localizedDescription)")
                }
            }
            guard ContinuousClock.now < deadline else {
                throw BenchmarkFailure(description: "\(label): nothing within \(timeout); saw \(activities)")
            }
            await withCheckedContinuation { waiter = $0 }
        }
    }

    /// When the last activity that `match` accepts arrived, if any did.
    func lastArrival(of match: (NowWebViewController.Activity) -> Bool) -> ContinuousClock.Instant? {
        activities.lastIndex(where: match).map { arrivals[$0] }
    }

    /// The activities that arrived at or after `instant`, in order.
    func activities(since instant: ContinuousClock.Instant) -> [NowWebViewController.Activity] {
        zip(activities, arrivals).filter { $0.1 >= instant }.map(\.0)
    }

    /// Waits for the next finished page and returns its URL.
    @discardableResult
    func finished(_ label: String) async throws -> URL {
        try await next(label) { activity -> URL? in
            if case .finished(let url) = activity { return url }
            return nil
        }
    }

    /// Waits until the controller shows the page a navigation to `path` ended on: that page finished, or the
    /// page a recovery reported on the way finished. Returns the path shown and whether a recovery showed it.
    func landed(on path: String, _ label: String) async throws -> (path: String, recovered: Bool) {
        var recovered: URL?
        return try await next(label) { activity -> (path: String, recovered: Bool)? in
            switch activity {
            case .recovered(let url):
                recovered = url
                return nil
            case .finished(let url) where url.path == path || url == recovered:
                return (url.path, recovered != nil)
            default:
                return nil
            }
        }
    }

    /// Waits for the next recovery and returns the page it showed.
    func recovered(_ label: String) async throws -> URL {
        try await next(label) { activity -> URL? in
            if case .recovered(let url) = activity { return url }
            return nil
        }
    }
}

/// A benchmark that ran but could not measure what it should: printed as one line, exit code 1.
struct BenchmarkFailure: Error, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}
