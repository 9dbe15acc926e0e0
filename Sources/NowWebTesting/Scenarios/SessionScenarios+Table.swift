extension SessionScenarios {
    /// docs/SCENARIOS.md: the table of scenarios and engines, made from the suite.
    ///
    /// Each engine's cell says "runs" or why it cannot (the capability it lacks); the WKWebView column says
    /// ``SessionScenario/webKitColumn``, and a list after the table names the functions that make it so.
    package static func markdown() -> String {
        var lines = [
            "# Session scenarios on every engine",
            "",
            "<!-- Made from SessionScenarios (Sources/NowWebTesting/Scenarios); do not edit by hand. To write it again:",
            "     NOWWEB_WRITE_SCENARIOS=1 swift test --filter ScenarioTableTests -->",
            "",
            "One suite of session scenarios runs against the instance emulator on every engine: a runner per engine",
            "(`HeadlessScenarioTests`, `WebKitGTKSuite.ScenarioTests`) runs each scenario the engine can, and for",
            "every other one checks that the suite names the capability the engine lacks.",
            "",
            "The WKWebView engine runs the suite only in the Apple workflow (`WKWebViewScenarioTests`, on the iOS",
            "simulator and macOS), so its column says what runs here instead: *decisions run here* when every",
            "answer WKWebView's callbacks give in the scenario comes from engine-neutral functions tested in",
            "Tests/NowWebTests/WebKitMapping (listed below the table) and from the session machine the other",
            "engines run here; *needs a device* when the scenario depends on JavaScript running in WebKit or names",
            "no such functions.",
            "",
            "| Scenario | What it shows | Needs | "
                + (ScenarioEngine.runnable.map(\.name) + ["WKWebView"]).joined(separator: " | ") + " |",
            "|---|---|---|" + String(repeating: "---|", count: ScenarioEngine.runnable.count + 1),
        ]
        for scenario in all {
            let needs = scenario.needs.sorted().map(\.description).joined(separator: ", ")
            let cells = ScenarioEngine.runnable.map { engine in
                engine.missing(for: scenario).isEmpty
                    ? "runs"
                    : "cannot: lacks " + engine.missing(for: scenario).map { "“\($0)”" }.joined(separator: ", ")
            }
            lines.append(
                "| `\(scenario.id)` | \(scenario.title) | \(needs.isEmpty ? "—" : needs) | "
                    + (cells + [scenario.webKitColumn]).joined(separator: " | ") + " |")
        }
        lines += ["", "## Why an engine lacks a capability", ""]
        for engine in ScenarioEngine.runnable {
            for capability in ScenarioCapability.allCases {
                guard let why = engine.lacks[capability] else { continue }
                lines.append("- \(engine.name) lacks “\(capability)”: \(why).")
            }
        }
        lines += ["", "## What WKWebView's callbacks call, per scenario whose decisions run here", ""]
        for scenario in all where scenario.runsDecisionsHere {
            lines.append(
                "- `\(scenario.id)`: " + scenario.webKitCalls.map { "`\($0)`" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
