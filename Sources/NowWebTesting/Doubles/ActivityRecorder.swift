import Foundation
import NowWeb

// swift-check: given controller: NowWebViewController
/// Records a controller's activities (an observer added with `NowWebViewController/addObserver(_:)`) and lets a test await
/// the next one after the last it awaited: a page finished, a recovery, a failure.
///
/// ```swift
/// let activity = ActivityRecorder(controller)
/// controller.loadPage()
/// let page = try await activity.finished()
/// ```
///
/// A wait that sees nothing within its patience throws ``ActivityRecorder/Missing`` listing the activities so
/// far, so that a test which expected one fails saying what it saw. Not `Sendable`: it lives on the main
/// actor, like the controller.
@MainActor
public final class ActivityRecorder {
    /// No matching activity came in time.
    public struct Missing: Error, CustomStringConvertible {
        /// How long the wait lasted.
        public let patience: Duration
        /// Every activity recorded when the wait gave up.
        public let seen: [NowWebViewController.Activity]

        /// `no matching activity within <patience>; saw [...]`.
        public var description: String { "no matching activity within \(patience); saw \(seen)" }
    }

    /// Every activity, in order.
    public private(set) var activities: [NowWebViewController.Activity] = []
    private var cursor = 0
    private let waiters = EventWaiters<NowWebViewController.Activity>()

    /// Starts recording `controller`'s activities; it replaces the controller's activity handler.
    ///
    /// - Parameter controller: The controller to watch.
    public init(_ controller: NowWebViewController) {
        controller.addObserver { [weak self] activity in
            guard let self else { return }
            activities.append(activity)
            waiters.deliver(activity)
        }
    }

    /// The first activity after the last one awaited that `matches`, waiting for it when none is recorded.
    ///
    /// - Parameters:
    ///   - patience: How long to wait; 40 seconds by default.
    ///   - matches: Which activity to wait for.
    /// - Returns: The activity.
    /// - Throws: ``Missing`` when none came within `patience` or the waiting task was cancelled.
    @discardableResult
    public func next(
        patience: Duration = .seconds(40), _ matches: @escaping (NowWebViewController.Activity) -> Bool
    ) async throws -> NowWebViewController.Activity {
        if let index = activities[cursor...].firstIndex(where: matches) {
            cursor = index + 1
            return activities[index]
        }
        let start = activities.count
        guard let activity = await waiters.next(patience: patience, matches),
            let index = activities[start...].firstIndex(where: matches)
        else { throw Missing(patience: patience, seen: activities) }
        cursor = index + 1
        return activity
    }

    /// Waits for the main frame to finish a page.
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: The page's URL.
    /// - Throws: ``Missing`` as for ``next(patience:_:)``.
    @discardableResult
    public func finished(patience: Duration = .seconds(40)) async throws -> URL {
        guard
            case .finished(let url) = try await next(
                patience: patience, { if case .finished = $0 { true } else { false } })
        else { throw Missing(patience: patience, seen: activities) }
        return url
    }

    /// Waits for the controller to hand the app a URL it does not show (`NowWebViewController.Activity.unsupportedURL`).
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: The URL the delegate was given.
    /// - Throws: ``Missing`` as for ``next(patience:_:)``.
    @discardableResult
    public func unsupportedURL(patience: Duration = .seconds(40)) async throws -> URL {
        guard
            case .unsupportedURL(let url) = try await next(
                patience: patience, { if case .unsupportedURL = $0 { true } else { false } })
        else { throw Missing(patience: patience, seen: activities) }
        return url
    }

    /// Waits for the controller to report a failure.
    ///
    /// - Parameter patience: How long to wait; 40 seconds by default.
    /// - Returns: The error the delegate was given.
    /// - Throws: ``Missing`` as for ``next(patience:_:)``.
    @discardableResult
    public func failed(patience: Duration = .seconds(40)) async throws -> NowWebError {
        guard
            case .failed(let error) = try await next(
                patience: patience, { if case .failed = $0 { true } else { false } })
        else { throw Missing(patience: patience, seen: activities) }
        return error
    }
}
