import NowWeb

/// How a runner gives the scenarios its engine: the engine's description and its factory.
package struct ScenarioHost: Sendable {
    /// The engine, with what it lacks.
    package var engine: ScenarioEngine
    /// Makes each controller's engine on the scenario's data store.
    package var makeEngine: NowWebService.EngineFactory
    /// Makes each controller's engine so that it announces a script's navigation before it goes out (WebKitGTK's
    /// `announcesScriptNavigations`), for the scenarios that need ``ScenarioCapability/announcesScriptNavigations``;
    /// `nil` when the engine lacks it.
    package var makeAnnouncingEngine: NowWebService.EngineFactory?
    /// Shows a controller in a window of the host's (WebKitGTK: `NowWebBrowserWindow`), for the scenarios that need
    /// ``ScenarioCapability/showsAWindow``; `nil` when the engine lacks it.
    package var openWindow: (@MainActor @Sendable (NowWebViewController) async throws -> ScenarioWindow)?
    /// What the engine tells of a page's pop-ups, for the scenarios that need ``ScenarioCapability/showsPopUps``;
    /// `nil` when the engine lacks it.
    package var popUps: (@MainActor @Sendable () -> ScenarioPopUps)?
    /// Disposes of a scenario's data store once its emulator stopped (WebKitGTK: empties and retires its network
    /// session); by default nothing.
    package var discard: @MainActor @Sendable (WebDataStore) async -> Void

    /// Makes a host.
    ///
    /// - Parameters:
    ///   - engine: The engine, with what it lacks.
    ///   - makeEngine: Makes each controller's engine.
    ///   - makeAnnouncingEngine: Makes each controller's engine announcing script navigations; `nil` by default.
    ///   - openWindow: Shows a controller in a window; `nil` by default.
    ///   - popUps: What the engine tells of a page's pop-ups; `nil` by default.
    ///   - discard: Disposes of a scenario's data store after the scenario.
    package init(
        engine: ScenarioEngine, makeEngine: @escaping NowWebService.EngineFactory,
        makeAnnouncingEngine: NowWebService.EngineFactory? = nil,
        openWindow: (@MainActor @Sendable (NowWebViewController) async throws -> ScenarioWindow)? = nil,
        popUps: (@MainActor @Sendable () -> ScenarioPopUps)? = nil,
        discard: @escaping @MainActor @Sendable (WebDataStore) async -> Void = { _ in }
    ) {
        self.engine = engine
        self.makeEngine = makeEngine
        self.makeAnnouncingEngine = makeAnnouncingEngine
        self.openWindow = openWindow
        self.popUps = popUps
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
