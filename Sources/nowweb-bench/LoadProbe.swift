import Foundation
import NowWeb

/// Follows one controller's activities so that a benchmark can time how long it takes to reach one.
@MainActor
final class LoadProbe {
    private var activities: [NowWebViewController.Activity] = []
    private var cursor = 0
    private var waiter: CheckedContinuation<Void, Never>?

    init(_ controller: NowWebViewController) {
        controller.activityHandler = { [weak self] activity in
            self?.activities.append(activity)
            self?.waiter?.resume()
            self?.waiter = nil
        }
    }

    /// Waits for the next activity after the last one awaited that matches `predicate`, and returns it.
    ///
    /// - Throws: `BenchmarkFailure` when the controller fails, or nothing matches within `timeout`.
    @discardableResult
    func next(
        _ label: String, within timeout: Duration = .seconds(60),
        _ predicate: (NowWebViewController.Activity) -> Bool
    ) async throws -> NowWebViewController.Activity {
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
                if predicate(activity) { return activity }
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

    /// Waits for the next finished page and returns its URL.
    @discardableResult
    func finished(_ label: String) async throws -> URL {
        guard case .finished(let url) = try await next(label, { if case .finished = $0 { true } else { false } })
        else { preconditionFailure("the predicate admits only finished pages") }
        return url
    }

    /// Waits for the next recovery.
    func recovered(_ label: String) async throws -> URL {
        guard case .recovered(let url) = try await next(label, { if case .recovered = $0 { true } else { false } })
        else { preconditionFailure("the predicate admits only recoveries") }
        return url
    }
}

/// A benchmark that ran but could not measure what it should: printed as one line, exit code 1.
struct BenchmarkFailure: Error, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}
