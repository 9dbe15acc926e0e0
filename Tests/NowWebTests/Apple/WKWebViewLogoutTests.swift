#if canImport(WebKit)
    import Foundation
    import NowInternal
    import NowSDK
    import NowWeb
    import NowWebTesting
    import Testing
    import WebKit

    /// Logout with the WKWebView engine (macOS and the iOS simulator; type-checked on Linux by
    /// `scripts/typecheck-apple`): the web session WebKit holds ends at the instance, and the persistent store of
    /// a service that is gone is removed too (R3-M-1).
    @Suite @MainActor struct WKWebViewLogoutTests {
        @Test func logoutEndsTheWebSessionWebKitHolds() async throws {
            var configuration = InstanceEmulator.Configuration()
            // Sessions outlive their token here, so that only `/logout.do` can end this one.
            configuration.hardenedSessions = false
            try await withInstanceEmulator(configuration) { instance in
                let core = try instance.makePasswordCore(logLevel: .error)
                let options = NowWebService.Options(
                    makeEngine: { dataStore in WKWebViewEngine(dataStore: dataStore) }, clock: instance.clock)
                let service = try await NowWeb.makeWebService(
                    configuration: NowServiceConfiguration(
                        instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                    core: core, options: options)
                let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                let activity = ActivityRecorder(controller)
                controller.loadPage()
                try await activity.finished()
                #expect(service.dataStore.cookies.allCookies.isEmpty, "the session lives in WebKit's store")
                #expect(instance.activeSessionCount == 1)

                await core.logout(instanceUrl: instance.baseURL)

                let logouts = instance.requestLog.filter { $0.path == "/logout.do" }
                #expect(logouts.count == 1 && logouts.first?.cookieNames.contains("JSESSIONID") == true)
                #expect(instance.activeSessionCount == 0)
            }
        }

        @Test func aLogoutWipesTheIdentifiedStoreOfAServiceReleasedBeforeIt() async throws {
            guard #available(iOS 17.0, macOS 14.0, *) else {
                Issue.record("needs iOS 17 or macOS 14: WKWebsiteDataStore(forIdentifier:)")
                return
            }
            var configuration = InstanceEmulator.Configuration()
            configuration.hardenedSessions = false
            let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-wk-logout-\(UUID())")
            defer { try? FileManager.default.removeItem(at: root) }
            try await withInstanceEmulator(configuration) { instance in
                let core = try Self.core(of: instance, listedIn: root)
                let list = WebDataStoreList(file: try #require(core.configuration.webDataStoreList))
                let identifier = try Self.identifier(of: instance, core: core)
                weak var released: NowWebService?
                do {
                    let options = NowWebService.Options(
                        makeEngine: { dataStore in WKWebViewEngine(dataStore: dataStore) }, clock: instance.clock)
                    let service = try await NowWeb.makeWebService(
                        configuration: NowServiceConfiguration(
                            instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                        core: core, options: options)
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    released = service
                }
                try #require(released == nil, "the service must be gone before the logout")
                #expect(list.entries().map(\.location).contains(identifier.uuidString))
                #expect(instance.activeSessionCount == 1)

                await core.logout(instanceUrl: instance.baseURL)

                #expect(try await Self.cookies(in: WKWebsiteDataStore(forIdentifier: identifier)).isEmpty)
                #expect(instance.activeSessionCount == 0, "/logout.do carried the cookies the store kept")
                // Removed and forgotten, or, when WebKit still held the store, emptied and still owed.
                let stillOwed = list.entries().allSatisfy { $0.loggedOut }
                #expect(stillOwed)
            }
        }

        @Test func aLogoutWipesTheIdentifiedStoreOfAServiceReleasedBeforeItInAProcessThatNeverMadeAService()
            async throws
        {
            guard #available(iOS 17.0, macOS 14.0, *) else {
                Issue.record("needs iOS 17 or macOS 14: WKWebsiteDataStore(forIdentifier:)")
                return
            }
            let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-wk-launch-\(UUID())")
            defer { try? FileManager.default.removeItem(at: root) }
            try await withInstanceEmulator { instance in
                let core = try Self.core(of: instance, listedIn: root)
                let list = WebDataStoreList(file: try #require(core.configuration.webDataStoreList))
                let identifier = try Self.identifier(of: instance, core: core)
                // As an earlier launch leaves its store: listed, with the user's cookie in it.
                try list.record(
                    WebDataStoreList.Entry(
                        engine: .webKitIdentified, location: identifier.uuidString,
                        instance: try #require(URLOrigin(instance.baseURL)).serialization,
                        account: core.configuration.grantProvider.account))
                let earlier = WKWebsiteDataStore(forIdentifier: identifier)
                let cookie = try #require(
                    HTTPCookie(properties: [
                        .name: "JSESSIONID", .value: "earlier-user", .domain: instance.baseURL.host ?? "", .path: "/",
                    ]))
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    earlier.httpCookieStore.setCookie(cookie) { done.resume() }
                }

                // The logout comes first after launch; a process where NowWeb has not run yet wipes the store at
                // the latest before its first service exists.
                await core.logout(instanceUrl: instance.baseURL)
                _ = try await NowWeb.makeWebService(
                    configuration: NowServiceConfiguration(
                        instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                    core: core,
                    options: NowWebService.Options(
                        makeEngine: { dataStore in WKWebViewEngine(dataStore: dataStore) }, clock: instance.clock))

                let left = try await Self.cookies(in: WKWebsiteDataStore(forIdentifier: identifier))
                #expect(!left.contains { $0.value == "earlier-user" })
                let owedOthers = list.owedEntries().filter { $0.location != identifier.uuidString }
                #expect(owedOthers.isEmpty)
            }
        }

        /// A password core of `instance` whose list of web data stores is in `root`.
        private static func core(of instance: InstanceEmulator, listedIn root: URL) throws -> NowCoreService {
            let user = try #require(instance.configuration.users.first)
            let client = try #require(instance.configuration.clients.first { $0.secret != nil })
            var sdk = NowSDKConfiguration(
                grantProvider: NowPasswordAuthorizationProvider(username: user.name, password: user.password),
                logLevel: .error)
            sdk.oauthClient = NowOAuthClient(clientId: client.id, clientSecret: client.secret)
            sdk.tokenStore = NowInMemoryTokenStore()
            sdk.clock = instance.clock
            sdk.webDataStoreList = root.appending(path: "WebDataStores.json")
            return try NowCoreService(configuration: sdk)
        }

        /// The identifier of the persistent store a service of `core` on `instance` uses.
        private static func identifier(of instance: InstanceEmulator, core: NowCoreService) throws -> UUID {
            WebKitMapping.dataStoreIdentifier(
                instanceOrigin: try #require(InstanceScope(instanceURL: instance.baseURL)).origin.description,
                appBundleId: "dev.nowweb.app", account: core.configuration.grantProvider.account)
        }

        private static func cookies(in store: WKWebsiteDataStore) async throws -> [HTTPCookie] {
            await withCheckedContinuation { (continuation: CheckedContinuation<[HTTPCookie], Never>) in
                store.httpCookieStore.getAllCookies { continuation.resume(returning: $0) }
            }
        }
    }
#endif
