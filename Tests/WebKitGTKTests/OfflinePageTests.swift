#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A page offline at load comes back by itself: WebKit's load fails while the emulator cannot be reached,
        /// the window's retry banner shows, and when the scripted source says the network is back the page
        /// reloads once and shows; a session that ended meanwhile recovers as usual, without the login page.
        @Suite @MainActor struct OfflinePageTests {
            /// A WebKitGTK service on `instance` whose controllers hear `network`, with the core's token already at
            /// hand, a controller for the home page and its window.
            private func open(
                _ instance: InstanceEmulator, network: ScriptedConnectivity, store: WebDataStore
            ) async throws -> (NowWebViewController, ActivityRecorder, NowWebBrowserWindow, BannerChanges) {
                let core = try makeWebKitCore(instance)
                let options = NowWebService.Options(
                    makeEngine: { store in DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) } },
                    dataStore: store, clock: instance.clock, connectivity: network)
                let service = try await NowWeb.makeWebService(
                    configuration: NowServiceConfiguration(
                        instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                    core: core, options: options)
                _ = try await core.requestAccessToken(for: service)
                let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                let activity = ActivityRecorder(controller)
                let window = try await NowWebBrowserWindow(controller: controller)
                await controller.offlineWatch.heard(try #require(network.current))
                return (controller, activity, window, BannerChanges(controller))
            }

            @Test func aPageOfflineAtLoadShowsTheRetryBannerAndComesBackByItselfWithOneReload() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let network = ScriptedConnectivity(.offline)
                    let (controller, activity, window, banners) = try await open(
                        instance, network: network, store: store)
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    instance.updateFaults { $0.unreachable = true }

                    controller.loadPage()
                    let error = try await activity.failed()
                    guard case .networkFailure(let page, _) = error else { throw UnexpectedFailure(error: error) }
                    #expect(page == home)
                    try await banners.next(true)
                    #expect(await window.isOfflineBannerShowing(), "the window shows the retry banner")
                    #expect(controller.currentURL != home)

                    instance.updateFaults { $0.unreachable = false }
                    network.set(.online)
                    #expect(try await activity.finished() == home)
                    try await banners.next(false)
                    #expect(!(await window.isOfflineBannerShowing()))
                    let engine = try #require(await controller.webKitGTKEngine)
                    #expect(try await engine.evaluateJavaScript("document.title") == "ServiceNow")
                    let pages = instance.requestLog.filter { $0.path == "/now/nav/ui/home" }
                    #expect(pages.count == 1 && pages.first?.hasBearerToken == true, "one reload: the bridge")
                    await window.close()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            @Test func aSessionThatExpiredWhileOfflineRecoversAndTheLoginPageIsNeverShown() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let network = ScriptedConnectivity(.online)
                    let (controller, activity, window, banners) = try await open(
                        instance, network: network, store: store)
                    controller.loadPage()
                    try await activity.finished()

                    network.set(.offline)
                    await controller.offlineWatch.heard(.offline)
                    instance.updateFaults { $0.unreachable = true }
                    let requested = instance.baseURL.appending(path: "incident_list.do")
                    controller.webEngine.load(WebRequest(url: requested))
                    _ = try await activity.failed()
                    try await banners.next(true)
                    #expect(await window.isOfflineBannerShowing())
                    instance.expireAllSessions()
                    instance.clearRequestLog()

                    instance.updateFaults { $0.unreachable = false }
                    network.set(.online)
                    try await activity.next { if case .expiryDetected = $0 { true } else { false } }
                    #expect(
                        try await activity.next { if case .recovered = $0 { true } else { false } }
                            == .recovered(requested))
                    #expect(try await activity.finished() == requested)
                    try await banners.next(false)
                    #expect(controller.currentURL == requested)
                    #expect(
                        !instance.requestLog.contains { $0.path == "/login.do" }, "the login page was never requested")
                    #expect(
                        instance.requestLog.filter { $0.path == "/incident_list.do" }.map(\.hasBearerToken)
                            == [false, true],
                        "the one reload with the dead session's cookie, then the recovery's bridge")
                    await window.close()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            @Test func theWindowsRetryReloadsAtOnceWhileTheSourceStillSaysOffline() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let network = ScriptedConnectivity(.offline)
                    let (controller, activity, window, banners) = try await open(
                        instance, network: network, store: store)
                    instance.updateFaults { $0.unreachable = true }
                    controller.loadPage()
                    _ = try await activity.failed()
                    try await banners.next(true)

                    instance.updateFaults { $0.unreachable = false }
                    #expect(await window.clickOfflineRetry())
                    #expect(try await activity.finished() == instance.baseURL.appending(path: "now/nav/ui/home"))
                    try await banners.next(false)
                    #expect(network.current == .offline)
                    await window.close()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            @Test func theGIONetworkMonitorSourceSaysWhatGIOSays() async throws {
                try GtkRuntime.start()
                let source = NetworkMonitorConnectivity()
                var updates = source.connectivityUpdates().makeAsyncIterator()
                let first = await updates.next()
                let available = await Task { @GtkActor in
                    g_network_monitor_get_network_available(g_network_monitor_get_default()) != 0
                }.value
                #expect(first == (available ? .online : .offline))
            }
        }

        /// The banner's changes from the controller's host channel, awaited one by one.
        @MainActor final class BannerChanges {
            private var changes: [Bool] = []
            private var cursor = 0
            private var waiter: CheckedContinuation<Void, Never>?

            init(_ controller: NowWebViewController) {
                controller.observe { [weak self] change in
                    guard let self, case .offlineBanner(let isShowing) = change else { return }
                    changes.append(isShowing)
                    waiter?.resume()
                    waiter = nil
                }
            }

            /// Waits for the next change and throws unless it is `isShowing` (the suite's time limit ends a wait
            /// for a change that never comes).
            func next(_ isShowing: Bool) async throws {
                if cursor == changes.count { await withCheckedContinuation { waiter = $0 } }
                guard cursor < changes.count, changes[cursor] == isShowing else {
                    throw UnexpectedBanner(expected: isShowing, seen: changes)
                }
                cursor += 1
            }
        }

        struct UnexpectedBanner: Error {
            let expected: Bool
            let seen: [Bool]
        }

        struct UnexpectedFailure: Error {
            let error: NowWebError
        }
    }
#endif
