#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    /// A controller's activities, in order, with a way to await the next one after the last awaited.
    @MainActor
    final class ControllerActivity {
        private(set) var activities: [NowWebViewController.Activity] = []
        private var cursor = 0
        private var waiter: (matches: (NowWebViewController.Activity) -> Bool, resume: () -> Void)?

        init(_ controller: NowWebViewController) {
            controller.activityHandler = { [weak self] activity in
                guard let self else { return }
                activities.append(activity)
                if let waiter, waiter.matches(activity) {
                    self.waiter = nil
                    waiter.resume()
                }
            }
        }

        /// The next activity after the last one awaited that `matches`; `nil` (and an issue) after `patience`
        /// or when the test is cancelled.
        func next(
            patience: Duration = .seconds(40), sourceLocation: SourceLocation = #_sourceLocation,
            _ matches: @escaping (NowWebViewController.Activity) -> Bool
        ) async -> NowWebViewController.Activity? {
            if let index = activities[cursor...].firstIndex(where: matches) {
                cursor = index + 1
                return activities[index]
            }
            let arrived = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                var resumed = false
                let resume: (Bool) -> Void = { value in
                    guard !resumed else { return }
                    resumed = true
                    continuation.resume(returning: value)
                }
                waiter = (matches, { resume(true) })
                Task { [weak self] in
                    try? await Task.sleep(for: patience)
                    self?.waiter = nil
                    resume(false)
                }
            }
            guard arrived, let index = activities[cursor...].firstIndex(where: matches) else {
                Issue.record("no such activity within \(patience); saw \(activities)", sourceLocation: sourceLocation)
                return nil
            }
            cursor = index + 1
            return activities[index]
        }

        /// Waits for the main frame to finish a page; returns its URL.
        @discardableResult
        func finished(sourceLocation: SourceLocation = #_sourceLocation) async -> URL? {
            guard case .finished(let url) = await next(sourceLocation: sourceLocation, { $0.isFinished }) else {
                return nil
            }
            return url
        }
    }

    extension NowWebViewController.Activity {
        var isFinished: Bool { if case .finished = self { true } else { false } }
    }

    /// A core that signs `abel.tuter` in with the password grant on the emulator's clock.
    func makeWebKitCore(_ instance: InstanceEmulator) throws -> NowCoreService {
        var configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            logLevel: .error)
        configuration.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
        configuration.now = { instance.now }
        return try NowCoreService(configuration: configuration)
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
            makeEngine: makeEngine, dataStore: dataStore, now: { instance.now }, sessionEstimate: sessionEstimate)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try core ?? makeWebKitCore(instance), options: options)
    }
#endif
