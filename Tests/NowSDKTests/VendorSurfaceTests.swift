import Foundation
import NowSDK
import Testing

// The vendor's NowSDK surface: its error types and the core members reachable through `NowSDK.core()`.
@Suite struct VendorSurfaceTests {
    private static let enabledBody =
        #"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#

    /// The vendor's own provider shape: a non-final class with state and a completion that is not `@Sendable`.
    private class JWTProvider: NowSDKAuthorizationProviding {
        let token: String
        var asked = 0

        init(token: String) {
            self.token = token
        }

        func requestAuthorization(for instanceUrl: URL, completion: @escaping ([AuthorizationToken]?) -> Void) {
            asked += 1
            completion([AuthorizationToken(type: .jwt, token: token)])
        }
    }

    private class PermissionProvider: DevicePermissionDelegate {
        var asked: [DevicePermission] = []

        func canRequestPermission(_ permission: DevicePermission) -> Bool {
            asked.append(permission)
            return permission == .camera
        }
    }

    @MainActor private func vendorCore(
        _ provider: JWTProvider, _ permissions: PermissionProvider?, transport: ScriptedTransport
    ) throws -> any NowCoreServiceProviding {
        let harness = Harness(transport).configuration(ScriptedGrantProvider(.guest))
        var configuration = NowSDKConfiguration(
            authorizationProvider: provider, permissionDelegate: permissions, logLevel: .none)
        configuration.transport = harness.transport
        configuration.tokenStore = NowInMemoryTokenStore()
        configuration.clock = harness.clock
        configuration.appBundleId = harness.appBundleId
        return try NowCoreService(configuration: configuration)
    }

    @Test @MainActor func theVendorsClassProviderIsAskedOnTheMainActorAndItsJWTExchanged() async throws {
        let transport = ScriptedTransport(responses: [.token("exchanged")])
        let provider = JWTProvider(token: "vendor-jwt")
        let core = try vendorCore(provider, nil, transport: transport)

        let token = try await core.requestAccessToken(for: TestService())

        #expect(token.value == "exchanged")
        #expect(provider.asked == 1)
        let body = try #require(transport.requests(to: "/oauth_token.do").first?.body)
        #expect(String(decoding: body, as: UTF8.self).contains("assertion=vendor-jwt"))
    }

    @Test @MainActor func canRequestPermissionOfTheCoreAsksTheAppsDelegate() throws {
        let permissions = PermissionProvider()
        let core = try vendorCore(JWTProvider(token: "t"), permissions, transport: ScriptedTransport(responses: []))
        #expect(core.canRequestPermission(.camera))
        #expect(!core.canRequestPermission(.microphone))
        #expect(permissions.asked == [.camera, .microphone])

        let withoutDelegate = try vendorCore(JWTProvider(token: "t"), nil, transport: ScriptedTransport(responses: []))
        #expect(!withoutDelegate.canRequestPermission(.camera))
    }

    @Test @MainActor func refreshSettingsThroughTheProtocolFetchesAgain() async throws {
        let transport = ScriptedTransport { request, _ in
            request.url.path == "/oauth_token.do" ? .token("access") : .json(Self.enabledBody)
        }
        let core = try vendorCore(JWTProvider(token: "t"), nil, transport: transport)
        let service = TestService()

        _ = try await core.requestSettings(for: service)
        _ = try await core.requestSettings(for: service)
        #expect(
            transport.requests(to: "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests").count == 1, "cached")
        _ = try await core.refreshSettings(for: service)
        #expect(transport.requests(to: "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests").count == 2)
    }

    @Test func accessTokenProviderErrorMapsTheFinerReasons() {
        #expect(AccessTokenProviderError(NowAuthorizationError.guestUser) == .hostReturnedNoTokens)
        #expect(
            AccessTokenProviderError(NowAuthorizationError.signInRequired(.providerReturnedNothing))
                == .hostReturnedNoTokens)
        #expect(AccessTokenProviderError(NowAuthorizationError.signInRequired(.invalidGrant)) == .userSessionError)
        #expect(AccessTokenProviderError(NowAuthorizationError.signInRequired(.loggedOut)) == .userSessionError)
        #expect(
            AccessTokenProviderError(NowAuthorizationError.temporarilyUnavailable(.network))
                == .accessTokenRetrievalFailed)
        #expect(
            AccessTokenProviderError(NowAuthorizationError.refreshBudgetExhausted(exchanges: 5, window: 60))
                == .accessTokenRetrievalFailed)
        #expect(AccessTokenProviderError(CancellationError()) == .accessTokenRetrievalFailed)
        #expect(AccessTokenProviderError(AccessTokenProviderError.userSessionError) == .userSessionError)
    }

    @Test func settingsErrorMapsTheServiceErrors() {
        let exchange = NowSettingsExchange(request: "GET /x", answer: "404", appBundleId: "a")
        #expect(SettingsError(NowServiceError.sdkNotConfigured) == .invalidProvider)
        #expect(SettingsError(NowServiceError.serviceConfigurationInvalid) == .invalidProvider)
        #expect(SettingsError(NowServiceError.serviceDisabled) == .sdkNotLicensed)
        #expect(SettingsError(NowServiceError.serviceSettingsInvalid(exchange)) == .invalidJSON)
        #expect(SettingsError(NowServiceError.serviceSettingsNotFound(exchange)) == .settingNotFound)
        #expect(
            SettingsError(NowServiceError.serviceSettingsRetrievalFailed(.temporarilyUnavailable(.network)))
                == .fetchFailed)
        #expect(SettingsError(NowAuthorizationError.guestUser) == .notAuthorized)
        #expect(SettingsError(URLError(.notConnectedToInternet)) == .fetchError)
        #expect(SettingsError(CancellationError()) == .unknown)
    }

    @Test func theVendorsNowSDKErrorCasesExist() {
        let cases: [NowSDKError] = [.configurationError, .missingAuthorizationProvider, .missingPermissionDelegate]
        #expect(Set(cases.map { $0.localizedDescription }).count == 3)
    }
}
