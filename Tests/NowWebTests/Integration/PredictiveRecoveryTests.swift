import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Predictive re-bridging and the landing rule against the emulator, on the headless engine.
@Suite @MainActor struct PredictiveRecoveryTests {
    static func isPredicted(_ activity: NowWebViewController.Activity) -> Bool {
        if case .expiryPredicted = activity { true } else { false }
    }

    static func isRecovered(_ activity: NowWebViewController.Activity) -> Bool {
        if case .recovered = activity { true } else { false }
    }

    @Test func aPredictableExpiryReBridgesBeforeTheDoomedRequestOrTheLoginPageReachTheInstance() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            #expect(service.dataStore.sessionEstimate.idleTimeout == 1800, "learned from glide_session_store")

            instance.advanceTime(by: .seconds(31 * 60))
            instance.clearRequestLog()
            let requested = instance.baseURL.appending(path: "kb_view.do")
            controller.webEngine.load(WebRequest(url: requested))

            #expect(try await activity.next(Self.isPredicted) == .expiryPredicted(.tokenExpiry))
            #expect(try await activity.next(Self.isRecovered) == .recovered(requested))
            #expect(try await activity.finished() == requested)
            #expect(delegate.errors.isEmpty)
            let log = instance.requestLog
            #expect(!log.contains { $0.path == "/login.do" }, "the login page never reached the instance")
            #expect(
                log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [true],
                "the doomed request never reached the instance; the page came once, with the bearer")
            #expect(log.filter { $0.path == "/oauth_token.do" }.count == 1)
            #expect(!activity.activities.contains { if case .expiryDetected = $0 { true } else { false } })
        }
    }

    @Test func anUnpredictedExpiryRecoversReactivelyToTheRequestedPageAndTheEstimateLearns() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.sessionTimeout = .seconds(600)
        configuration.announcedSessionTimeout = .seconds(3600)
        configuration.accessTokenLifetime = .seconds(7200)
        try await withInstanceEmulator(configuration) { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.advanceTime(by: .seconds(11 * 60))
            instance.clearRequestLog()
            let requested = instance.baseURL.appending(path: "kb_view.do")
            controller.webEngine.load(WebRequest(url: requested))

            #expect(try await activity.next(Self.isRecovered) == .recovered(requested))
            #expect(try await activity.finished() == requested)
            #expect(delegate.errors.isEmpty)
            let log = instance.requestLog
            #expect(!log.contains { $0.path == "/login.do" })
            #expect(log.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [false, true])
            #expect(log.filter { $0.path == "/oauth_token.do" }.isEmpty, "the token outlives the session: reused")
            let estimate = service.dataStore.sessionEstimate
            #expect(estimate.unpredictedEnds == 1)
            // The observed idle time: 11 minutes of the emulator's clock plus the real time the test took.
            #expect((estimate.idleTimeout ?? .infinity) < 12 * 60, "the instance's shorter timeout was learned")

            // The next time the same idle time passes, the estimate predicts it.
            instance.advanceTime(by: .seconds(11 * 60))
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            #expect(try await activity.next(Self.isPredicted) == .expiryPredicted(.idleTimeout))
            #expect(try await activity.finished().path == "/incident_list.do")
            #expect(instance.requestLog.filter { $0.path == "/incident_list.do" }.map(\.hasAuthorization) == [true])
        }
    }

    @Test func configuredForTheLastGoodPageARecoveryLandsThere() async throws {
        try await withInstanceEmulator { instance in
            let options = NowWebService.Options(
                makeEngine: NowWebHeadless.engineFactory, recovery: .init(landing: .lastGoodPage),
                sessionEstimate: .init(isEnabled: false))
            let service = try await WebTestHarness.makeService(instance, options: options)
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.expireAllSessions()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))

            #expect(
                try await activity.next(Self.isRecovered)
                    == .recovered(instance.baseURL.appending(path: "now/nav/ui/home"))
            )
        }
    }

    @Test func switchedOffTheEstimatePredictsNothingAndTheInstanceIsAsked() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(
                instance,
                options: NowWebService.Options(
                    makeEngine: NowWebHeadless.engineFactory, sessionEstimate: .init(isEnabled: false)))
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.advanceTime(by: .seconds(31 * 60))
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
            try await activity.next(Self.isRecovered)

            #expect(!activity.activities.contains(where: Self.isPredicted))
            #expect(instance.requestLog.filter { $0.path == "/kb_view.do" }.map(\.hasAuthorization) == [false, true])
        }
    }
}
