import Foundation
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The headless engine against the instance emulator over loopback, checked against its request log.
@MainActor
@Suite struct HeadlessEmulatorTests {
    typealias LoggedRequest = InstanceEmulator.LoggedRequest

    /// An access token for `abel.tuter` from the password grant.
    static func accessToken(_ instance: InstanceEmulator) async throws -> String {
        var request = URLRequest(url: instance.baseURL.appendingPathComponent("oauth_token.do"))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(
            "grant_type=password&client_id=nowweb-mobile&username=abel.tuter&password=Abel.Tuter-1".utf8)
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, _) = try await session.data(for: request)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(json?["access_token"] as? String)
    }

    /// `withInstanceEmulator` that runs `body` on the caller's actor, so main-actor engines can be used inside.
    func withEmulator(
        _ configuration: InstanceEmulator.Configuration = .init(),
        isolation: isolated (any Actor)? = #isolation,
        _ body: (InstanceEmulator) async throws -> Void
    ) async throws {
        let emulator = try await InstanceEmulator.start(configuration)
        do {
            try await body(emulator)
        } catch {
            await emulator.shutdown()
            throw error
        }
        await emulator.shutdown()
    }

    static func isAsset(_ request: LoggedRequest) -> Bool {
        request.path.hasPrefix("/scripts/") || request.path.hasPrefix("/styles/") || request.path.hasPrefix("/uxasset/")
            || request.path.hasPrefix("/images/")
    }

    /// Loads `url` in `engine`. An engine without a delegate cancels every hop, so one that has none gets a
    /// recorder for this load, and an issue is recorded unless the load finished.
    func load(
        _ engine: HeadlessWebEngine, _ url: URL, token: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let recorder = engine.delegate == nil ? RecordingEngineDelegate() : nil
        if let recorder { engine.delegate = recorder }
        engine.load(WebRequest(url: url, headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:]))
        await engine.waitUntilIdle()
        guard let recorder else { return }
        engine.delegate = nil
        #expect(
            recorder.milestones.last.map(Self.isFinish) == true, "\(recorder.milestones)",
            sourceLocation: sourceLocation)
    }

    private static func isFinish(_ event: WebEngineEvent) -> Bool {
        if case .finished = event { return true }
        return false
    }

    @Test func aBearerLoadSendsTheTokenExactlyOnceAndCookiesCarryLaterLoads() async throws {
        try await withEmulator { instance in
            let token = try await Self.accessToken(instance)
            instance.clearRequestLog()
            let store = WebDataStore()
            let engine = HeadlessWebEngine(dataStore: store)
            let home = instance.baseURL.appendingPathComponent("now/nav/ui/home")
            await load(engine, home, token: token)
            let bridge = instance.requestLog
            #expect(bridge.filter(\.hasAuthorization).map(\.path) == ["/now/nav/ui/home"])
            let assets = bridge.filter(Self.isAsset)
            #expect(assets.count == instance.configuration.assets.count)
            #expect(assets.allSatisfy { !$0.hasAuthorization && $0.cookieNames.contains("JSESSIONID") })
            #expect(store.cookies.cookies(for: home).first { $0.name == "JSESSIONID" }?.isHTTPOnly == true)

            instance.clearRequestLog()
            let second = HeadlessWebEngine(dataStore: store)
            let incidents = instance.baseURL.appendingPathComponent("incident_list.do")
            await load(second, incidents)
            let page = try #require(instance.requestLog.first)
            #expect(page.path == "/incident_list.do" && page.status == 200 && !page.hasAuthorization)
            #expect(page.cookieNames.contains("JSESSIONID"))
            #expect(instance.requestLog.allSatisfy { !$0.hasAuthorization })
            #expect(second.currentURL == incidents)
        }
    }

    @Test func aSecondLoadServesTheVersionedAssetsFromTheCache() async throws {
        try await withEmulator { instance in
            let token = try await Self.accessToken(instance)
            instance.clearRequestLog()
            let store = WebDataStore()
            let home = instance.baseURL.appendingPathComponent("now/nav/ui/home")
            await load(HeadlessWebEngine(dataStore: store), home, token: token)
            await load(HeadlessWebEngine(dataStore: store), home)
            let log = instance.requestLog
            #expect(log.filter { $0.path == "/now/nav/ui/home" }.count == 2)
            let assetPaths = log.filter(Self.isAsset).map(\.path)
            #expect(assetPaths.count == instance.configuration.assets.count)
            #expect(Set(assetPaths).count == assetPaths.count)
            #expect(store.httpCache.statistics.hits == instance.configuration.assets.count)
        }
    }

    @Test func aCrossOriginRedirectStripsAuthorization() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.expiryVariant = .samlRedirect
        configuration.faults.refuseNewSessions = true
        try await withEmulator(configuration) { instance in
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            await load(engine, instance.baseURL.appendingPathComponent("now/nav/ui/home"), token: "any-token")
            let log = instance.requestLog
            #expect(log.first?.host == .instance && log.first?.hasAuthorization == true)
            let foreign = log.filter { $0.host == .foreign }
            #expect(foreign.map(\.path) == ["/saml2/idp/sso"])
            #expect(foreign.allSatisfy { !$0.hasAuthorization })
            #expect(delegate.actions.last?.url.host == instance.foreignBaseURL.host)
            #expect(engine.currentURL?.port == instance.foreignBaseURL.port)
        }
    }

    @Test func cancellingTheLoginHopKeepsItOffTheWire() async throws {
        try await withEmulator { instance in
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate { $0.url.path == "/login.do" ? .cancel : .allow }
            engine.delegate = delegate
            await load(engine, instance.baseURL.appendingPathComponent("now/nav/ui/home"))
            #expect(instance.requestLog.map(\.path) == ["/now/nav/ui/home"])
            #expect(instance.requestLog.first?.redirectPath == "/login.do")
            guard case .failed(let url, .cancelled)? = delegate.milestones.last else {
                Issue.record("expected a cancelled load, got \(delegate.milestones)")
                return
            }
            #expect(url?.path == "/login.do")
        }
    }

    @Test func iframeHopsAreAskedAsSubframes() async throws {
        try await withEmulator { instance in
            let token = try await Self.accessToken(instance)
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            let shell = try #require(
                URL(
                    string:
                        "\(instance.baseURL.absoluteString)/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D1"))
            await load(engine, shell, token: token)
            let frame = delegate.actions.filter { $0.isMainFrame == false }
            #expect(frame.map(\.url.path) == ["/incident.do"])
            #expect(frame.first?.sourceURL == shell && frame.first?.kind == .other)
            #expect(delegate.responses.filter { !$0.isMainFrame }.map(\.url.path) == ["/incident.do"])
            let incident = instance.requestLog.filter { $0.path == "/incident.do" }
            #expect(incident.count == 1 && incident.first?.status == 200 && incident.first?.hasAuthorization == false)
            #expect(delegate.milestones.last == .finished(shell))
        }
    }

    @Test func aLoginPageInAnIframeIsOnlyASubframeNavigation() async throws {
        try await withEmulator { instance in
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            let token = try await Self.accessToken(instance)
            let shell = instance.baseURL.appendingPathComponent("now/nav/ui/classic/params/target/login.do")
            await load(engine, shell, token: token)
            let login = delegate.actions.filter { $0.url.path == "/login.do" }
            #expect(login.count == 1 && login.allSatisfy { $0.isMainFrame == false })
            #expect(delegate.responses.filter(\.isMainFrame).map(\.url) == [shell])
            #expect(engine.currentURL == shell && delegate.milestones.last == .finished(shell))
        }
    }

    @Test func theSessionTimeoutPageRefreshesToLoginAsARedirect() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.expiryVariant = .sessionTimeoutPage
        try await withEmulator(configuration) { instance in
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            await load(engine, instance.baseURL.appendingPathComponent("now/nav/ui/home"))
            let refresh = try #require(delegate.actions.last)
            #expect(refresh.url.path == "/login.do" && refresh.kind == .redirect && refresh.isMainFrame == true)
            #expect(refresh.sourceURL?.path == "/session_timeout.do")
            #expect(engine.currentURL?.path == "/login.do")
        }
    }

    @Test func historyBackReturnsToThePreviousPage() async throws {
        try await withEmulator { instance in
            let token = try await Self.accessToken(instance)
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let home = instance.baseURL.appendingPathComponent("now/nav/ui/home")
            await load(engine, home, token: token)
            await load(engine, instance.baseURL.appendingPathComponent("incident_list.do"))
            #expect(engine.canGoBack)
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            engine.goBack()
            await engine.waitUntilIdle()
            #expect(delegate.milestones.last == .finished(home))
            #expect(engine.currentURL == home && !engine.canGoBack)
            #expect(instance.requestLog.last { $0.path == "/now/nav/ui/home" }?.status == 200)
        }
    }

    @Test func removingTheDataStoreLeavesNoCookieBehind() async throws {
        try await withEmulator { instance in
            let token = try await Self.accessToken(instance)
            let store = WebDataStore()
            let home = instance.baseURL.appendingPathComponent("now/nav/ui/home")
            await load(HeadlessWebEngine(dataStore: store), home, token: token)
            store.removeAll()
            instance.clearRequestLog()
            await load(HeadlessWebEngine(dataStore: store), home)
            #expect(instance.requestLog.allSatisfy { $0.cookieNames.isEmpty })
            #expect(instance.requestLog.first?.redirectPath == "/login.do")
        }
    }
}
