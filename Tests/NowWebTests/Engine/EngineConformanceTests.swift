import Foundation
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// The engine contract, checked against the engines that need no display: the headless engine and the
/// scripted engine running its own loads over loopback.
@Suite("Engine conformance") @MainActor struct EngineConformanceTests {
    @Test(arguments: WebEngineConformance.Check.allCases)
    func headlessEngineKeepsTheContract(_ check: WebEngineConformance.Check) async throws {
        let conformance = WebEngineConformance { HeadlessWebEngine(dataStore: WebDataStore()) }
        let problems = try await conformance.run(check)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: WebEngineConformance.Check.allCases)
    func scriptedEngineKeepsTheContract(_ check: WebEngineConformance.Check) async throws {
        let conformance = WebEngineConformance { ScriptedWebEngine(fetch: ScriptedWebEngine.loopbackFetch) }
        let problems = try await conformance.run(check)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aScriptedEngineWithoutADelegateCancels() async {
        let engine = ScriptedWebEngine()
        let action = NavigationAction(
            url: URL(string: "https://example.service-now.com/")!, isMainFrame: true, kind: .issued)
        #expect(await engine.ask(action) == .cancel)
    }

    @Test func anEngineThatBreaksTheContractIsCaught() async throws {
        // The scripted engine driven by hand asks nothing and reports nothing: the suite must say so.
        let conformance = WebEngineConformance(timeout: .seconds(1)) { ScriptedWebEngine() }
        let problems = try await conformance.run(.policyBeforeTheRequestThenResponseCommitFinish)
        #expect(!problems.isEmpty)
    }
}
