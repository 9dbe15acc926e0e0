import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A core that is a value: it wraps a `NowCoreService` (to log, say) and answers its identity.
private struct WrappingCore: NowCoreServiceProviding {
    let wrapped: NowCoreService

    var identity: NowCoreIdentity { wrapped.identity }

    func requestAccessToken(for service: any NowService) async throws -> AccessToken {
        try await wrapped.requestAccessToken(for: service)
    }

    func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws -> AccessToken {
        try await wrapped.accessTokenDidFail(for: service, rejected: token)
    }

    func isGuestUser(for service: any NowService) async -> Bool { false }

    func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false)
    }
}

/// A grant provider that is never asked: these tests obtain no token.
private struct UnusedGrants: NowAuthorizationGrantProviding {
    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        throw CancellationError()
    }
}

@Suite struct CoreIdentityLogoutTests {
    private static let instance = URL(string: "https://identity.service-now.com")!

    private static func core() throws -> NowCoreService {
        try NowCoreService(
            configuration: NowSDKConfiguration(grantProvider: UnusedGrants(), logLevel: .none).keepingTokensInMemory)
    }

    private static func service(on core: any NowCoreServiceProviding) async throws -> NowWebService {
        try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance, appBundleId: "dev.nowweb.identity"),
            core: core)
    }

    private static func addSessionCookie(to service: NowWebService) {
        let cookie = HTTPCookie(properties: [
            .name: "JSESSIONID", .value: "session", .domain: instance.host!, .path: "/",
        ])!
        service.dataStore.cookies.setCookie(cookie)
    }

    @Test func logoutOfTheWrappedCoreWipesTheStoresOfAStructCoresServices() async throws {
        let core = try Self.core()
        let service = try await Self.service(on: WrappingCore(wrapped: core))
        Self.addSessionCookie(to: service)

        await core.logout(instanceUrl: Self.instance)

        #expect(service.dataStore.cookies.allCookies.isEmpty)
    }

    @Test func logoutOfAnotherCoreLeavesTheStoresAlone() async throws {
        let service = try await Self.service(on: WrappingCore(wrapped: try Self.core()))
        Self.addSessionCookie(to: service)

        try await Self.core().logout(instanceUrl: Self.instance)

        #expect(service.dataStore.cookies.allCookies.count == 1)
    }

    @Test func theScriptedCoresLogoutWipesItsServicesStores() async throws {
        let core = ScriptedCoreService()
        let service = try await Self.service(on: core)
        Self.addSessionCookie(to: service)

        await core.logout(instanceUrl: Self.instance)

        #expect(service.dataStore.cookies.allCookies.isEmpty)
    }

    @Test func everyCopyOfAValueCoreAndEveryReferenceToAClassCoreAnswerOneIdentity() throws {
        let core = try Self.core()
        let wrapper = WrappingCore(wrapped: core)
        let copy = wrapper
        let reference: any NowCoreServiceProviding = core

        #expect(copy.identity == wrapper.identity)
        #expect(reference.identity == core.identity)
        #expect(try Self.core().identity != core.identity)
        #expect(NowCoreIdentity() != NowCoreIdentity())
    }
}
