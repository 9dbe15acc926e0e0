import NowWeb

/// One session scenario: a story of bridging, expiry and recovery that runs against the ``InstanceEmulator`` on
/// any engine that has what it ``needs``, and checks what reached the instance (the request log) and what the
/// controller reported.
package struct SessionScenario: Sendable, Identifiable {
    /// The scenario's stable name (`expiry.loginRedirect`): the runners' test arguments and the table's rows.
    package let id: String
    /// What the scenario shows, in one sentence.
    package let title: String
    /// What an engine must do beyond loading pages and asking before each navigation.
    package let needs: Set<ScenarioCapability>
    /// The engine-neutral functions `WKWebViewEngine`'s WebKit callbacks call in this scenario
    /// (`WebKitMapping.response(_:)`), each tested in Tests/NowWebTests/WebKitMapping: with the session machine,
    /// which the other engines run here, they are every decision WKWebView makes in it. Empty when the scenario
    /// depends on more than decisions (JavaScript running in WebKit): then it needs a device.
    package let webKitCalls: [String]
    /// The instance the scenario runs against.
    let instance: InstanceEmulator.Configuration
    /// The scenario itself.
    let body: @MainActor @Sendable (ScenarioRun) async throws -> Void

    /// Makes a scenario.
    ///
    /// - Parameters:
    ///   - id: The stable name.
    ///   - title: What it shows.
    ///   - needs: What an engine must do for it.
    ///   - webKitCalls: The engine-neutral functions WKWebView's callbacks call in it; empty when it needs a device.
    ///   - instance: The instance it runs against; by default the emulator's defaults.
    ///   - body: Runs the scenario, reporting what went wrong to the ``ScenarioRun``.
    init(
        id: String, title: String, needs: Set<ScenarioCapability> = [], webKitCalls: [String],
        instance: InstanceEmulator.Configuration = .init(),
        body: @escaping @MainActor @Sendable (ScenarioRun) async throws -> Void
    ) {
        self.id = id
        self.title = title
        self.needs = needs
        self.webKitCalls = webKitCalls
        self.instance = instance
        self.body = body
    }

    /// What the WKWebView column says: "decisions run here" when the scenario names the engine-neutral functions
    /// WebKit's callbacks call and needs no JavaScript running in WebKit, else "needs a device".
    package var webKitColumn: String {
        runsDecisionsHere ? "decisions run here" : "needs a device"
    }

    /// Whether every decision WKWebView makes in this scenario runs on this machine.
    package var runsDecisionsHere: Bool {
        !webKitCalls.isEmpty && !needs.contains(.runsJavaScript)
    }
}
