import NowWeb

/// How a runner gives the scenarios its engine: the engine's description and its factory.
package struct ScenarioHost: Sendable {
    /// The engine, with what it lacks.
    package var engine: ScenarioEngine
    /// Makes each controller's engine on the scenario's data store.
    package var makeEngine: NowWebService.EngineFactory
    /// Disposes of a scenario's data store once its emulator stopped (WebKitGTK: empties and retires its network
    /// session); by default nothing.
    package var discard: @MainActor @Sendable (WebDataStore) async -> Void

    /// Makes a host.
    ///
    /// - Parameters:
    ///   - engine: The engine, with what it lacks.
    ///   - makeEngine: Makes each controller's engine.
    ///   - discard: Disposes of a scenario's data store after the scenario.
    package init(
        engine: ScenarioEngine, makeEngine: @escaping NowWebService.EngineFactory,
        discard: @escaping @MainActor @Sendable (WebDataStore) async -> Void = { _ in }
    ) {
        self.engine = engine
        self.makeEngine = makeEngine
        self.discard = discard
    }
}

/// How a scenario went on an engine.
package enum ScenarioOutcome: Sendable, Equatable, CustomStringConvertible {
    /// Every check held.
    case passed
    /// What went wrong, each in one sentence.
    case failed([String])
    /// The engine lacks a capability the scenario needs: why, naming it.
    case cannotRun(String)

    package var description: String {
        switch self {
        case .passed: "passed"
        case .failed(let problems): "failed: " + problems.joined(separator: "; ")
        case .cannotRun(let reason): "cannot run: " + reason
        }
    }
}
