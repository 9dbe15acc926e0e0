import Foundation
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// One of the emulator's kept forms, with what the benchmark types into it.
    struct KeptForm {
        let name: String
        let kind: String
        let path: String
        let values: [String: String]
        /// The three forms, with what is typed into each (the classic reference's sys_id, which the page derives, is
        /// not counted).
        static let all = [
            KeptForm(
                name: "classic form in gsft_main", kind: "classic", path: InstanceEmulator.keptClassicFormShellPath,
                values: [
                    "incident.short_description": "Printer on fire", "sys_display.incident.caller_id": "Abel Tuter",
                    "incident.description": "Smoke from tray 2, since 9 am",
                ]),
            KeptForm(
                name: "portal widget (JSON, X-UserToken)", kind: "portal", path: InstanceEmulator.keptPortalFormPath,
                values: ["short_description": "VPN drops", "comments": "Every hour, on every network"]),
            KeptForm(
                name: "Next Experience form (shadow root)", kind: "next", path: InstanceEmulator.keptNextFormPath,
                values: ["short_description": "Laptop fan", "comments": "Loud since Monday"]),
        ]
    }

    /// The benchmark's driver of the kept forms (`Resources/Scripts/WebBenchmarkRun.formKeep.js`), loaded once.
    private static let formKeepScript = JavaScriptResource.required("WebBenchmarkRun.formKeep", in: .module)

    /// For each kept form: the characters typed into it that the instance did not save once the user sent it again
    /// after a submission met a dead session (target 0). `nil` on an engine that runs no page script.
    func charactersLostAcrossAnExpiry() async throws -> [(form: String, typed: Int, lost: Int)]? {
        guard benchmarkEngine != .headless else { return nil }
        var results: [(form: String, typed: Int, lost: Int)] = []
        for form in KeptForm.all {
            let service = try await makeService()
            let (controller, probe) = try await open(form.path, on: service)
            try await load(controller, probe, form.name)
            var restored = false
            let watching = controller.addObserver { if case .inputRestored = $0 { restored = true } }
            let values = JSONValue.object(form.values.mapValues(JSONValue.string))
            func run(_ command: String) async throws -> String? {
                try await controller.page.evaluateJavaScript(
                    Self.formKeepScript.call(.string(command), .string(form.kind), values))
            }
            try await until("\(form.name) shown") { try await run("shown") == "true" }
            _ = try await run("fill")
            endSessionsUnannounced()
            let saved = instance.savedForms.count
            _ = try await run("submit")
            try await until("\(form.name) restored") { restored }
            try await until("\(form.name) shown again") { try await run("shown") == "true" }
            _ = try await run("submit")
            try await until("\(form.name) saved") { instance.savedForms.count > saved }
            watching.cancel()
            let record = instance.savedForms.last?.fields ?? [:]
            let typed = form.values.values.reduce(0) { $0 + $1.count }
            let lost = form.values.reduce(0) { $0 + (record[$1.key] == $1.value ? 0 : $1.value.count) }
            results.append((form.name, typed, lost))
            await discard([controller], of: service)
        }
        return results
    }

    /// Waits until `done` holds, within 20 s.
    private func until(_ what: String, _ done: () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while try await !done() {
            guard ContinuousClock.now < deadline else {
                throw BenchmarkFailure(description: "\(what): not within 20 s")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
