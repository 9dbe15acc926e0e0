import Foundation
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// The session scenarios on the headless engine: every one it can run passes, and every other one says which
/// capability the engine lacks.
@Suite @MainActor struct HeadlessScenarioTests {
    static let host = ScenarioHost(engine: .headless, makeEngine: { HeadlessWebEngine(dataStore: $0) })

    @Test(arguments: SessionScenarios.ids(runnableOn: .headless))
    func headlessRunsTheScenario(_ id: String) async {
        let outcome = await SessionScenarios.run(id, on: Self.host)
        #expect(outcome == .passed, "\(id): \(outcome)")
    }

    @Test(arguments: SessionScenarios.ids(notRunnableOn: .headless))
    func headlessSaysWhyItCannotRunTheScenario(_ id: String) async throws {
        let scenario = try #require(SessionScenarios.scenario(id))
        let outcome = await SessionScenarios.run(id, on: Self.host)
        guard case .cannotRun(let reason) = outcome else {
            Issue.record("\(id): \(outcome), not a stated missing capability")
            return
        }
        let missing = ScenarioEngine.headless.missing(for: scenario)
        #expect(!missing.isEmpty)
        for capability in missing {
            #expect(reason.contains("“\(capability)”"), "\(reason) does not name \(capability)")
        }
    }

    /// What the headless engine is said to lack, it lacks: a page's script cannot run in it.
    @Test func theHeadlessEngineRunsNoScriptAsTheSuiteSays() async {
        #expect(ScenarioEngine.headless.lacks[.runsJavaScript] != nil)
        let engine = HeadlessWebEngine(dataStore: WebDataStore())
        await #expect(throws: WebEngineError.javaScriptUnavailable) { try await engine.evaluateJavaScript("1") }
    }
}
