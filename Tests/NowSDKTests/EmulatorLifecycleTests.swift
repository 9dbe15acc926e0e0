import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct EmulatorLifecycleTests {
    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    private func core(
        _ instance: InstanceEmulator, _ grants: any NowAuthorizationGrantProviding,
        client: NowOAuthClient = NowOAuthClient(clientId: "nowweb-mobile"),
        store: any NowTokenStore = NowInMemoryTokenStore()
    ) throws -> (NowCoreService, Service) {
        var configuration = NowSDKConfiguration(grantProvider: grants, permissionDelegate: nil, logLevel: .none)
        configuration.appBundleId = "dev.nowweb.app"
        configuration.oauthClient = client
        configuration.tokenStore = store
        let service = Service(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
        return (try NowCoreService(configuration: configuration), service)
    }

    private func grants(_ instance: InstanceEmulator) -> [String] {
        instance.requestLog.filter { $0.path == "/oauth_token.do" }.compactMap(\.grantType)
    }

    @Test func revokedRefreshTokenFallsBackToSigningInAgain() async throws {
        try await withInstanceEmulator { instance in
            let (core, service) = try core(
                instance, NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"))
            let first = try await core.requestAccessToken(for: service)
            instance.revokeSessions(of: "abel.tuter")
            let second = try await core.accessTokenDidFail(for: service, rejected: first)
            #expect(second != first)
            #expect(grants(instance) == ["password", "refresh_token", "password"])
        }
    }

    @Test func revokedRefreshTokenWithoutAnotherWayInRequiresSignIn() async throws {
        try await withInstanceEmulator { instance in
            let (signIn, service) = try core(
                instance, NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"))
            _ = try await signIn.requestAccessToken(for: service)
            let store = NowInMemoryTokenStore()
            let key = NowTokenStoreKey(instanceUrl: instance.baseURL, account: "abel.tuter")
            try await store.save(NowTokenSet(accessToken: nil, refreshToken: "not-a-known-token"), for: key)
            let (core, _) = try core(
                instance, NowRefreshTokenAuthorizationProvider(refreshToken: "revoked", account: "abel.tuter"),
                store: store)
            await #expect(throws: NowAuthorizationError.signInRequired(.refreshTokenRevoked)) {
                try await core.requestAccessToken(for: service)
            }
        }
    }

    @Test func tokensInTheFileStoreSurviveARelaunch() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nowsdk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withInstanceEmulator { instance in
            let password = NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1")
            let (first, service) = try core(instance, password, store: NowFileTokenStore(directory: directory))
            let token = try await first.requestAccessToken(for: service)

            let (relaunched, _) = try core(instance, password, store: NowFileTokenStore(directory: directory))
            #expect(try await relaunched.requestAccessToken(for: service) == token)
            #expect(grants(instance) == ["password"])
            await relaunched.logout()
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test func confidentialClientUsesClientCredentials() async throws {
        try await withInstanceEmulator { instance in
            struct ClientCredentials: NowAuthorizationGrantProviding {
                func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
                    .clientCredentials
                }
            }
            let (core, service) = try core(
                instance, ClientCredentials(),
                client: NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret"))
            _ = try await core.requestAccessToken(for: service)
            #expect(try await core.requestSettings(for: service).enabled)
            #expect(grants(instance) == ["client_credentials"])
        }
    }

    @Test func wrongClientSecretIsAnInvalidClient() async throws {
        try await withInstanceEmulator { instance in
            let (core, service) = try core(
                instance, NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
                client: NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "wrong"))
            await #expect(throws: NowAuthorizationError.signInRequired(.invalidClient)) {
                try await core.requestAccessToken(for: service)
            }
        }
    }

    @Test func emulatorIssuedAccessTokenCanBeHandedInDirectly() async throws {
        try await withInstanceEmulator { instance in
            let handed = AccessToken(value: instance.issueAccessToken(for: "abel.tuter"), expiresAt: nil)
            let (core, service) = try core(instance, NowAccessTokenAuthorizationProvider(token: handed))
            #expect(try await core.requestAccessToken(for: service) == handed)
            #expect(try await core.requestSettings(for: service).webEnabled)
            #expect(grants(instance).isEmpty)
        }
    }
}
