import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// The controller's recovery wiring end to end without a socket: a scripted engine plays the pages, a
/// scripted core hands out tokens, and the test checks what reaches the core, the engine and the delegate.
@Suite @MainActor struct ControllerRecoveryTests {
    static let instance = URL(string: "https://acme.service-now.com")!
    static let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!
    static let first = AccessToken(value: "token-1", expiresAt: nil)
    static let second = AccessToken(value: "token-2", expiresAt: nil)

    struct Page {
        let controller: NowWebViewController
        let engine: ScriptedWebEngine
        let delegate: RecordingControllerDelegate
        let activity: ActivityRecorder
    }

    func open(on core: ScriptedCoreService) async throws -> Page {
        let engine = ScriptedWebEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(makeEngine: { _ in engine }))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: Self.home, delegate: delegate).get()
        return Page(controller: controller, engine: engine, delegate: delegate, activity: ActivityRecorder(controller))
    }

    /// Plays a main-frame load of `url` that the instance answers signed in.
    func show(_ url: URL, kind: NavigationKind, on engine: ScriptedWebEngine) async {
        #expect(await engine.ask(NavigationAction(url: url, isMainFrame: true, kind: kind)) == .allow)
        engine.emit(
            .responseReceived(
                WebResponse(url: url, statusCode: 200, headers: ["X-Is-Logged-In": "true"], isMainFrame: true)))
        engine.emit(.committed(url))
        engine.emit(.finished(url))
    }

    /// Opens the home page, bridged with ``first``, and lets the session expire on a link to `/incident.do`.
    func expire(_ page: Page) async throws {
        page.controller.loadPage()
        let bridge = try #require(await page.engine.nextLoad())
        #expect(bridge.headers["Authorization"] == "Bearer token-1")
        await show(Self.home, kind: .issued, on: page.engine)
        let requested = URL(string: "https://acme.service-now.com/incident.do")!
        // Allowed, or cancelled at once when the estimate says the session has ended (an expired token).
        _ = await page.engine.ask(NavigationAction(url: requested, isMainFrame: true, kind: .linkActivated))
        let login = URL(string: "https://acme.service-now.com/login.do?sysparm_goto_url=%2Fincident.do")!
        #expect(
            await page.engine.ask(NavigationAction(url: login, isMainFrame: true, kind: .redirect)) == .cancel)
    }

    @Test func anExpiryReusesAValidTokenAndTheRequestedPageLoadsWithIt() async throws {
        let core = ScriptedCoreService(outcomes: [.success(Self.first), .success(Self.second)])
        let page = try await open(on: core)
        // The recovery lands on the page the expired request asked for.
        let requested = URL(string: "https://acme.service-now.com/incident.do")!

        try await expire(page)
        let recovery = try #require(await page.engine.nextLoad())

        #expect(core.rejectedTokens.isEmpty)
        #expect(recovery.url == requested)
        #expect(recovery.headers["Authorization"] == "Bearer token-1")
        await show(requested, kind: .issued, on: page.engine)
        try await page.activity.next { $0 == .recovered(requested) }
        #expect(page.delegate.callbacks.isEmpty)
        #expect(core.tokenRequests == 2)
    }

    @Test func anExpiredTokenIsReplacedBeforeTheRecoveryLoads() async throws {
        let expired = AccessToken(value: "token-1", expiresAt: Date(timeIntervalSince1970: 1_000))
        let core = ScriptedCoreService(outcomes: [.success(expired), .success(Self.second)])
        let page = try await open(on: core)

        try await expire(page)
        let recovery = try #require(await page.engine.nextLoad())

        #expect(recovery.headers["Authorization"] == "Bearer token-2")
        #expect(core.rejectedTokens.isEmpty)
    }

    @Test func aTokenTheInstanceTurnsAwayIsRenewedOnceAndTheRecoveryLands() async throws {
        let core = ScriptedCoreService(outcomes: [.success(Self.first), .success(Self.second)])
        let page = try await open(on: core)
        let requested = URL(string: "https://acme.service-now.com/incident.do")!
        let login = URL(string: "https://acme.service-now.com/login.do")!

        try await expire(page)
        _ = try #require(await page.engine.nextLoad())
        #expect(await page.engine.ask(NavigationAction(url: requested, isMainFrame: true, kind: .issued)) == .allow)
        #expect(await page.engine.ask(NavigationAction(url: login, isMainFrame: true, kind: .redirect)) == .cancel)
        let renewed = try #require(await page.engine.nextLoad())

        #expect(core.rejectedTokens == [Self.first])
        #expect(renewed.url == requested)
        #expect(renewed.headers["Authorization"] == "Bearer token-2")
        await show(requested, kind: .issued, on: page.engine)
        try await page.activity.next { $0 == .recovered(requested) }
        #expect(page.delegate.callbacks.isEmpty)
    }

    @Test func aTerminalTokenFailureReachesTheDelegate() async throws {
        let expired = AccessToken(value: "token-1", expiresAt: Date(timeIntervalSince1970: 1_000))
        let core = ScriptedCoreService(outcomes: [.success(expired), .failure(.signInRequired(.invalidGrant))])
        let page = try await open(on: core)

        try await expire(page)
        let error = await page.delegate.nextFailure()

        #expect(error as? NowWebError == .tokenUnavailable(mustSignIn: true))
        #expect(page.engine.loadedRequests.count == 1)
    }

    @Test func aGuestSeesThePageWithoutABearer() async throws {
        let core = ScriptedCoreService(
            settings: .success(NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: true)),
            isGuest: true)
        let page = try await open(on: core)

        page.controller.loadPage()
        let load = try #require(await page.engine.nextLoad())

        #expect(load.url == Self.home)
        #expect(load.headers["Authorization"] == nil)
        await show(Self.home, kind: .issued, on: page.engine)
        try await page.activity.next { $0 == .finished(Self.home) }
        #expect(page.delegate.callbacks.isEmpty)
    }

    @Test func aGuestIsRefusedWhenTheInstanceAllowsNoGuests() async throws {
        let core = ScriptedCoreService(isGuest: true)

        await #expect(throws: NowServiceError.serviceDisabled) { try await open(on: core) }
    }
}
