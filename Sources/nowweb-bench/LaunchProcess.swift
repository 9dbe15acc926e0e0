import Foundation
import NowInternal
import NowSDK
import NowWeb
import NowWebTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if WebKitGTK
    import NowWebKitGTK
#endif

/// One launch of `nowweb-bench launch`, in a process of its own: it sets up what the launch may not time,
/// prints ``readyLine``, waits for a line on its input, then times the launch and prints
/// ``resultPrefix`` and the milliseconds.
enum LaunchProcess {
    /// The argument that makes `nowweb-bench launch` a launch process.
    static let flag = "--launch-process"
    /// Printed when the process is ready to be timed.
    static let readyLine = "ready"
    /// Printed before the milliseconds the launch took.
    static let resultPrefix = "launch-ms="
    /// Printed, on an engine that draws, before the milliseconds from the clock's start until the first frame
    /// that held the page was drawn (its frame probe's `painted`).
    static let framePrefix = "frame-ms="
    /// Printed before the system time the clock started at and the milliseconds from then until the service
    /// (the bare engine: its engine, with the cookies) was made and until the view was shown, when the page
    /// load is issued at once: `start,made,shown`.
    static let phasesPrefix = "phases-ms="

    /// What is launched.
    enum Mode: String, CaseIterable {
        /// NowWeb with nothing on disk: a token exchange, the settings, the bridge, an empty cache.
        case fresh
        /// NowWeb in a new process over what `fresh` left on disk (tokens, web data, HTTP cache), its settings
        /// fetched before the first page, as without ``NowSettingsPersistence``.
        case relaunchFetchingSettings = "relaunch-fetching-settings"
        /// The same with the settings the launch before kept on disk.
        case relaunch
        /// The engine alone, loading the page with a live session cookie and the cache the others left.
        case bare
    }

    /// The launch the arguments describe: `MODE --engine E --instance URL --storage DIR --page PATH`.
    @MainActor
    static func run(_ arguments: [String]) async throws {
        guard let modeName = arguments.first, let mode = Mode(rawValue: modeName) else {
            throw BenchmarkUsageError(description: "\(flag) needs fresh, relaunch or bare")
        }
        var values: [String: String] = [:]
        var remaining = arguments.dropFirst()
        while let flag = remaining.popFirst(), let value = remaining.popFirst() { values[flag] = value }
        guard let engineName = values["--engine"], let engine = WebBenchmarkEngine(rawValue: engineName),
            let instanceURL = values["--instance"].flatMap(URL.init(string:)), let storage = values["--storage"],
            let page = values["--page"].flatMap({ URL(string: $0, relativeTo: instanceURL)?.absoluteURL })
        else { throw BenchmarkUsageError(description: "\(flag) needs --engine, --instance, --storage and --page") }
        let directory = URL(fileURLWithPath: storage, isDirectory: true)
        let launch = Launch(engine: engine, instanceURL: instanceURL, directory: directory, page: page)
        launch.keepsSettings = mode != .relaunchFetchingSettings
        let timed = try await launch.prepare(mode)
        say(readyLine)
        _ = readLine()
        let wallStart = FirstFrameReport.systemClockMilliseconds
        let start = ContinuousClock.now
        let finished = try await timed()
        let elapsed = ContinuousClock.now - start
        guard finished.path == page.path else {
            throw BenchmarkFailure(description: "the \(mode.rawValue) launch finished at \(finished), not \(page)")
        }
        if let frame = try await launch.firstFrame() {
            say(framePrefix + String(format: "%.3f", frame.painted - wallStart))
        }
        let marks = [wallStart] + [launch.made, launch.shown].map { $0 - wallStart }
        say(phasesPrefix + marks.map { String(format: "%.3f", $0) }.joined(separator: ","))
        say(resultPrefix + String(format: "%.3f", elapsed.secondsValue * 1000))
        await launch.close()
    }

    /// Writes `line` to the standard output at once (not through `print`'s buffer, which a pipe holds back).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// What one launch process holds.
@MainActor
private final class Launch {
    let engine: WebBenchmarkEngine
    let instanceURL: URL
    let directory: URL
    let page: URL
    private var controllers: [NowWebViewController] = []
    private var engines: [any WebEngine] = []
    /// The system time (milliseconds since 1970) when the service or the bare engine was made, and when the
    /// view was shown (the page load is issued right then).
    private(set) var made = 0.0
    private(set) var shown = 0.0

    init(engine: WebBenchmarkEngine, instanceURL: URL, directory: URL, page: URL) {
        self.engine = engine
        self.instanceURL = instanceURL
        self.directory = directory
        self.page = page
    }

    /// Where the HTTP cache lives; WebKitGTK's store lives beside it (`cache-webkitgtk`).
    private var cacheDirectory: URL { directory.appending(path: "cache", directoryHint: .isDirectory) }

    /// A data store over the launch directory's cache, as an app keeps one per user.
    private func makeDataStore() -> WebDataStore {
        WebDataStore(configuration: .init(cache: .init(diskDirectory: cacheDirectory)))
    }

    /// Whether the core keeps the settings it fetched on disk for the next launch, and answers from them.
    var keepsSettings = true

    /// The core an app makes at start-up: its tokens (and settings) in files in the launch directory.
    private func makeCore() throws -> NowCoreService {
        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            logLevel: .none)
        sdk.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
        sdk.tokenStore = NowFileTokenStore(directory: directory.appending(path: "tokens", directoryHint: .isDirectory))
        // Its list of web data stores in the launch directory too, as an app's is in its own container: a list
        // shared with other processes would let their logouts wipe this launch's stores.
        sdk.webDataStoreList = directory.appending(path: "WebDataStores.json", directoryHint: .notDirectory)
        if keepsSettings {
            sdk.settingsPersistence = NowSettingsPersistence(
                directory: directory.appending(path: "settings", directoryHint: .isDirectory))
        }
        return try NowCoreService(configuration: sdk)
    }

    /// Sets up what is not timed and returns the timed launch, which returns the page it finished.
    func prepare(_ mode: LaunchProcess.Mode) async throws -> () async throws -> URL {
        switch mode {
        case .fresh, .relaunchFetchingSettings, .relaunch: return { try await self.launchNowWeb() }
        case .bare:
            // The session an app's process would have kept: started by a bearer request of the loopback
            // client before the clock starts, nothing of the engine's involved. (A relaunched engine has no
            // session cookie of its own: WebKit keeps session cookies in memory only.) The token comes from a
            // password grant on the same raw client, not through the SDK: its URLSession would set up
            // FoundationNetworking in this process before the clock, which the bare engine (headless: over
            // URLSession) must pay on the clock, as NowWeb's launch does.
            let client = try LoopbackHTTPClient(port: UInt16(instanceURL.port ?? 80))
            let token = try await Self.passwordGrant(on: client)
            let answer = try await client.request("GET", page.path, headers: [("Authorization", "Bearer \(token)")])
            let session = answer.headers.filter { $0.name.lowercased() == "set-cookie" }.map(\.value)
            guard answer.status == 200, !session.isEmpty else {
                throw BenchmarkFailure(description: "the bearer request got HTTP \(answer.status) and no cookie")
            }
            return { try await self.launchBare(session) }
        }
    }

    /// An access token from the instance's token endpoint for the benchmark's user, over the raw client.
    private static func passwordGrant(on client: LoopbackHTTPClient) async throws -> String {
        let form =
            "grant_type=password&client_id=nowweb-confidential&client_secret=nowweb-secret"
            + "&username=abel.tuter&password=Abel.Tuter-1"
        let answer = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array(form.utf8))
        guard answer.status == 200,
            let object = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
            let token = object["access_token"] as? String
        else { throw BenchmarkFailure(description: "the password grant got HTTP \(answer.status)") }
        return token
    }

    /// `makeWebService`, a controller, its view shown, `loadPage()`, the page finished.
    private func launchNowWeb() async throws -> URL {
        let core = try makeCore()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instanceURL, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(makeEngine: engine.factory, dataStore: makeDataStore()))
        made = FirstFrameReport.systemClockMilliseconds
        let controller = try service.makeWebViewController(for: page).get()
        controllers.append(controller)
        let probe = LoadProbe(controller)
        try await engine.show(controller)
        shown = FirstFrameReport.systemClockMilliseconds
        controller.loadPage()
        return try await probe.finished("\(engine.rawValue) launch")
    }

    /// The engine alone, as a program without NowWeb makes it, its store opened (and the session's cookies
    /// given to it) on the clock: its view shown, the page loaded with those cookies.
    private func launchBare(_ session: [String]) async throws -> URL {
        let store = makeDataStore()
        let bare: any WebEngine = try await engine.bareEngine(on: store)
        engines.append(bare)
        try await engine.addCookies(session, for: page, to: store)
        made = FirstFrameReport.systemClockMilliseconds
        let probe = EngineProbe(bare)
        try await engine.show(engine: bare)
        shown = FirstFrameReport.systemClockMilliseconds
        bare.load(WebRequest(url: page))
        return try await probe.finished()
    }

    /// What the page's frame probe reported, on an engine that draws; nil on the headless engine.
    func firstFrame() async throws -> FirstFrameReport? {
        guard engine != .headless, let shown = controllers.first?.webEngine ?? engines.first else { return nil }
        return try await engine.firstFrameReport(of: shown)
    }

    /// Closes the views and gives WebKit a moment to write its cookies, for the next launch to find them.
    func close() async {
        #if WebKitGTK
            for webEngine in controllers.map(\.webEngine) + engines {
                let ready = await (webEngine as? DeferredWebEngine)?.readyEngine() ?? webEngine
                (ready as? WebKitGTKEngine)?.close()
            }
            if engine != .headless { try? await Task.sleep(for: .seconds(1)) }
        #endif
    }
}

/// The delegate of a bare engine: lets every hop go and waits for the page to finish.
@MainActor
private final class EngineProbe: WebEngineDelegate {
    private var finishedURL: URL?
    private var failure: WebEngineError?
    private var waiter: CheckedContinuation<Void, Never>?

    init(_ engine: any WebEngine) {
        engine.delegate = self
    }

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        .allow
    }

    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        switch event {
        case .finished(let url): finishedURL = url
        case .failed(_, let error): failure = error
        default: return
        }
        waiter?.resume()
        waiter = nil
    }

    /// Waits for the page to finish, for 60 s at most.
    func finished() async throws -> URL {
        let alarm = Task { [weak self] in
            try? await Task.sleep(for: .seconds(60))
            self?.waiter?.resume()
            self?.waiter = nil
        }
        defer { alarm.cancel() }
        if finishedURL == nil && failure == nil { await withCheckedContinuation { waiter = $0 } }
        if let finishedURL { return finishedURL }
        throw BenchmarkFailure(description: "the bare engine's page \(failure.map { "failed: \($0)" } ?? "timed out")")
    }
}
