#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// Predictive re-bridging with a real WebKit: the request log shows what reached the instance.
        @Suite @MainActor struct PredictiveTests {
            @Test func aPredictableExpiryReBridgesBeforeTheDoomedRequestOrTheLoginPageReachTheInstance() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let delegate = RecordingControllerDelegate()
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home")!, delegate: delegate
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()

                    instance.advanceTime(by: .seconds(31 * 60))
                    instance.clearRequestLog()
                    let requested = instance.baseURL.appending(path: "kb_view.do")
                    controller.webEngine.load(WebRequest(url: requested))

                    #expect(
                        try await activity.next { if case .expiryPredicted = $0 { true } else { false } }
                            == .expiryPredicted(.tokenExpiry))
                    #expect(
                        try await activity.next { if case .recovered = $0 { true } else { false } }
                            == .recovered(requested)
                    )
                    #expect(try await activity.finished() == requested)
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(!log.contains { $0.path == "/login.do" }, "the login page never reached the instance")
                    #expect(
                        log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [true],
                        "the doomed request never reached the instance")
                    controller.webEngine.stopLoading()
                }
                discard(WebKitGTKDataStore(backing: store))
            }

            @Test func anUnpredictedExpiryRecoversToTheRequestedPage() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let delegate = RecordingControllerDelegate()
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home")!, delegate: delegate
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()

                    instance.expireAllSessions()
                    instance.clearRequestLog()
                    let requested = instance.baseURL.appending(path: "kb_view.do")
                    controller.webEngine.load(WebRequest(url: requested))

                    #expect(
                        try await activity.next { if case .recovered = $0 { true } else { false } }
                            == .recovered(requested)
                    )
                    #expect(try await activity.finished() == requested)
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(!log.contains { $0.path == "/login.do" })
                    #expect(log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [false, true])
                    #expect(store.sessionEstimate.unpredictedEnds == 1)
                    controller.webEngine.stopLoading()
                }
                discard(WebKitGTKDataStore(backing: store))
            }
        }
    }
#endif
