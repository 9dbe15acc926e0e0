#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    @testable import NowWeb

    extension WebKitGTKSuite {
        /// The token refreshed ahead of need with a real WebKit: after the session and its bridging token
        /// expired, following a link costs the page alone.
        @Suite @MainActor struct RefreshAheadTests {
            @Test func aPredictableExpiryCostsOneRequestWhenTheTokenWasRefreshedAhead() async throws {
                let store = WebDataStore()
                let clock = ManualClock()
                var configuration = InstanceEmulator.Configuration()
                configuration.now = clock.dateSource
                try await withEmulator(configuration) { instance in
                    let options = NowWebService.Options(
                        makeEngine: { store in DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) } },
                        dataStore: store, clock: NowClock(now: instance.clock.now, timer: clock))
                    let service = try await NowWeb.makeWebService(
                        configuration: NowServiceConfiguration(
                            instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                        core: try makeWebKitCore(instance), options: options)
                    var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)

                    // The user leaves the page shown: the service refreshes the token two minutes before it
                    // expires, then the session and the bridging token expire.
                    let timeout = instance.configuration.sessionTimeout
                    while try await clock.nextSleep() <= .seconds(60) {}  // the token deadline's; then the keeper's
                    clock.advance(by: timeout - .seconds(100))
                    #expect(await outcomes.next() == .refreshed)
                    clock.advance(by: .seconds(101))
                    instance.clearRequestLog()
                    let requested = instance.baseURL.appending(path: "kb_view.do")
                    controller.webEngine.load(WebRequest(url: requested))

                    #expect(
                        try await activity.next { if case .expiryPredicted = $0 { true } else { false } }
                            == .expiryPredicted(.tokenExpiry))
                    #expect(try await activity.finished() == requested)
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(!log.contains { $0.path == "/oauth_token.do" }, "the token was at hand")
                    #expect(!log.contains { $0.path == "/login.do" }, "the login page never reached the instance")
                    #expect(
                        log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [true],
                        "the page alone, with the bearer")
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }
        }
    }
#endif
