import Foundation
import NowWeb

/// NowWeb's session scenarios, one suite for every engine: each ``SessionScenario`` runs against a fresh
/// ``InstanceEmulator`` with the engine a ``ScenarioHost`` makes, and says why when the engine cannot run it.
///
/// A runner per engine runs every scenario the engine can, and checks for every other one that the suite names
/// the missing capability; docs/SCENARIOS.md is ``markdown()``.
///
/// ```swift
/// @Test(arguments: SessionScenarios.ids(runnableOn: .headless))
/// func headlessRunsTheScenario(_ id: String) async {
///     let outcome = await SessionScenarios.run(id, on: host)
///     #expect(outcome == .passed, "\(outcome)")
/// }
/// ```
package enum SessionScenarios {
    /// Every scenario, in the table's order.
    package static let all: [SessionScenario] =
        bridging + ExpiryVariant.allCases.map(unpredictedExpiry) + pageHops + [
            frameOnTheLoginPage, loopBudget, landingOnTheLastGoodPage,
        ] + inPage + predictions + scheduledNavigations + newWindows + popUps + [logoutEndsTheSession] + offline
        + attachments + frameDownloads

    /// The emulator's default configuration changed by `change`.
    static func instance(
        _ change: (inout InstanceEmulator.Configuration) -> Void
    ) -> InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        change(&configuration)
        return configuration
    }

    /// The scenario named `id`, if any.
    package static func scenario(_ id: String) -> SessionScenario? {
        all.first { $0.id == id }
    }

    /// The ids of the scenarios `engine` can run.
    package static func ids(runnableOn engine: ScenarioEngine) -> [String] {
        all.filter { engine.missing(for: $0).isEmpty }.map(\.id)
    }

    /// The ids of the scenarios `engine` cannot run.
    package static func ids(notRunnableOn engine: ScenarioEngine) -> [String] {
        all.filter { !engine.missing(for: $0).isEmpty }.map(\.id)
    }

    /// Runs scenario `id` on the host's engine against a fresh emulator and data store.
    ///
    /// - Returns: ``ScenarioOutcome/cannotRun(_:)`` without starting anything when the engine lacks what the
    ///   scenario needs; otherwise whether every check held, and what went wrong (an error the scenario threw,
    ///   such as an activity that never came, is one of its problems).
    /// Runs every scenario the host's engine cannot run and returns what is wrong with their outcomes: each must
    /// be ``ScenarioOutcome/cannotRun(_:)`` with a reason that names the engine (`"<engine> lacks"`). Empty when
    /// every such scenario says why, as a runner checks.
    @MainActor
    package static func unstatedReasons(on host: ScenarioHost) async -> [String] {
        var problems: [String] = []
        for id in ids(notRunnableOn: host.engine) {
            let outcome = await run(id, on: host)
            guard case .cannotRun(let reason) = outcome else {
                problems.append("\(id): \(outcome), not a stated missing capability")
                continue
            }
            if !reason.contains("\(host.engine.name) lacks") { problems.append("\(id): \(reason)") }
        }
        return problems
    }

    @MainActor
    package static func run(_ id: String, on host: ScenarioHost) async -> ScenarioOutcome {
        guard let scenario = scenario(id) else { return .failed(["there is no scenario \(id)"]) }
        if let reason = host.engine.reason(cannotRun: scenario) { return .cannotRun(reason) }
        let instance: InstanceEmulator
        do {
            instance = try await InstanceEmulator.start(scenario.instance)
        } catch {
            return .failed(["the emulator did not start: \(error)"])
        }
        let dataStore = WebDataStore()
        let run = ScenarioRun(instance: instance, dataStore: dataStore, host: host)
        var problems: [String] = []
        do {
            try await scenario.body(run)
        } catch {
            problems.append("stopped: \(error)")
        }
        problems = run.problems + problems
        await run.close()
        await instance.shutdown()
        await host.discard(dataStore)
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
