import Foundation
import NowInternal
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// After a logout, a controller the app kept stops: nothing its page does (an in-page `401`, a hop to the
/// login page, a navigation of its own, a re-bridge behind it) asks the core for a token or sends a bearer,
/// and its delegate hears ``NowWebError/serviceClosed`` once (R3-M-2).
@MainActor
@Suite struct ClosedServicePageTests {
    /// What a page does by itself after its user logged out.
    enum Trigger: String, CaseIterable, Sendable {
        /// The in-page session watch reports a data request refused with `401`.
        case sessionWatch401
        /// The same, for a request that carried no `X-UserToken`: a re-bridge behind the page would follow.
        case sessionWatch401WithoutUserToken
        /// The main frame is redirected to the login page.
        case loginHop
        /// The page navigates by itself (a meta refresh) to an instance page, which the instance redirects to
        /// its login page.
        case metaRefresh
    }

    /// The in-page session watch's message for a refused request of `page`.
    static func refused(on page: URL, userToken: Bool = true) -> WebEngineEvent {
        let body =
            #"{"kind":"refused","status":401,"loggedIn":null,"userToken":\#(userToken),"top":true,"#
            + #""href":"\#(page.absoluteString)"}"#
        let origin = URL(string: "/", relativeTo: page)!.absoluteURL
        return .sessionWatchSignal(
            ScriptMessage(handlerName: "nowwebSessionWatch", body: body, frame: .main, origin: origin))
    }

    /// Plays `trigger` on `engine`, whose page shows `home` of the instance at `base`.
    static func play(_ trigger: Trigger, on engine: ScriptedWebEngine, home: URL, base: URL) async {
        let login = URL(string: "/login.do", relativeTo: base)!.absoluteURL
        switch trigger {
        case .sessionWatch401:
            engine.emit(refused(on: home))
        case .sessionWatch401WithoutUserToken:
            engine.emit(refused(on: home, userToken: false))
        case .loginHop:
            #expect(await engine.ask(NavigationAction(url: login, isMainFrame: true, kind: .redirect)) == .cancel)
        case .metaRefresh:
            let page = URL(string: "/incident.do", relativeTo: base)!.absoluteURL
            #expect(await engine.ask(NavigationAction(url: page, isMainFrame: true, kind: .other)) == .cancel)
            #expect(await engine.ask(NavigationAction(url: login, isMainFrame: true, kind: .redirect)) == .cancel)
        }
    }

    @Test(arguments: Trigger.allCases)
    func aClosedServicesPageCannotGetATokenOrBridge(first: Trigger) async throws {
        try await withInstanceEmulator { instance in
            let core = try WebTestHarness.makeCore(instance)
            let engine = ScriptedWebEngine(fetch: ScriptedWebEngine.loopbackFetch)
            let service = try await WebTestHarness.makeService(
                instance, core: core, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            let home = try await activity.finished()
            let key = core.tokenProvider(for: instance.baseURL).key

            await core.logout(instanceUrl: instance.baseURL)
            instance.clearRequestLog()
            let loadsBefore = engine.loadedRequests.count

            // The first trigger ends the page; the others, after it, change nothing.
            for trigger in [first] + Trigger.allCases.filter({ $0 != first }) {
                await Self.play(trigger, on: engine, home: home, base: instance.baseURL)
            }
            await controller.pageSession.tokenTask?.value
            await controller.pageSession.rebridgeTask?.value
            await engine.settle()

            #expect(!instance.requestLog.contains { $0.path == "/oauth_token.do" }, "no token was asked for")
            #expect(!instance.requestLog.contains { $0.hasAuthorization }, "no bearer went out")
            #expect(try await core.configuration.tokenStore.load(for: key) == nil)
            #expect(delegate.errors.count == 1)
            #expect(delegate.errors.first as? NowWebError == .serviceClosed)
            let loads = engine.loadedRequests.dropFirst(loadsBefore)
            #expect(
                loads.map(\.url.absoluteString) == ["about:blank"], "the old user's page is replaced by a blank one")
            #expect(loads.allSatisfy { $0.headers["Authorization"] == nil })
        }
    }

    static let instance = URL(string: "https://acme.service-now.com")!
    static let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

    /// A page shown with `token-1` by a scripted core, on a scripted engine the test drives; `engines` counts the
    /// engines the service's factory made (the page's, then one per background bridge).
    func openScripted(on core: ScriptedCoreService) async throws -> (
        NowWebViewController, ScriptedWebEngine, RecordingControllerDelegate, Locked<Int>
    ) {
        let engine = ScriptedWebEngine()
        let engines = Locked(0)
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core,
            options: NowWebService.Options(makeEngine: { _ in
                engines.withLock { $0 += 1 }
                return engine
            }))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: Self.home, delegate: delegate).get()
        controller.loadPage()
        let bridge = try #require(await engine.nextLoad())
        #expect(bridge.headers["Authorization"] == "Bearer token-1")
        #expect(await engine.ask(NavigationAction(url: Self.home, isMainFrame: true, kind: .issued)) == .allow)
        engine.completeLoad(of: Self.home, headers: ["X-Is-Logged-In": "true"])
        return (controller, engine, delegate, engines)
    }

    @Test func aTokenAskedForBeforeTheLogoutIsNotBridgedAfterIt() async throws {
        let token = AccessToken(value: "token-1", expiresAt: nil)
        let late = AccessToken(value: "token-2", expiresAt: nil)
        let core = ScriptedCoreService(outcomes: [.success(token), .success(late)])
        let (controller, engine, delegate, engines) = try await openScripted(on: core)
        // A request that carried no `X-UserToken`: the session is re-bridged behind the page, once a token comes.
        core.holdsTokenRequests = true
        engine.emit(Self.refused(on: Self.home, userToken: false))
        try #require(controller.pageSession.tokenTask != nil)

        await core.logout()
        core.releaseHeldTokenRequests()
        await controller.pageSession.tokenTask?.value
        await controller.pageSession.rebridgeTask?.value
        await engine.settle()

        #expect(engines.current == 1, "no engine was made for a background bridge")
        #expect(engine.loadedRequests.filter { $0.headers["Authorization"] != nil }.count == 1)
        #expect(delegate.errors.compactMap { $0 as? NowWebError } == [.serviceClosed])
        #expect(engine.loadedRequests.last?.url.absoluteString == "about:blank")
    }

    @Test func aClosedServicesPageNeverStartedStaysBlankAndAsksNothing() async throws {
        let core = ScriptedCoreService(outcomes: [.success(AccessToken(value: "token-1", expiresAt: nil))])
        let engine = ScriptedWebEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(makeEngine: { _ in engine }))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: Self.home, delegate: delegate).get()
        core.holdsTokenRequests = true
        controller.loadPage()
        try #require(controller.pageSession.tokenTask != nil)

        await core.logout()
        core.releaseHeldTokenRequests()
        await controller.pageSession.tokenTask?.value
        // The page navigates by itself: nothing is shown, so there is nothing to blank.
        #expect(await engine.ask(NavigationAction(url: Self.home, isMainFrame: true, kind: .other)) == .cancel)
        await engine.settle()

        #expect(engine.loadedRequests.isEmpty, "the token that came after the logout was not bridged")
        #expect(delegate.errors.compactMap { $0 as? NowWebError } == [.serviceClosed])
    }
}
