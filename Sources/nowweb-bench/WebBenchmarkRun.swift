import Foundation
import NowSDK
import NowWeb
import NowWebTesting

/// One engine's figures on one emulator: page loads cold and warm, recovery from expiry, memory per controller.
@MainActor
final class WebBenchmarkRun {
    /// The page every load times (the classic incident list: the page plus every asset).
    nonisolated static let page = "/incident_list.do"
    /// ``page`` with the emulator's frame probe after its last row (`sysparm_rows=5`: the same five rows and
    /// assets), for the lines that read when the page was first painted.
    nonisolated static let probedPage = page + "?sysparm_rows=5"
    /// The page a preload shows first (the same assets, another document).
    static let preloadPage = "/now/nav/ui/home"
    /// The page a user follows a link to once the session has expired.
    static let linkPage = "/kb_view.do"

    let instance: InstanceEmulator
    private let engine: WebBenchmarkEngine
    let assetPaths: Set<String>
    /// The clock of the services whose timers the run drives (the token refresh ahead of need): it moves
    /// only with ``idlePastExpiry(of:core:)``, together with the instance's clock.
    let idleClock = ManualClock()

    init(instance: InstanceEmulator, engine: WebBenchmarkEngine) {
        self.instance = instance
        self.engine = engine
        assetPaths = Set(instance.assetPaths.map { String($0.prefix { $0 != "?" }) })
    }

    /// A new service with a core of its own (a password grant), hence a new, empty data store.
    func makeService() async throws -> NowWebService { try await makeServiceAndCore().service }

    /// A new service and the core it takes its tokens from. With `drivenTimers`, the service's timers run on
    /// ``idleClock``; otherwise on the system clock, so they never fire within a run.
    func makeServiceAndCore(
        drivenTimers: Bool = false, refreshAhead: NowWebService.TokenRefreshAhead = .init()
    ) async throws -> (service: NowWebService, core: NowCoreService) {
        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            logLevel: .none)
        sdk.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
        sdk.tokenStore = NowInMemoryTokenStore()
        sdk.webDataStoreList = nil  // the run's web data stores are temporary: no list in the user's folder
        sdk.clock = instance.clock
        let core = try NowCoreService(configuration: sdk)
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: core,
            options: NowWebService.Options(
                makeEngine: engine.factory,
                clock: NowClock(now: instance.clock.now, timer: drivenTimers ? idleClock : ContinuousClock()),
                tokenRefreshAhead: refreshAhead))
        return (service, core)
    }

    /// Makes a controller for `path` and shows its view, ready for `loadPage()`.
    func open(_ path: String, on service: NowWebService) async throws -> (NowWebViewController, LoadProbe) {
        let controller = try service.makeWebViewController(for: URL(string: path)!).get()
        let probe = LoadProbe(controller)
        try await engine.show(controller)
        return (controller, probe)
    }

    /// Loads the controller's page, untimed.
    func load(_ controller: NowWebViewController, _ probe: LoadProbe, _ label: String) async throws {
        controller.loadPage()
        try await probe.finished(label)
    }

    /// How long every timed step waits before it starts on an engine that draws, so that each starts on a page
    /// that finished drawing. Without it, a step that follows a load at once (a live navigation right after the
    /// first load, a click right after the home page came back) shared the engine with the painting of the
    /// page it leaves, up to 100 ms, and one that followed an untimed wait did not: the baselines came out
    /// slower than the cases they are the baselines of. The headless engine draws nothing.
    var settling: Duration { benchmarkEngine == .headless ? .zero : .milliseconds(300) }

    /// Lets the engine settle (`settling`), then runs `body` and measures it and the instance requests it
    /// caused; `onStart` runs when the clock starts.
    func measure(onStart: () -> Void = {}, _ body: () async throws -> Void) async throws -> Measurement {
        try await Task.sleep(for: settling)
        onStart()
        instance.clearRequestLog()
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        let log = instance.requestLog.filter { $0.host == .instance }
        return Measurement(
            elapsed: elapsed, requests: log.count, assets: log.filter { assetPaths.contains($0.path) }.count,
            tokenRequests: log.filter { $0.path == "/oauth_token.do" }.count,
            loginRequests: log.filter { $0.path == "/login.do" }.count)
    }

    /// Times `loadPage()` until the page finished.
    func timedLoad(_ controller: NowWebViewController, _ probe: LoadProbe, _ label: String) async throws -> Measurement
    {
        try await measure { try await load(controller, probe, label) }
    }

    /// Expires the web session and the access token on the instance's clock.
    func expireSession() {
        instance.advanceTime(by: instance.configuration.sessionTimeout + .seconds(1))
    }

    /// Closes the views and deletes what the service left on disk.
    func discard(_ controllers: [NowWebViewController], of service: NowWebService) async {
        await engine.discard(controllers.map(\.webEngine), of: service)
    }

    /// Lets the session and its bridging token expire the way time passes for a user who leaves the page
    /// shown: the clocks move to 100 s before the session times out, which passes the moment the service
    /// refreshes its token ahead of need (two minutes before the token expires); the run waits for that
    /// exchange to finish (untimed, as it runs while the user is away), then the clocks move past the timeout.
    func idlePastExpiry(of service: NowWebService, core: NowCoreService) async throws {
        let timeout = instance.configuration.sessionTimeout
        instance.clearRequestLog()
        instance.advanceTime(by: timeout - .seconds(100))
        idleClock.advance(by: timeout - .seconds(100))
        let deadline = ContinuousClock.now + .seconds(10)
        while !instance.requestLog.contains(where: { $0.path == "/oauth_token.do" }) {
            guard ContinuousClock.now < deadline else {
                throw BenchmarkFailure(description: "the token was not refreshed ahead of need")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        // Joins the exchange under way; asks nothing of the instance.
        _ = try await core.requestAccessToken(for: service)
        instance.advanceTime(by: .seconds(101))
        idleClock.advance(by: .seconds(101))
    }

    /// Ends every web session on the instance without moving its clock: tokens stay valid and nothing
    /// announced predicts it, as when an instance keeps a shorter idle timeout than it announces.
    func endSessionsUnannounced() {
        instance.expireAllSessions()
    }

    var linkURL: URL { instance.baseURL.appending(path: String(Self.linkPage.dropFirst())) }
    var homeURL: URL { instance.baseURL.appending(path: String(Self.preloadPage.dropFirst())) }
    var pageURL: URL { instance.baseURL.appending(path: String(Self.page.dropFirst())) }
    var benchmarkEngine: WebBenchmarkEngine { engine }
    var countsChildProcesses: Bool { engine.runsChildProcesses }
}

/// What one timed step took: wall time and the requests the instance saw.
struct Measurement {
    var elapsed: Duration
    var requests: Int
    var assets: Int
    var tokenRequests: Int
    var loginRequests: Int
}
