import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// The keeper of a form's input across a recovery, without an engine: its script runner is a double that records
/// what it was asked to run and answers with a scripted snapshot.
@Suite("FormKeeper") @MainActor
struct FormKeeperTests {
    /// A runner that answers the snapshot script with `snapshot` and counts restores.
    @MainActor final class Runner {
        var snapshot: String?
        var restores: [String] = []
        var reads = 0

        init(snapshot: String?) { self.snapshot = snapshot }

        func run(_ script: String) async throws -> String? {
            if script.contains("\"restore\"") {
                restores.append(script)
                return #"{"restored":1,"skipped":0}"#
            }
            reads += 1
            return snapshot
        }
    }

    let page = URL(string: "https://acme.service-now.com/incident.do?sys_id=-1&sysparm_view=keep")!
    let secret = "Printer on fire in building 7"

    func snapshot(page: URL, fields: Int = 1, value: String? = nil, over: Bool = false) -> String {
        let entry = #"{"f":"","u":"","s":"","k":"input:text|incident.short_description|0","v":"VALUE"}"#
            .replacingOccurrences(of: "VALUE", with: value ?? secret)
        let list = Array(repeating: entry, count: fields).joined(separator: ",")
        return #"{"page":"\#(FormKeep.pageKey(of: page))","fields":[\#(list)],"over":\#(over),"seen":\#(fields)}"#
    }

    func keeper(_ runner: Runner, clock: ManualClock = ManualClock()) -> (
        FormKeeper, () -> [NowWebViewController.Activity]
    ) {
        var heard: [NowWebViewController.Activity] = []
        let keeper = FormKeeper(scriptRunner: { runner.run }, clock: .manual(clock), report: { heard.append($0) })
        return (keeper, { heard })
    }

    /// Waits until the keeper's read and restore tasks ran (they run on the main actor).
    func settle() async { for _ in 0..<20 { await Task.yield() } }

    @Test func aSnapshotSaysHowManyFieldsItHoldsNeverWhatTheyHold() throws {
        let kept = try #require(FormSnapshot(json: snapshot(page: page)))
        #expect("\(kept)" == "FormSnapshot(1 fields)")
        #expect(!"\(kept)".contains(secret) && !String(reflecting: kept).contains(secret))
    }

    @Test func theSamePageGetsItsValuesBackVolatileParametersAside() async throws {
        let runner = Runner(snapshot: snapshot(page: page))
        let (keeper, heard) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        #expect(runner.reads == 1 && keeper.holdsSnapshot)
        keeper.committed(byRecovery: true)
        keeper.pageFinished(URL(string: page.absoluteString + "&sysparm_ck=abc&sysparm_nostack=true")!)
        await settle()
        #expect(runner.restores.count == 1 && runner.restores[0].contains(secret))
        #expect(heard() == [.inputRestored(fields: 1)])
        #expect(!keeper.holdsSnapshot, "kept for one recovery only")
    }

    @Test func aRecoveryThatLandsElsewhereRestoresNothingAndDropsTheSnapshot() async throws {
        let runner = Runner(snapshot: snapshot(page: page))
        let (keeper, heard) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        keeper.committed(byRecovery: true)
        keeper.pageFinished(URL(string: "https://acme.service-now.com/incident.do?sys_id=2&sysparm_view=keep")!)
        await settle()
        #expect(runner.restores.isEmpty && heard().isEmpty && !keeper.holdsSnapshot)
    }

    @Test func aPageCommittedWithoutARecoveryDropsTheSnapshot() async throws {
        let runner = Runner(snapshot: snapshot(page: page))
        let (keeper, _) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        keeper.committed(byRecovery: false)
        #expect(!keeper.holdsSnapshot)
    }

    @Test func logoutDropsTheSnapshot() async throws {
        let runner = Runner(snapshot: snapshot(page: page))
        let (keeper, _) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        #expect(keeper.holdsSnapshot)
        keeper.drop()
        #expect(!keeper.holdsSnapshot)
        keeper.committed(byRecovery: true)
        keeper.pageFinished(page)
        await settle()
        #expect(runner.restores.isEmpty)
    }

    @Test func tenThousandFieldsAreNeverTakenInAndNothingBreaks() async throws {
        let runner = Runner(snapshot: snapshot(page: page, fields: 10_000))
        let (keeper, heard) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        #expect(!keeper.holdsSnapshot && heard().isEmpty)
        #expect(FormSnapshot(json: snapshot(page: page, fields: FormKeep.maximumFields)) != nil)
        #expect(FormSnapshot(json: snapshot(page: page, fields: FormKeep.maximumFields + 1)) == nil)
    }

    @Test func aFormOverTheLimitIsReportedWithWhatWasKept() async throws {
        let runner = Runner(snapshot: snapshot(page: page, fields: FormKeep.maximumFields, over: true))
        let (keeper, heard) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        #expect(heard() == [.inputOverLimit(keptFields: FormKeep.maximumFields)])
        #expect(keeper.holdsSnapshot)
    }

    @Test func aHugeValueIsRefusedWhole() async throws {
        let huge = String(repeating: "x", count: FormKeep.maximumMessageLength + 1)
        let runner = Runner(snapshot: snapshot(page: page, value: huge))
        let (keeper, _) = keeper(runner)
        keeper.expiryDetected()
        await settle()
        #expect(!keeper.holdsSnapshot)
    }

    /// A snapshot of `page` with the `fields` given as (frame path, value of `incident.short_description`), naming
    /// the `documents` (frame paths) the read walked.
    func read(_ fields: [(frame: String, value: String)], documents: [String]) -> String {
        let key = FormKeep.pageKey(of: page)
        let entries = fields.map { field in
            #"{"f":"\#(field.frame)","u":"\#(key)","s":"","k":"input:text|incident.short_description|0","v":"\#(field.value)"}"#
        }
        let docs = documents.map { #"{"f":"\#($0)","u":"\#(key)"}"# }
        return
            #"{"page":"\#(key)","fields":[\#(entries.joined(separator: ","))],"over":false,"seen":\#(fields.count),"docs":[\#(docs.joined(separator: ","))]}"#
    }

    func submission(_ snapshot: String) -> ScriptMessage {
        let body = #"{"kind":"submit","origin":"https://acme.service-now.com","kept":\#(snapshot)}"#
        return ScriptMessage(handlerName: FormKeep.handlerName, body: body, frame: .main)
    }

    /// Restores the kept snapshot on `page` and answers the script that did it.
    func landAndRestore(_ keeper: FormKeeper, _ runner: Runner) async -> String? {
        keeper.committed(byRecovery: true)
        keeper.pageFinished(page)
        await settle()
        return runner.restores.last
    }

    @Test func whatWasTypedAfterAFormWasSentWinsOverTheSubmissionsSnapshot() async throws {
        let runner = Runner(snapshot: read([("/gsft_main", "typed after sending")], documents: ["", "/gsft_main"]))
        let (keeper, _) = keeper(runner)
        keeper.submitted(submission(read([("/gsft_main", "as sent")], documents: ["", "/gsft_main"])))
        keeper.expiryDetected()
        await settle()
        #expect(runner.reads == 1, "the page is read at the expiry too")
        let restore = try #require(await landAndRestore(keeper, runner))
        #expect(restore.contains("typed after sending") && !restore.contains("as sent"))
    }

    @Test func aFrameThatNoLongerShowsItsFormIsRestoredFromTheSubmission() async throws {
        // The frame shows the login page now: the read finds the top document's field, and the frame on another
        // page (its entry names no document of this page).
        let runner = Runner(snapshot: read([("", "top field")], documents: [""]))
        let (keeper, _) = keeper(runner)
        keeper.submitted(submission(read([("/gsft_main", "as sent")], documents: ["", "/gsft_main"])))
        keeper.expiryDetected()
        await settle()
        let restore = try #require(await landAndRestore(keeper, runner))
        #expect(restore.contains("as sent") && restore.contains("top field"))
    }

    @Test func aFailedReadLeavesTheSubmissionsSnapshotAndItsWindowEnds() async throws {
        let clock = ManualClock()
        let runner = Runner(snapshot: nil)
        let (keeper, _) = keeper(runner, clock: clock)
        keeper.submitted(submission(read([("/gsft_main", "as sent")], documents: ["", "/gsft_main"])))
        keeper.expiryDetected()
        await settle()
        #expect(keeper.holdsSnapshot, "the submission's snapshot stays when the page cannot be read")
        let restore = try #require(await landAndRestore(keeper, runner))
        #expect(restore.contains("as sent"))

        keeper.submitted(submission(read([("/gsft_main", "as sent")], documents: ["", "/gsft_main"])))
        clock.advance(by: .seconds(Int(FormKeeper.submissionWindow) + 1))
        keeper.expiryDetected()
        await settle()
        #expect(!keeper.holdsSnapshot, "past its window, a submission's snapshot is not used")
    }

    @Test func aCompletedSnapshotStaysWithinTheLimits() throws {
        let full = read(
            Array(repeating: ("", "top"), count: FormKeep.maximumFields), documents: [""])
        let fresh = try #require(FormSnapshot(json: full))
        let submitted = try #require(FormSnapshot(json: read([("/gsft_main", "as sent")], documents: ["/gsft_main"])))
        let completed = fresh.completed(by: submitted)
        #expect(completed.fieldCount == FormKeep.maximumFields && completed.isOverLimit)
        let elsewhere = try #require(
            FormSnapshot(json: snapshot(page: URL(string: "https://acme.service-now.com/incident.do?sys_id=2")!)))
        #expect(elsewhere.completed(by: submitted) == elsewhere, "another page's submission is ignored")
    }

    @Test func aLoadWaitsForTheReadAndRunsOnceItEnded() async throws {
        let runner = Runner(snapshot: snapshot(page: page))
        let (keeper, _) = keeper(runner)
        var loaded = 0
        keeper.afterReading { loaded += 1 }
        #expect(loaded == 1, "no read under way: at once")
        keeper.expiryDetected()
        keeper.afterReading { loaded += 1 }
        #expect(loaded == 1)
        await settle()
        #expect(loaded == 2)
    }
}
