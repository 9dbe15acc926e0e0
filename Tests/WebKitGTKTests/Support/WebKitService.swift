#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    /// A core that signs `abel.tuter` in with the password grant on the emulator's clock.
    func makeWebKitCore(_ instance: InstanceEmulator) throws -> NowCoreService {
        try instance.makePasswordCore(logLevel: .error)
    }

    /// A web service on the emulator whose controllers render with WebKitGTK (a view per controller unless
    /// `makeEngine` says otherwise), signed in through `core` (by default ``makeWebKitCore(_:)``'s).
    @MainActor
    func makeWebKitService(
        _ instance: InstanceEmulator, dataStore: WebDataStore? = nil, core: NowCoreService? = nil,
        makeEngine: @escaping NowWebService.EngineFactory = { store in
            DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) }
        },
        sessionEstimate: WebSessionEstimate.Configuration = .init()
    ) async throws -> NowWebService {
        let options = NowWebService.Options(
            makeEngine: makeEngine, dataStore: dataStore, sessionEstimate: sessionEstimate, clock: instance.clock)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try core ?? makeWebKitCore(instance), options: options)
    }

    /// Opens `path` on `service` with a recording delegate, loads it, and waits until it finished.
    @MainActor
    func showPage(
        _ path: String, on service: NowWebService
    ) async throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder) {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate).get()
        let activity = ActivityRecorder(controller)
        controller.loadPage()
        try await activity.finished()
        return (controller, delegate, activity)
    }
#endif
