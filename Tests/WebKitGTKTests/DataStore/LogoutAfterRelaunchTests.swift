#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// R3-M-1: a logout wipes the WebKit stores that outlive the process, whoever made them. A first process
        /// (`nowweb app`) signs in, loads a page into a store on disk and exits; this process then logs out
        /// without ever having made a service for that store.
        @Suite @MainActor struct LogoutAfterRelaunchTests {
            @Test func aLogoutAfterARelaunchEndsAndWipesTheStoreTheEarlierLaunchLeft() async throws {
                let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-relaunch-\(UUID())")
                defer { try? FileManager.default.removeItem(at: root) }
                let cache = root.appending(path: "cache", directoryHint: .isDirectory)
                let list = root.appending(path: "WebDataStores.json")
                try await withEmulator { instance in
                    let user = try #require(instance.configuration.users.first)
                    let client = try #require(instance.configuration.clients.first { $0.secret != nil })
                    let first = try await ProgramRun.run(
                        "nowweb",
                        [
                            "app", "/now/nav/ui/home?cabrillo=flowEnded&flow=first", "--instance",
                            instance.baseURL.absoluteString, "--user", user.name, "--password-env", "NOWWEB_PASSWORD",
                            "--client-id", client.id, "--client-secret-env", "NOWWEB_SECRET", "--data-directory",
                            cache.path, "--web-data-list", list.path, "--timeout", "40s",
                        ],
                        environment: ["NOWWEB_PASSWORD": user.password, "NOWWEB_SECRET": client.secret ?? ""])
                    #expect(first.status == 0, "\(first.output)")
                    let webKitDirectory = root.appending(path: "cache-webkitgtk", directoryHint: .isDirectory)
                    let leftBehind = WebKitGTKDataStore(directory: webKitDirectory)
                    let sessionCookies = try await leftBehind.cookieNames(for: instance.baseURL)
                    // `JSESSIONID` ends with its process; the idle-timeout session cookie stays on disk.
                    try #require(sessionCookies.contains("glide_session_store"), "the first launch left no session")
                    let beforeLogout = instance.requestLog.count

                    var sdk = NowSDKConfiguration(
                        grantProvider: NowPasswordAuthorizationProvider(username: user.name, password: user.password),
                        logLevel: .error)
                    sdk.oauthClient = NowOAuthClient(clientId: client.id, clientSecret: client.secret)
                    sdk.tokenStore = NowInMemoryTokenStore()
                    sdk.clock = instance.clock
                    sdk.webDataStoreList = list
                    let core = try NowCoreService(configuration: sdk)
                    await core.logout(instanceUrl: instance.baseURL)

                    let logouts = instance.requestLog.dropFirst(beforeLogout).filter { $0.path == "/logout.do" }
                    #expect(logouts.count == 1)
                    #expect(logouts.first?.cookieNames.contains("glide_session_store") == true, "\(logouts)")
                    #expect(try await leftBehind.cookieNames(for: instance.baseURL).isEmpty)
                    #expect(!FileManager.default.fileExists(atPath: cache.path), "NowWeb's disk cache stayed")
                    #expect(WebDataStoreListFile(list).isEmpty)

                    // The next user of the same store starts with none of the old cookies.
                    let beforeNext = instance.requestLog.count
                    let store = WebDataStore(configuration: .init(cache: .init(diskDirectory: cache)))
                    let service = try await makeWebKitService(instance, dataStore: store, core: core)
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    let firstPage = instance.requestLog.dropFirst(beforeNext).first { $0.path == "/now/nav/ui/home" }
                    #expect(firstPage?.cookieNames == [], "\(String(describing: firstPage))")
                    await controller.webKitGTKEngine?.close()
                }
            }
        }
    }

    /// The entries of a web data store list file, read as JSON without the package's own reader.
    private struct WebDataStoreListFile {
        let isEmpty: Bool

        init(_ file: URL) {
            let data = (try? Data(contentsOf: file)) ?? Data()
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            isEmpty = ((object?["stores"] as? [Any]) ?? []).isEmpty
        }
    }
#endif
