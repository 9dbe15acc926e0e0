import Foundation
import NowSDK
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct EmulatorIntegrationTests {
    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    private struct JWTProvider: NowSDKAuthorizationProviding {
        let instance: InstanceEmulator
        let lifetime: Duration

        func requestAuthorization(
            for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
        ) {
            completion([
                AuthorizationToken(type: .jwt, token: instance.makeJWT(subject: "abel.tuter", expiresIn: lifetime))
            ])
        }
    }

    private func configuration(
        _ grants: any NowAuthorizationGrantProviding, clientId: String? = "nowweb-mobile", sink: CapturingLogSink
    ) -> NowSDKConfiguration {
        var configuration = NowSDKConfiguration(grantProvider: grants, permissionDelegate: nil, logLevel: .debug)
        configuration.appBundleId = "dev.nowweb.app"
        configuration.tokenStore = NowInMemoryTokenStore()
        configuration.oauthClient = NowOAuthClient(clientId: clientId)
        configuration.logSink = sink
        return configuration
    }

    private static var listener: NowLoopbackRedirectListener.Configuration {
        var listener = NowLoopbackRedirectListener.Configuration()
        listener.timeout = .seconds(20)
        return listener
    }

    private func grants(_ instance: InstanceEmulator) -> [String] {
        instance.requestLog.filter { $0.path == "/oauth_token.do" }.compactMap(\.grantType)
    }

    @Test func theInstancesAccessDeniedAnswerToAWrongPasswordAsksTheUserToSignInWithoutRetrying() async throws {
        var emulator = InstanceEmulator.Configuration()
        emulator.grantErrors = .instance
        try await withInstanceEmulator(emulator) { instance in
            let core = try NowCoreService(
                configuration: configuration(
                    NowPasswordAuthorizationProvider(username: "abel.tuter", password: "wrong"),
                    sink: CapturingLogSink()))
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))

            await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
                try await core.requestAccessToken(for: service)
            }
            #expect(grants(instance) == ["password"], "dead credentials are not retried")
            let answer = try #require(instance.requestLog.last { $0.path == "/oauth_token.do" })
            #expect(answer.status == 401)
        }
    }

    @Test func passwordSignInThenRefreshWithTheRefreshToken() async throws {
        try await withInstanceEmulator { instance in
            let sink = CapturingLogSink()
            let core = try NowCoreService(
                configuration: configuration(
                    NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"), sink: sink))
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let first = try await core.requestAccessToken(for: service)
            let second = try await core.accessTokenDidFail(for: service, rejected: first)

            #expect(first != second)
            #expect(first.expiresAt != nil)
            #expect(grants(instance) == ["password", "refresh_token"])
            #expect(try await core.requestSettings(for: service).webEnabled)
            #expect(!sink.lines.joined().contains("Abel.Tuter-1"))
            #expect(!sink.lines.joined().contains(second.value))
        }
    }

    @Test func wrongPasswordRequiresSignIn() async throws {
        try await withInstanceEmulator { instance in
            let core = try NowCoreService(
                configuration: configuration(
                    NowPasswordAuthorizationProvider(username: "abel.tuter", password: "wrong"),
                    sink: CapturingLogSink()))
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
                try await core.requestAccessToken(for: service)
            }
        }
    }

    @Test func vendorJWTIsExchangedAndRefreshAsksForANewOne() async throws {
        try await withInstanceEmulator { instance in
            var configuration = NowSDKConfiguration(
                authorizationProvider: JWTProvider(instance: instance, lifetime: .seconds(300)),
                permissionDelegate: nil,
                logLevel: .none)
            configuration.tokenStore = NowInMemoryTokenStore()
            configuration.appBundleId = "dev.nowweb.app"
            let core = try NowCoreService(configuration: configuration)
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let first = try await core.requestAccessToken(for: service)
            let second = try await core.accessTokenDidFail(for: service, rejected: first)
            #expect(first != second)
            #expect(
                grants(instance) == [
                    "urn:ietf:params:oauth:grant-type:jwt-bearer", "urn:ietf:params:oauth:grant-type:jwt-bearer",
                ])
            #expect(
                try await core.requestSettings(for: service)
                    == NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false))
        }
    }

    @Test func expiredJWTRequiresSignIn() async throws {
        try await withInstanceEmulator { instance in
            let core = try NowCoreService(
                configuration: NowSDKConfiguration(
                    // Past the instance's 300-second clock skew.
                    authorizationProvider: JWTProvider(instance: instance, lifetime: .seconds(-360)),
                    permissionDelegate: nil, logLevel: .none
                ).keepingTokensInMemory)
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
                try await core.requestAccessToken(for: service)
            }
        }
    }

    /// The vendor's sample provider hands back one fixed assertion; the instance verifies its `jti`, so the
    /// second exchange of it is refused and the user must sign in, while a provider that signs a new
    /// assertion each time gets a token each time.
    @Test(arguments: [false, true])
    func aFixedAssertionWorksOnceAndAFreshOneEveryTime(fresh: Bool) async throws {
        try await withInstanceEmulator { instance in
            let fixed = instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(3600))
            let grants = NowJWTAuthorizationProvider(isInteractive: false) { _ in
                fresh ? instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(3600)) : fixed
            }
            var configuration = NowSDKConfiguration(grantProvider: grants, permissionDelegate: nil, logLevel: .none)
            configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile")
            configuration.tokenStore = NowInMemoryTokenStore()
            configuration.clock = instance.clock
            let core = try NowCoreService(configuration: configuration)
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let first = try await core.requestAccessToken(for: service)
            if fresh {
                let second = try await core.accessTokenDidFail(for: service, rejected: first)
                #expect(second != first)
            } else {
                await #expect(throws: NowAuthorizationError.signInRequired(.invalidGrant)) {
                    try await core.accessTokenDidFail(for: service, rejected: first)
                }
            }
        }
    }

    @Test func pkceSignInWorksEndToEndThroughTheLoopbackListener() async throws {
        var emulator = InstanceEmulator.Configuration()
        emulator.autoApproveAuthorization = true
        try await withInstanceEmulator(emulator) { instance in
            let sink = CapturingLogSink()
            let browser = NowPKCEAuthorizationProvider.loopback(listener: Self.listener) { url in
                // The "browser" follows the instance's redirect to the loopback listener.
                let (_, response) = try await URLSession.shared.data(from: url)
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
            }
            let core = try NowCoreService(configuration: configuration(browser, sink: sink))
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let first = try await core.requestAccessToken(for: service)
            let second = try await core.accessTokenDidFail(for: service, rejected: first)

            #expect(first != second)
            #expect(grants(instance) == ["authorization_code", "refresh_token"])
            #expect(instance.requestLog.contains { $0.path == "/oauth_auth.do" && $0.status == 302 })
            #expect(try await core.requestSettings(for: service).enabled)
        }
    }

    @Test func pkceDeniedByTheUserRequiresSignIn() async throws {
        try await withInstanceEmulator { instance in
            let deny = NowPKCEAuthorizationProvider.loopback(listener: Self.listener) { url in
                var request = URLRequest(url: instance.baseURL.appendingPathComponent("oauth_auth.do"))
                request.httpMethod = "POST"
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(((url.query ?? "") + "&action=deny").utf8)
                _ = try await URLSession.shared.data(for: request)
            }
            let core = try NowCoreService(configuration: configuration(deny, sink: CapturingLogSink()))
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            await #expect(throws: NowAuthorizationError.signInRequired(.authorizationDenied)) {
                try await core.requestAccessToken(for: service)
            }
            #expect(grants(instance).isEmpty)
        }
    }

    @Test func settingsFailuresMapToTheVendorCases() async throws {
        try await withInstanceEmulator { instance in
            let core = try NowCoreService(
                configuration: configuration(
                    NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
                    sink: CapturingLogSink()))
            let known = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            let unknown = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.unknown"))
            let notFound = await #expect(throws: NowServiceError.self) {
                try await core.requestSettings(for: unknown)
            }
            #expect(notFound?.kind == .notFound)
            let cases: [(InstanceEmulator.Faults.ServiceSettings, NowServiceError.Kind)] = [
                (.disabled, .disabled), (.invalidJSON, .invalid), (.serverError, .retrievalFailed),
                (.missing, .notFound),
            ]
            for (fault, expected) in cases {
                instance.updateFaults { $0.serviceSettings = fault }
                let error = await #expect(throws: NowServiceError.self) { try await core.refreshSettings(for: known) }
                #expect(error?.kind == expected, "\(fault)")
            }
            instance.updateFaults { $0.serviceSettings = .enabled }
            #expect(try await core.refreshSettings(for: known).webEnabled)
        }
    }

    @Test func unreachableInstanceFailsSettingsRetrieval() async throws {
        // A port that stays refused: the port of a stopped emulator may be taken by another test's at once.
        let refusing = try RefusingPort()
        let address = refusing.baseURL
        let core = try NowCoreService(
            configuration: NowSDKConfiguration(
                grantProvider: NowAccessTokenAuthorizationProvider(token: AccessToken(value: "t", expiresAt: nil)),
                permissionDelegate: nil, logLevel: .none
            ).keepingTokensInMemory)
        let service = Service(
            configuration: NowServiceConfiguration(instanceUrl: address, appBundleId: "dev.nowweb.app"))
        await #expect(throws: NowServiceError.serviceSettingsRetrievalFailed(.temporarilyUnavailable(.network))) {
            try await core.requestSettings(for: service)
        }
        withExtendedLifetime(refusing) {}
    }

    @Test func tokenEndpointOutageIsRetriedUntilItRecovers() async throws {
        try await withInstanceEmulator { instance in
            let clock = ManualClock()
            var configuration = configuration(
                NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
                sink: CapturingLogSink())
            configuration.clock = NowClock(now: configuration.clock.now, timer: clock)
            configuration.tokenPolicy = Harness.defaultPolicy
            let core = try NowCoreService(configuration: configuration)
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            instance.updateFaults { $0.tokenEndpoint = .serviceUnavailable(retryAfterSeconds: 3) }
            let request = Task { try await core.requestAccessToken(for: service) }

            #expect(try await clock.nextSleep() == .seconds(3))
            instance.updateFaults { $0.tokenEndpoint = .serverError }
            clock.advance(by: .seconds(3))
            #expect(try await clock.nextSleep() == .seconds(1))
            instance.updateFaults { $0.tokenEndpoint = nil }
            clock.advance(by: .seconds(1))

            #expect(try await request.value.expiresAt != nil)
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.count == 3)
        }
    }
}
