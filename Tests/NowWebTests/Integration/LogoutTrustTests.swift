import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Logout's `/logout.do` and the keep-alive's `/blank.do`, which carry the web session's cookies, obey the app's
/// trust hook of the store's engines: a pin that cannot be checked keeps them from going out (R3-M-3).
@MainActor
@Suite struct LogoutTrustTests {
    /// A hook that refuses every certificate: a pin no server matches.
    struct RefusesEveryCertificate: NowTrustEvaluating {
        func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision { .refuse(reason: "not the pinned key") }
    }

    @Test func logoutsRequestIsNotSentWhenTheEnginesHookCannotCheckTheCertificate() async throws {
        try await withInstanceEmulator { instance in
            let store = WebDataStore()
            store.cookies.store(try #require(SetCookie("JSESSIONID=live; Path=/")), from: instance.baseURL)
            var configuration = HeadlessWebEngine.Configuration()
            configuration.trust = RefusesEveryCertificate()
            // The engine hands the store its hook (as a service's page session does for every engine it makes).
            _ = HeadlessWebEngine(dataStore: store, configuration: configuration)
            // The hook cannot see a certificate here (plain HTTP; FoundationNetworking): nothing goes out.
            #expect(await store.endWebSession(at: instance.baseURL) == false)
            #expect(instance.requestLog.filter { $0.path == "/logout.do" }.isEmpty, "\(instance.requestLog)")
        }
    }

    @Test func withThePlatformsHookLogoutsRequestGoesOut() async throws {
        try await withInstanceEmulator { instance in
            let store = WebDataStore()
            store.cookies.store(try #require(SetCookie("JSESSIONID=live; Path=/")), from: instance.baseURL)
            _ = HeadlessWebEngine(dataStore: store)
            #expect(await store.endWebSession(at: instance.baseURL))
            #expect(instance.requestLog.filter { $0.path == "/logout.do" }.count == 1)
        }
    }

    /// The keep-alive's `/blank.do` carries the session's cookies too, and obeys the same hook.
    @Test func theKeepAliveIsNotSentWhenTheEnginesHookCannotCheckTheCertificate() async throws {
        try await withInstanceEmulator { instance in
            let store = WebDataStore()
            var configuration = HeadlessWebEngine.Configuration()
            configuration.trust = RefusesEveryCertificate()
            _ = HeadlessWebEngine(dataStore: store, configuration: configuration)
            let page = instance.baseURL.appending(path: "blank.do")
            #expect(await store.sendKeepAlive(to: page, cookieHeader: "JSESSIONID=live") == false)
            #expect(instance.requestLog.filter { $0.path == "/blank.do" }.isEmpty, "\(instance.requestLog)")
            // With the platform's hook the same request goes out, so the refusal above is the hook's.
            let open = WebDataStore()
            _ = HeadlessWebEngine(dataStore: open)
            _ = await open.sendKeepAlive(to: page, cookieHeader: "JSESSIONID=live")
            #expect(instance.requestLog.filter { $0.path == "/blank.do" }.count == 1)
        }
    }

    @Test func theFirstHookThatIsNotThePlatformsStaysWithTheStore() {
        let store = WebDataStore()
        #expect(store.trustHook is NowPlatformTrust)
        store.useTrustHook(NowPlatformTrust())
        store.useTrustHook(RefusesEveryCertificate())
        store.useTrustHook(NowPlatformTrust())
        #expect(store.trustHook is RefusesEveryCertificate)
    }
}
