import Foundation
import NowWebTesting
import Testing

/// docs/SCENARIOS.md is the table the suite makes, and the table's claims hold: every scenario an engine cannot
/// run says why, and a WKWebView cell says "decisions run here" only when each function it names is tested.
/// `NOWWEB_WRITE_SCENARIOS=1` rewrites the file from the suite.
@Suite struct ScenarioTableTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let document = root.appending(path: "docs/SCENARIOS.md")
    static let webKitMappingTests = root.appending(path: "Tests/NowWebTests/WebKitMapping")

    @Test func theDocumentedTableIsTheSuites() throws {
        let made = SessionScenarios.markdown()
        let documented = try? String(contentsOf: Self.document, encoding: .utf8)
        if ProcessInfo.processInfo.environment["NOWWEB_WRITE_SCENARIOS"] == "1", documented != made {
            try made.write(to: Self.document, atomically: true, encoding: .utf8)
        }
        #expect(documented == made, "Run with NOWWEB_WRITE_SCENARIOS=1 to write the suite's table:\n\(made)")
    }

    @Test func scenarioIdsAreUnique() {
        let ids = SessionScenarios.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test(arguments: ScenarioEngine.runnable)
    func everyScenarioAnEngineCannotRunSaysWhy(_ engine: ScenarioEngine) {
        for scenario in SessionScenarios.all {
            let missing = engine.missing(for: scenario)
            let reason = engine.reason(cannotRun: scenario)
            #expect(missing.isEmpty == (reason == nil), "\(engine) on \(scenario.id)")
            for capability in missing {
                #expect(reason?.contains("“\(capability)”") == true, "\(engine) on \(scenario.id): \(capability)")
            }
        }
    }

    /// A WKWebView cell that says "decisions run here" names functions each of which a test in
    /// Tests/NowWebTests/WebKitMapping calls; a scenario that needs JavaScript never says it.
    @Test func decisionsRunHereOnlyWhereEachNamedFunctionIsTested() throws {
        let files = try FileManager.default.contentsOfDirectory(
            at: Self.webKitMappingTests, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }
        let tests = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        #expect(!tests.isEmpty, "no tests in \(Self.webKitMappingTests.path)")
        for scenario in SessionScenarios.all {
            if scenario.needs.contains(.runsJavaScript) {
                #expect(scenario.webKitColumn == "needs a device", "\(scenario.id) depends on JavaScript in WebKit")
            }
            guard scenario.runsDecisionsHere else { continue }
            for function in scenario.webKitCalls {
                let call = function.prefix { $0 != "(" } + "("
                #expect(tests.contains(call), "\(scenario.id) names \(function), which no WebKitMapping test calls")
            }
        }
    }
}
