import Foundation
import NowInternal
import NowSDK

/// Keeps what the user typed into a page's form across one recovery that loads the page again, for one
/// controller's ``WebPageSession``: in memory only, one snapshot at a time.
///
/// When it is read: a form a frame sends is read by the engine's submit listener in the capture phase of its
/// `submit` event, while the page still exists (``submitted(_:)``), because a form in an instance frame
/// (`gsft_main`) that meets the expiry may show the login page in its frame before any recovery starts. Kept for
/// ``submissionWindow``. Every expiry reads the page when it is detected (``expiryDetected()``): the page shown is
/// still the old one, since a login hop is cancelled before it commits, and the recovery's load waits for the read
/// (``afterReading(_:)``, at most ``readDeadline``), so the old document is read, never the new one; a
/// submission's snapshot within its window completes that read with the frames it no longer finds.
///
/// When it goes: put back when the recovery's page finished loading and is the same page (``pageFinished(_:)``);
/// dropped when it lands elsewhere, when a page commits without a recovery, on ``drop()`` (the service closed: its
/// user logged out) and with the session.
@MainActor
package final class FormKeeper {
    /// How long a submitted form's snapshot waits for the recovery it may need: a form that met the expiry shows
    /// the login page (and the recovery starts) within a round trip or two; an expiry later than this is read anew,
    /// so what the user typed after sending a form that stayed on its page is not lost to the older snapshot.
    package static let submissionWindow: TimeInterval = 30
    /// The longest a recovery's load waits for the page to be read.
    package static let readDeadline: Duration = .seconds(2)

    /// The engine's runner of scripts in the isolated world of the main frame
    /// (``WebEngineCapabilities/isolatedWorldScript``), asked each time (a deferred engine gets its real one
    /// later); `nil` when the engine cannot, and then nothing is ever read.
    private let scriptRunner: @MainActor () -> (@MainActor (String) async throws -> String?)?
    private let clock: NowClock
    /// What the user hears: the form was over the limit, or its values were put back.
    private let report: @MainActor (NowWebViewController.Activity) -> Void
    /// The snapshot kept, and when it was read.
    private var kept: (snapshot: FormSnapshot, at: Date)?
    /// Whether a recovery showed a page whose load has not finished yet.
    private var awaitsLanding = false
    /// The read under way, if any, and the loads that wait for it.
    private var reading: Task<Void, Never>?
    private var waitingLoads: [@MainActor () -> Void] = []

    /// A keeper that reads through the engine's runner `scriptRunner` gives (nothing without one) and tells
    /// `report`.
    package init(
        scriptRunner: @escaping @MainActor () -> (@MainActor (String) async throws -> String?)?, clock: NowClock,
        report: @escaping @MainActor (NowWebViewController.Activity) -> Void
    ) {
        self.scriptRunner = scriptRunner
        self.clock = clock
        self.report = report
    }

    isolated deinit { reading?.cancel() }

    /// Whether a snapshot is kept now (for tests: it is gone after logout).
    package var holdsSnapshot: Bool { kept != nil }

    /// A message of the engine's submit listener (handler ``FormKeep/handlerName``): its snapshot replaces the one
    /// kept. A malformed one is dropped.
    package func submitted(_ message: ScriptMessage) {
        guard scriptRunner() != nil, message.handlerName == FormKeep.handlerName,
            message.body.utf8.count <= FormKeep.maximumMessageLength,
            let body = try? JSONValue(parsing: message.body), body["kind"]?.stringValue == "submit",
            let value = body["kept"], let snapshot = FormSnapshot(value)
        else { return }
        keep(snapshot)
    }

    /// A recovery starts: the page is read now, and loads wait for it (``afterReading(_:)``). A submission's snapshot
    /// read within ``submissionWindow`` completes the read (``FormSnapshot/completed(by:)``): the read wins for the
    /// documents still shown, so what was typed after the form was sent is kept, and the submission's holds the
    /// fields of a frame that no longer shows its form; it stays as it is when the read fails.
    package func expiryDetected() {
        awaitsLanding = false
        if let kept, clock.now().timeIntervalSince(kept.at) > Self.submissionWindow { self.kept = nil }
        guard let runScript = scriptRunner(), reading == nil else { return }
        let (timer, script) = (clock.timer, FormKeep.snapshotScript)
        reading = Task { [weak self] in
            let text = try? await Deadline.run(within: Self.readDeadline, on: timer, timeoutError: CancellationError())
            {
                @MainActor in try await runScript(script)
            }
            guard let self else { return }
            if let text = text ?? nil, let read = FormSnapshot(json: text) {
                let submitted = kept?.snapshot
                // A limit the submission's snapshot was over has been said already.
                keep(submitted.map(read.completed(by:)) ?? read, saysOverLimit: submitted?.isOverLimit != true)
            }
            reading = nil
            let loads = waitingLoads
            waitingLoads = []
            for load in loads { load() }
        }
    }

    /// Runs `load` once the page was read, at once when no read is under way.
    package func afterReading(_ load: @escaping @MainActor () -> Void) {
        guard reading != nil else { return load() }
        waitingLoads.append(load)
    }

    /// The main frame committed a page: a recovery's keeps the snapshot for its load's end (``pageFinished(_:)``);
    /// any other drops it (a form's own result page, a link), unless a read is under way for a recovery.
    package func committed(byRecovery: Bool) {
        awaitsLanding = byRecovery && kept != nil
        if !byRecovery && reading == nil { kept = nil }
    }

    /// The main frame finished loading `url`: after a recovery, the values go back when it is the page they were
    /// read from, and are dropped either way.
    package func pageFinished(_ url: URL) {
        guard awaitsLanding, let snapshot = kept?.snapshot else { return }
        awaitsLanding = false
        kept = nil
        guard let runScript = scriptRunner(), FormKeep.pageKey(of: url) == snapshot.page, snapshot.fieldCount > 0 else {
            return
        }
        let report = report
        Task {
            guard let text = try? await runScript(FormKeep.restoreScript(snapshot)),
                let answer = try? JSONValue(parsing: text), case .number(let restored)? = answer["restored"]
            else { return }
            report(.inputRestored(fields: Int(restored)))
        }
    }

    /// Forgets what was kept (logout, the session's end).
    package func drop() {
        kept = nil
        awaitsLanding = false
    }

    private func keep(_ snapshot: FormSnapshot, saysOverLimit: Bool = true) {
        kept = (snapshot, clock.now())
        if snapshot.isOverLimit, saysOverLimit { report(.inputOverLimit(keptFields: snapshot.fieldCount)) }
    }
}
