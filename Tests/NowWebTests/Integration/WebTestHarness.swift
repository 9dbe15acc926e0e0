import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// Records a controller's activities and lets a test await the next one that matches.
@MainActor
final class ActivityRecorder {
    private(set) var activities: [NowWebViewController.Activity] = []
    private var cursor = 0
    private var waiter: (predicate: (NowWebViewController.Activity) -> Bool, resume: (Bool) -> Void)?

    init(_ controller: NowWebViewController) {
        controller.activityHandler = { [weak self] activity in self?.record(activity) }
    }

    private func record(_ activity: NowWebViewController.Activity) {
        activities.append(activity)
        if let waiter, waiter.predicate(activity) {
            cursor = activities.count
            self.waiter = nil
            waiter.resume(true)
        }
    }

    /// Waits for the next activity (after the last one awaited) that matches; fails after `timeout`.
    @discardableResult
    func next(
        within timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: @escaping (NowWebViewController.Activity) -> Bool
    ) async -> NowWebViewController.Activity? {
        if let index = activities[cursor...].firstIndex(where: predicate) {
            cursor = index + 1
            return activities[index]
        }
        let found = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            var resumed = false
            let resume: (Bool) -> Void = { value in
                guard !resumed else { return }
                resumed = true
                continuation.resume(returning: value)
            }
            waiter = (predicate, resume)
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: timeout)
                self?.waiter = nil
                resume(false)
            }
        }
        guard found else {
            Issue.record("no matching activity within \(timeout); saw \(activities)", sourceLocation: sourceLocation)
            return nil
        }
        return activities[cursor - 1]
    }

    /// Waits until the main frame finishes a page.
    @discardableResult
    func finished(sourceLocation: SourceLocation = #_sourceLocation) async -> URL? {
        guard
            case .finished(let url) = await next(
                sourceLocation: sourceLocation, { if case .finished = $0 { true } else { false } })
        else { return nil }
        return url
    }

    /// Waits until the controller reports a failure.
    @discardableResult
    func failed(sourceLocation: SourceLocation = #_sourceLocation) async -> NowWebError? {
        guard
            case .failed(let error) = await next(
                sourceLocation: sourceLocation, { if case .failed = $0 { true } else { false } })
        else { return nil }
        return error
    }
}

enum WebTestHarness {
    static let user = "abel.tuter"
    static let password = "Abel.Tuter-1"

    /// A core service that signs `user` in with the password grant, on the emulator's clock.
    static func makeCore(
        _ instance: InstanceEmulator, logSink: (any NowLogSink)? = nil
    ) throws -> NowCoreService {
        try instance.makePasswordCore(logSink: logSink)
    }

    /// A web service on the emulator with its own core.
    static func makeService(
        _ instance: InstanceEmulator, core: NowCoreService? = nil,
        options: NowWebService.Options = NowWebService.Options()
    ) async throws -> NowWebService {
        var options = options
        options.now = { instance.now }
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try core ?? makeCore(instance), options: options)
    }

    /// Makes a controller for `path`, with a recording delegate and activity recorder.
    @MainActor
    static func open(
        _ path: String, on service: NowWebService
    ) throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder) {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate).get()
        return (controller, delegate, ActivityRecorder(controller))
    }
}
