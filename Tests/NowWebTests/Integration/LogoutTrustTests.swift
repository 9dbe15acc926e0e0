import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Logout's `/logout.do`, which carries the web session's cookies, obeys the app's trust hook of the store's
/// engines: a pin that cannot be checked keeps it from going out (R3-M-3).
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

    @Test func theFirstHookThatIsNotThePlatformsStaysWithTheStore() {
        let store = WebDataStore()
        #expect(store.trustHook is NowPlatformTrust)
        store.useTrustHook(NowPlatformTrust())
        store.useTrustHook(RefusesEveryCertificate())
        store.useTrustHook(NowPlatformTrust())
        #expect(store.trustHook is RefusesEveryCertificate)
    }
}
