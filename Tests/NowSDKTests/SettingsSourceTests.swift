import Foundation
import NowSDK
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct SettingsSourceTests {
    private static let enabledBody =
        #"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#
    private static let web = NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false)

    private func core(
        _ source: NowSettingsSource, _ answer: @escaping @Sendable (NowHTTPRequest) throws -> NowHTTPResponse
    ) throws -> (NowCoreService, ScriptedTransport) {
        let transport = ScriptedTransport { request, _ in
            request.url.path == "/oauth_token.do" ? .token("secret-access-token") : try answer(request)
        }
        var configuration = Harness(transport).configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        configuration.settingsSource = source
        return (try NowCoreService(configuration: configuration), transport)
    }

    @Test func theEndpointIsAskedAtTheConfiguredPath() async throws {
        let (core, transport) = try core(.endpoint(path: "/api/x_acme_mobile/settings")) { _ in
            .json(Self.enabledBody)
        }

        #expect(try await core.requestSettings(for: TestService()) == Self.web)
        let request = try #require(transport.requests(to: "/api/x_acme_mobile/settings").first)
        #expect(request.url.query == "app_bundle_id=dev.nowweb.tests")
        #expect(request.headers["Authorization"] == "Bearer secret-access-token")
        #expect(transport.requests(to: NowSettingsSource.defaultEndpointPath).isEmpty)
    }

    @Test func theDefaultSourceIsTheMobileSDKEndpoint() {
        let configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "a", password: "b"))
        #expect(
            configuration.settingsSource == .applicationResource(path: "/api/sn_mobile_sdk/mobile_sdk/settings/ios"))
    }

    @Test(arguments: [
        NowHTTPResponse.json(
            #"{"error":{"message":"Requested URI does not represent any resource","detail":null},"status":"failure"}"#,
            status: 400),
        NowHTTPResponse.json(#"{"error":{"message":"No settings"},"status":"failure"}"#, status: 404),
    ])
    func aMissingEndpointSaysWhatWasAskedWhatCameBackAndTheWaysOut(_ answer: NowHTTPResponse) async throws {
        let (core, _) = try core(.mobileSDKQuery) { _ in answer }

        let error = try #require(
            await #expect(throws: NowServiceError.self) {
                try await core.requestSettings(for: TestService())
            })
        guard case .serviceSettingsNotFound(let exchange) = error else {
            Issue.record("expected serviceSettingsNotFound, got \(error)")
            return
        }
        #expect(exchange.request == "GET https://example.service-now.com/api/sn_mobile_sdk/mobile_sdk/settings?…")
        #expect(exchange.answer.hasPrefix("HTTP \(answer.statusCode) (application/json): error \""))
        let description = try #require(error.errorDescription)
        #expect(
            description.contains("Asked: GET https://example.service-now.com/api/sn_mobile_sdk/mobile_sdk/settings?…"))
        #expect(description.contains("Got: HTTP \(answer.statusCode)"))
        #expect(description.contains("install the Mobile SDK application (sn_mobile_sdk)"))
        #expect(description.contains(".stated(NowServiceSettings(...))"))
        #expect(description.contains("\"dev.nowweb.tests\""))
        #expect(!description.contains("app_bundle_id="), "no query string")
        #expect(!description.contains("secret-access-token"))
    }

    @Test(arguments: [
        (NowHTTPResponse.json(#"{"status":"ok","sdk":{}}"#), #"JSON with [sdk, status], not a boolean "enabled""#),
        (
            NowHTTPResponse(
                statusCode: 200, headers: ["Content-Type": "text/html"],
                body: Data("<html><head><title>Welcome to nginx!</title></head></html>".utf8)),
            "an HTML page titled \"Welcome to nginx!\""
        ),
        (NowHTTPResponse.json(#"{"result":{"on":true}}"#), #"JSON whose result has [on], not a boolean "enabled""#),
    ])
    func anAnswerInAnotherShapeSaysWhatCameBack(_ answer: NowHTTPResponse, summary: String) async throws {
        let (core, _) = try core(.mobileSDKQuery) { _ in answer }

        let error = try #require(
            await #expect(throws: NowServiceError.self) {
                try await core.requestSettings(for: TestService())
            })
        guard case .serviceSettingsInvalid(let exchange) = error else {
            Issue.record("expected serviceSettingsInvalid, got \(error)")
            return
        }
        #expect(exchange.answer.contains(summary), "\(exchange.answer)")
        #expect(error.errorDescription?.contains("Got: HTTP 200") == true)
        #expect(error.errorDescription?.contains(".stated(NowServiceSettings(...))") == true)
    }

    @Test func aServerThatEchoesTheTokenDoesNotGetItIntoTheError() async throws {
        let (core, _) = try core(.mobileSDK) { request in
            .json(#"{"error":{"message":"bad \#(request.headers["Authorization"] ?? "")"}}"#, status: 404)
        }

        let error = await #expect(throws: NowServiceError.self) { try await core.requestSettings(for: TestService()) }
        #expect(error?.errorDescription?.contains("secret-access-token") == false)
        #expect(error?.errorDescription?.contains("<redacted>") == true)
    }

    @Test func statedSettingsAreUsedWithoutAskingTheInstance() async throws {
        let (core, transport) = try core(.stated(Self.web)) { _ in .json(Self.enabledBody) }

        #expect(try await core.requestSettings(for: TestService()) == Self.web)
        #expect(try await core.refreshSettings(for: TestService()) == Self.web)
        #expect(transport.requests.isEmpty, "no token and no settings request")
    }

    @Test func statedSettingsThatDisableTheSDKAreADisabledService() async throws {
        let off = NowServiceSettings(enabled: false, webEnabled: false, allowGuestAccess: false)
        let (core, _) = try core(.stated(off)) { _ in .json(Self.enabledBody) }

        let error = await #expect(throws: NowServiceError.self) { try await core.requestSettings(for: TestService()) }
        #expect(error == .serviceDisabled)
    }

    @Test(arguments: ["api/no-slash", "/api/settings?x=1", "/api/../oauth_token.do", "/api/a b", ""])
    func anUnusableEndpointPathIsRefusedAtConfiguration(_ path: String) throws {
        let transport = ScriptedTransport(responses: [.json(Self.enabledBody)])
        var configuration = Harness(transport).configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        configuration.settingsSource = .endpoint(path: path)

        #expect(throws: NowSDKError.configurationError) { try NowCoreService(configuration: configuration) }
        guard case .invalidSettingsSource = configuration.problem else {
            Issue.record("expected invalidSettingsSource, got \(String(describing: configuration.problem))")
            return
        }
    }

    private struct Guest: NowSDKAuthorizationProviding {
        func requestAuthorization(
            for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void
        ) {
            completion([AuthorizationToken(type: .guest, token: "")])
        }
    }

    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    private func emulatorCore(
        _ configuration: NowSDKConfiguration, source: NowSettingsSource = .mobileSDK
    ) throws -> NowCoreService {
        var configuration = configuration
        configuration.appBundleId = "dev.nowweb.app"
        configuration.settingsSource = source
        return try NowCoreService(configuration: configuration)
    }

    /// The emulator's user by the password grant, through the emulator's OAuth client.
    private static func password() -> NowSDKConfiguration {
        var configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"))
        configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile")
        configuration.tokenStore = NowInMemoryTokenStore()
        return configuration
    }

    private func service(_ instance: InstanceEmulator, _ bundleId: String = "dev.nowweb.app") -> Service {
        Service(configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: bundleId))
    }

    private func settingsRequests(_ instance: InstanceEmulator) -> [InstanceEmulator.LoggedRequest] {
        instance.requestLog.filter { $0.path.hasPrefix("/api/sn_mobile_sdk/") }
    }

    @Test func theDefaultSourceAsksTheiOSResourceKeyedByTheApplicationID() async throws {
        try await withInstanceEmulator { instance in
            let core = try emulatorCore(
                Self.password())

            #expect(try await core.requestSettings(for: service(instance)).webEnabled)
            let asked = settingsRequests(instance)
            #expect(asked.map(\.path) == ["/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.app"])
            #expect(asked.map(\.queryNames) == [[]])
            #expect(asked.map(\.hasBearerToken) == [true])
            let error = await #expect(throws: NowServiceError.self) {
                try await core.requestSettings(for: service(instance, "dev.unknown"))
            }
            #expect(error?.kind == .notFound)
        }
    }

    @Test func aGuestFetchesTheSettingsWithoutABearerToken() async throws {
        try await withInstanceEmulator { instance in
            let core = try emulatorCore(
                NowSDKConfiguration(authorizationProvider: Guest(), permissionDelegate: nil, logLevel: .none)
                    .keepingTokensInMemory)

            #expect(await core.isGuestUser(for: service(instance)))
            #expect(try await core.requestSettings(for: service(instance)).webEnabled)
            let asked = settingsRequests(instance)
            #expect(asked.map(\.path) == ["/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.app"])
            #expect(asked.map(\.hasAuthorization) == [false])
        }
    }

    @Test func theQueryFormStaysAvailableAsASource() async throws {
        try await withInstanceEmulator { instance in
            let core = try emulatorCore(
                Self.password(), source: .mobileSDKQuery)

            #expect(try await core.requestSettings(for: service(instance)).webEnabled)
            let asked = settingsRequests(instance)
            #expect(asked.map(\.path) == [NowSettingsSource.defaultEndpointPath])
            #expect(asked.map(\.queryNames) == [["app_bundle_id"]])
        }
    }
}
