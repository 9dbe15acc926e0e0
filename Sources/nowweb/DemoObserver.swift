import Foundation
import NowWeb

/// Follows a controller's activities and describes how a load or a recovery ended.
@MainActor
final class DemoObserver {
    private var activities: [NowWebViewController.Activity] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var observation: NowWebObservation?

    /// Follows `controller`; `onBridge` runs for every load the controller bridges with the bearer token.
    init(_ controller: NowWebViewController, onBridge: @escaping @MainActor () -> Void = {}) {
        observation = controller.addObserver { [weak self] activity in
            if case .bridged = activity { onBridge() }
            self?.activities.append(activity)
            if activity.endsLoad { self?.wake() }
        }
    }

    /// How the next page load ended: where it landed, or why it failed.
    func pageOutcome() async -> String {
        await settle()
        return describe(activities)
    }

    /// How the next recovery ended.
    func recoveryOutcome() async -> String {
        activities.removeAll()
        await settle()
        return describe(activities)
    }

    /// Stops following the controller.
    func stop() { observation?.cancel() }

    /// Ends the wait of ``pageOutcome()`` or ``recoveryOutcome()`` now, whatever happened so far.
    func giveUp() { wake() }

    /// Waits for the next finished page, failure or unsupported URL.
    private func settle() async {
        await withCheckedContinuation { waiter = $0 }
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }

    private func describe(_ activities: [NowWebViewController.Activity]) -> String {
        var parts: [String] = []
        for activity in activities {
            switch activity {
            case .bridged(let url): parts.append("bearer load of \(url.path)")
            case .expiryDetected(let reason): parts.append("login redirect caught (\(reason.rawValue)), hop cancelled")
            case .expiryPredicted(let reason):
                parts.append("session predicted ended (\(reason.rawValue)), navigation cancelled before it went out")
            case .recovered(let url): parts.append("recovered \(url.path) with a valid token")
            case .finished(let url): parts.append("finished \(url.path)")
            case .failed(let error): parts.append("failed: \(error.localizedDescription)")
            case .unsupportedURL(let url): parts.append("unsupported URL \(url.redactedForLog)")
            case .themePreferenceWritten: parts.append("theme preference written")
            case .themePreferenceFailed(let reason): parts.append("theme preference not written (\(reason))")
            case .inputRestored(let fields): parts.append("\(fields) typed fields put back")
            case .inputOverLimit(let kept): parts.append("form over the keeping limit (\(kept) fields kept)")
            case .sessionEndApproaching(let warning): parts.append("session ends soon (\(warning.reason.rawValue))")
            case .appLocked: parts.append("page covered by the app lock")
            case .appUnlocked: parts.append("app lock opened")
            @unknown default: parts.append("another activity")
            }
        }
        let text = parts.joined(separator: " → ")
        return activities.contains { if case .recovered = $0 { true } else { false } } ? "recovered: " + text : text
    }
}
