#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// Predictive re-bridging with a real WebKit: the request log shows what reached the instance.
        @Suite @MainActor struct PredictiveTests {
            /// Shows `page`, whose script or markup starts a navigation to `/kb_view.do` two seconds after it
            /// loaded, on engines made with `configuration`, lets the token expire meanwhile, and checks that the
            /// navigation was predicted and went out once, re-bridged with the bearer, without the login page.
            /// (The meta refresh and the script's GET form are session scenarios: `SessionScenarios`.)
            func pageStartedNavigationGoesOutOnceWithTheBearer(
                _ page: String, configuration: WebKitGTKEngine.Configuration
            ) async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(
                        instance, dataStore: store,
                        makeEngine: { store in
                            DeferredWebEngine {
                                try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                            }
                        })
                    let (controller, delegate, activity) = try await showPage(page, on: service)
                    instance.advanceTime(by: .seconds(31 * 60))
                    instance.clearRequestLog()

                    #expect(
                        try await activity.next { if case .expiryPredicted = $0 { true } else { false } }
                            == .expiryPredicted(.tokenExpiry))
                    #expect(try await activity.finished().path == "/kb_view.do")
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(!log.contains { $0.path == "/login.do" }, "the login page never reached the instance")
                    #expect(
                        log.filter { $0.path == "/kb_view.do" }.map(\.hasBearerToken) == [true],
                        "one request, with the bearer: \(log.map(\.path))")
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            /// With the Navigation API turned on (``WebKitGTKEngine/Configuration/announcesScriptNavigations``), a
            /// `location.assign` of the top page's script after a predictable expiry goes out once, with the bearer.
            @Test func aLocationAssignAfterAPredictableExpiryGoesOutOnceWhenScriptNavigationsAreAnnounced() async throws
            {
                var configuration = WebKitGTKEngine.Configuration()
                configuration.announcesScriptNavigations = true
                try await pageStartedNavigationGoesOutOnceWithTheBearer(
                    "/refresh_to.do?uri=/kb_view.do&delay=2&by=location", configuration: configuration)
            }

            @Test func aLinkClickedInAnIframeIsNeverReBridgedAsTheMainFrame() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/classic/params/target/incident_list.do")!,
                        delegate: RecordingControllerDelegate()
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    let engine = try #require(await (controller.webEngine as? DeferredWebEngine)?.readyEngine())
                    let spy = ForwardingEngineDelegate(to: controller.pageSession)
                    engine.delegate = spy

                    instance.advanceTime(by: .seconds(31 * 60))
                    instance.clearRequestLog()
                    _ = try await engine.evaluateJavaScript(LinkClickTests.iframeLinkClick)

                    // The iframe's own response (a page or the login page) comes after the click's decision.
                    _ = await spy.events.nextOrIssue {
                        if case .responseReceived(let response) = $0 { !response.isMainFrame } else { false }
                    }
                    let click = spy.decisions.first { $0.action.url.path == "/incident.do" }
                    #expect(click?.action.isMainFrame == nil)
                    #expect(click?.policy == .allow)
                    #expect(!activity.activities.contains { $0 == .expiryPredicted(.tokenExpiry) })
                    #expect(!instance.requestLog.contains { $0.path == "/incident.do" && $0.hasAuthorization })
                    engine.delegate = controller.pageSession
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

        }
    }
#endif
