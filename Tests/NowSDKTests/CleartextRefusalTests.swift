import Foundation
import NowInternal
import NowSDK
import Testing

/// Credentials go over https, or cleartext http to a loopback host only.
@Suite struct CleartextRefusalTests {
    static let remoteHTTP = URL(string: "http://example.service-now.com")!

    @Test(arguments: [
        NowAuthorizationGrant.password(username: "u", password: "p"), .refreshToken("r"), .jwtBearer(assertion: "j"),
        .authorizationCode(code: "c", redirectUri: URL(string: "http://127.0.0.1:9/cb")!, codeVerifier: "v"),
    ])
    func tokenRequestsToARemoteHTTPInstanceAreNeverSent(_ grant: NowAuthorizationGrant) async throws {
        let transport = ScriptedTransport(responses: [.token("unused")])
        let core = try Harness(transport).core(ScriptedGrantProvider(grant))
        await #expect(throws: NowAuthorizationError.insecureInstanceUrl) {
            try await core.tokenProvider(for: Self.remoteHTTP).accessToken()
        }
        #expect(transport.requests.isEmpty)
        #expect(!NowAuthorizationError.insecureInstanceUrl.localizedDescription.contains("example"))
    }

    @Test(arguments: ["http://127.0.0.1:8080", "http://127.1.2.3", "http://localhost:9", "http://[::1]:9"])
    func loopbackHTTPStillGetsTokens(_ instance: String) async throws {
        let transport = ScriptedTransport(responses: [.token("local")])
        let core = try Harness(transport).core(ScriptedGrantProvider(.password(username: "u", password: "p")))
        #expect(try await core.tokenProvider(for: URL(string: instance)!).accessToken().value == "local")
        #expect(transport.requests.count == 1)
    }

    @Test func settingsAreNotRequestedFromARemoteHTTPInstance() async throws {
        let transport = ScriptedTransport(responses: [.token("unused")])
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "j")))
        var service = TestService()
        service.configuration.instanceUrl = Self.remoteHTTP
        await #expect(throws: NowServiceError.serviceConfigurationInvalid) {
            try await core.requestSettings(for: service)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aHandedInTokenIsNotSentToARemoteHTTPInstanceByTheNetworkService() async throws {
        let transport = ScriptedTransport(responses: [.json("{}")])
        let given = AccessToken(value: "given-access", expiresAt: nil)
        let core = try Harness(transport).core(ScriptedGrantProvider(.accessToken(given, refreshToken: nil)))
        var service = TestService()
        service.configuration.instanceUrl = Self.remoteHTTP
        let network = core.requestNetworkService(for: service)
        await #expect(throws: NowAuthorizationError.insecureInstanceUrl) {
            try await network.send(NowHTTPRequest(method: "GET", url: URL(string: "/api/now/table/incident")!))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func logoutRevokesNothingOverCleartextToARemoteHostAndStillForgetsTheTokens() async throws {
        let transport = ScriptedTransport(responses: [.json("{}")])
        var harness = Harness(transport)
        let store = NowInMemoryTokenStore()
        harness.store = store
        harness.client = NowOAuthClient(clientId: "nowweb-mobile", clientSecret: "client-secret")
        let key = NowTokenStoreKey(instanceUrl: Self.remoteHTTP, account: "default")
        try await store.save(
            NowTokenSet(
                accessToken: AccessToken(value: "stored-access", expiresAt: nil), refreshToken: "stored-refresh"),
            for: key)
        let core = try harness.core(ScriptedGrantProvider(.jwtBearer(assertion: "j")))
        await core.logout(instanceUrl: Self.remoteHTTP)
        #expect(transport.requests.isEmpty)
        #expect(try await store.load(for: key) == nil)
    }

    @Test func theBrowserIsNotOpenedOnARemoteHTTPInstance() async throws {
        let opened = OpenedURLs()
        let provider = NowPKCEAuthorizationProvider(redirectUri: URL(string: "nowweb://oauth/callback")!) {
            authorizationUrl, redirectUri in
            opened.record(authorizationUrl)
            return redirectUri
        }
        let context = NowAuthorizationContext(
            instanceUrl: Self.remoteHTTP, client: NowOAuthClient(clientId: "c"),
            transport: ScriptedTransport(responses: []))
        await #expect(throws: NowAuthorizationError.insecureInstanceUrl) {
            try await provider.authorizationGrant(for: context)
        }
        #expect(opened.urls.isEmpty)
    }
}

/// The URLs a user agent was asked to open.
private final class OpenedURLs: Sendable {
    private let storage = Locked<[URL]>([])
    var urls: [URL] { storage.current }
    func record(_ url: URL) { storage.withLock { $0.append(url) } }
}
