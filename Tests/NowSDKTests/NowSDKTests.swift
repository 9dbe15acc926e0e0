import Foundation
import NowInternal
import NowSDK
import Testing

@Suite(.serialized, .processWideSDK) struct NowSDKTests {
    @Test func configureMakesTheCoreAndLogoutForgetsTokensAndTellsTheObservers() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let harness = Harness(transport)
        var configuration = harness.configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        configuration.appBundleId = "dev.nowweb.sdk-tests"
        let notified = Locked<[URL?]>([])
        NowSDK.addLogoutObserver { _, url in notified.withLock { $0.append(url) } }

        try NowSDK.configure(with: configuration)
        // Bound first: `#require` would take the module name `NowSDK` as the base of a method call.
        let madeConfiguration = NowSDK.makeServiceConfiguration(for: Harness.instanceUrl)
        let configuredCore = NowSDK.core()
        let service = try #require(madeConfiguration)
        let core = try #require(configuredCore)
        let first = try await core.requestAccessToken(for: TestService(configuration: service))
        await NowSDK.logout()
        let second = try await core.requestAccessToken(for: TestService(configuration: service))

        #expect(service.appBundleId == "dev.nowweb.sdk-tests")
        #expect(NowSDK.makeServiceConfiguration(for: URL(string: "mailto:x@example.com")!) == nil)
        #expect(first.value == "access-0")
        // Logout revoked the token at the instance (the scripted transport answers that too), then forgot it.
        let revocations = transport.requests(to: "/oauth_revoke_token.do")
        #expect(revocations.count == 1)
        #expect(
            revocations.first.flatMap { $0.body }.map { String(decoding: $0, as: UTF8.self) }?.contains(
                "token=access-0") == true)
        #expect(second.value == "access-\(1 + revocations.count)")
        #expect(notified.current.contains { $0 == nil })
    }

    @Test func logoutReachesTheServicesOfReplacedCoresAndNoOtherCore() async throws {
        let harness = Harness(ScriptedTransport { _, index in .token("access-\(index)") })
        let configuration = harness.configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let unrelated = try NowCoreService(configuration: configuration)
        try NowSDK.configure(with: configuration)
        // Forget the cores that earlier tests' configurations replaced.
        await NowSDK.logout()
        let replacedCore = NowSDK.core()
        let replaced = try #require(replacedCore).identity
        try NowSDK.configure(with: configuration)
        let currentCore = NowSDK.core()
        let current = try #require(currentCore).identity
        let notified = Locked<[NowCoreIdentity?]>([])
        // Suites running beside this one log their own cores out, which every observer hears: only this test's
        // cores (and a logout of no core in particular) count.
        let known: Set<NowCoreIdentity> = [replaced, current, unrelated.identity]
        NowSDK.addLogoutObserver { core, _ in
            guard core.map({ known.contains($0) }) ?? true else { return }
            notified.withLock { $0.append(core) }
        }

        await NowSDK.logout()
        let first = notified.current
        await NowSDK.logout()
        let second = Array(notified.current.dropFirst(first.count))

        #expect(replaced != current)
        #expect(Set(first.compactMap { $0 }) == [replaced, current])
        #expect(!first.contains { $0 == nil || $0 == unrelated.identity }, "other cores keep their services' data")
        #expect(second == [current], "a replaced core is logged out once")
    }

    @Test func aTokenAskedRightAfterTheSyncLogoutIsNotTheOldUsers() async throws {
        let transport = ScriptedTransport { _, index in .token("access-\(index)") }
        let configuration = Harness(transport).configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        try NowSDK.configure(with: configuration)
        let configuredCore = NowSDK.core()
        let core = try #require(configuredCore)
        let old = try await core.requestAccessToken(for: TestService())

        // The form that returns at once (an async context picks the async form of a bare call).
        let logoutReturningAtOnce: () -> Void = NowSDK.logout
        logoutReturningAtOnce()
        let next = try await core.requestAccessToken(for: TestService())
        try NowSDK.configure(with: configuration)
        let newCore = NowSDK.core()
        let fromNewCore = try await #require(newCore).requestAccessToken(for: TestService())

        #expect(next.value != old.value && fromNewCore.value != old.value)
        let paths = transport.requests.map(\.url.path)
        let revoked = try #require(paths.firstIndex(of: "/oauth_revoke_token.do"))
        let tokenRequests = paths.indices.filter { paths[$0] == "/oauth_token.do" }
        #expect(
            tokenRequests.count >= 2 && tokenRequests.dropFirst().allSatisfy { $0 > revoked },
            "the old user's token was revoked before the next one was asked for: \(paths)")
    }

    @Test func configureRejectsAnInvalidConfigurationWithTheVendorsCase() {
        var configuration = Harness(ScriptedTransport(responses: [])).configuration(ScriptedGrantProvider(.guest))
        configuration.appBundleId = ""
        #expect(configuration.problem == .invalidAppBundleId)
        #expect(throws: NowSDKError.configurationError) { try NowCoreService(configuration: configuration) }
        configuration.appBundleId = "a b"
        #expect(configuration.problem == .invalidAppBundleId)
        #expect(throws: NowSDKError.configurationError) { try NowSDK.configure(with: configuration) }
        configuration.appBundleId = "dev.ok"
        configuration.oauthClient = NowOAuthClient(clientId: "")
        #expect(configuration.problem == .invalidOAuthClient)
        #expect(throws: NowSDKError.configurationError) { try NowCoreService(configuration: configuration) }
        configuration.oauthClient = NowOAuthClient()
        configuration.tokenPolicy.refreshBudget = 0
        #expect(configuration.problem == .invalidTokenPolicy("refreshBudget"))
        #expect(throws: NowSDKError.configurationError) { try NowCoreService(configuration: configuration) }
        configuration.tokenPolicy.refreshBudget = 5
        #expect(configuration.problem == nil)
    }

    @Test func aVendorCatchOfConfigurationErrorCatchesAMalformedSetting() {
        var configuration = Harness(ScriptedTransport(responses: [])).configuration(ScriptedGrantProvider(.guest))
        configuration.appBundleId = ""
        var caught = false
        do {
            _ = try NowCoreService(configuration: configuration)
        } catch NowSDKError.configurationError {
            caught = true
        } catch {}
        #expect(caught)
    }

    @Test @MainActor func defaultsFollowTheDocumentation() {
        final class Provider: NowSDKAuthorizationProviding {
            func requestAuthorization(for instanceUrl: URL, completion: @escaping ([AuthorizationToken]?) -> Void) {
                completion(nil)
            }
        }
        let configuration = NowSDKConfiguration(
            authorizationProvider: Provider(), permissionDelegate: nil, logLevel: .info)
        #expect(configuration.appBundleId == (Bundle.main.bundleIdentifier ?? "dev.nowweb.app"))
        #expect(configuration.oauthClient == NowOAuthClient())
        #expect(configuration.tokenPolicy.expirySkew == 60)
        #expect(configuration.tokenPolicy.refreshBudget == 5)
        #expect(configuration.authorizationProvider is Provider)
    }

    @Test func theDefaultTokenStoreIsTheUserOnlyFileStoreInTheDefaultDirectory() throws {
        let configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "a", password: "b"))

        #if canImport(Security)
            #expect(configuration.tokenStore is NowKeychainTokenStore)
        #else
            let store = try #require(configuration.tokenStore as? NowFileTokenStore)
            #expect(store.directory == NowFileTokenStore.defaultDirectory)
        #endif
        let home = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        #expect(
            NowFileTokenStore.defaultDirectory(environment: [:]).path
                == home?.appendingPathComponent("NowSDK").appendingPathComponent("Tokens").path)
    }

    @Test func theTokenDirectoryCanBeSetFromTheEnvironment() {
        let named = NowFileTokenStore.defaultDirectory(environment: ["NOWSDK_TOKEN_DIRECTORY": "/tmp/run-1/tokens"])
        let relative = NowFileTokenStore.defaultDirectory(environment: ["NOWSDK_TOKEN_DIRECTORY": "tokens"])

        #expect(named.path == "/tmp/run-1/tokens")
        #expect(relative == NowFileTokenStore.defaultDirectory(environment: [:]), "a relative path is ignored")
    }

    @Test func theWebDataStoreListCanBeSetFromTheEnvironment() {
        let named = NowSDKConfiguration.defaultWebDataStoreList(
            environment: ["NOWSDK_WEB_DATA_STORE_LIST": "/tmp/run-1/WebDataStores.json"])
        let relative = NowSDKConfiguration.defaultWebDataStoreList(
            environment: ["NOWSDK_WEB_DATA_STORE_LIST": "WebDataStores.json"])
        let home = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first

        #expect(named.path == "/tmp/run-1/WebDataStores.json")
        #expect(
            relative.path
                == home?.appendingPathComponent("NowSDK").appendingPathComponent("WebDataStores.json").path,
            "a relative path is ignored")
    }
}
