import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Session expiry against the emulator: every variant recovers to the requested page, the loop cap holds,
/// and concurrent expiries share one token exchange.
@Suite @MainActor struct ExpiryRecoveryTests {
    @Test(arguments: ExpiryVariant.allCases)
    func anUnpredictedExpiryRecoversToTheRequestedPage(variant: ExpiryVariant) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.expiryVariant = variant
        try await withInstanceEmulator(configuration) { instance in
            // Without predictions every expiry is a surprise the instance announces with its login page.
            let service = try await WebTestHarness.makeService(
                instance,
                options: NowWebService.Options(
                    makeEngine: NowWebHeadless.engineFactory, sessionEstimate: .init(isEnabled: false)))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.advanceTime(by: .seconds(31 * 60))
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let recovered = try await activity.next { if case .recovered = $0 { true } else { false } }
            let finished = try await activity.finished()

            #expect(recovered == .recovered(instance.baseURL.appending(path: "incident_list.do")))
            #expect(finished.path == "/incident_list.do")
            #expect(controller.currentURL?.path == "/incident_list.do")
            #expect(delegate.errors.isEmpty)
            #expect(delegate.unsupportedURLs.isEmpty)
            let log = instance.requestLog
            if let target = variant.redirectPath {
                #expect(!log.contains { $0.path == target }, "the login page was never fetched")
            }
            let bearing = log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }
            #expect(bearing.map(\.path) == ["/incident_list.do"], "one bridge, to the requested page")
            #expect(log.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
        }
    }

    @Test func aFreshTokenThatStillLandsOnLoginStopsWithinTheBudget() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.updateFaults { $0.freshTokenLandsOnLogin = true }
            instance.expireAllSessions()
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let failure = try await activity.failed()

            #expect(failure == .loginLoop(page: instance.baseURL.appending(path: "incident_list.do")))
            #expect(delegate.errors.count == 1)
            let bridges = instance.requestLog.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }
            #expect(bridges.count == 2, "the reused token, one renewed token, then stop")
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.count == 1)
            #expect(!instance.requestLog.contains { $0.path == "/login.do" })
        }
    }

    /// Fifty controllers of one service whose session ends at once: with the token still valid they all reuse
    /// it (no exchange); when the token expired with the session, they share one exchange.
    @Test(arguments: [false, true])
    func fiftyControllersExpiringAtOnceCauseAtMostOneTokenExchange(tokenExpires: Bool) async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            var opened: [(NowWebViewController, RecordingControllerDelegate, ActivityRecorder)] = []
            for _ in 0..<50 {
                let entry = try WebTestHarness.open("/incident_list.do", on: service)
                entry.0.loadPage()
                opened.append(entry)
            }
            for (_, _, activity) in opened { try await activity.finished() }

            if tokenExpires {
                instance.advanceTime(by: instance.configuration.accessTokenLifetime + .seconds(1))
            } else {
                instance.expireAllSessions()
            }
            instance.clearRequestLog()
            for (controller, _, _) in opened {
                controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
            }
            for (_, _, activity) in opened {
                try await activity.next { if case .recovered = $0 { true } else { false } }
            }

            let exchanges = instance.requestLog.filter { $0.path == "/oauth_token.do" }
            #expect(exchanges.count == (tokenExpires ? 1 : 0))
            #expect(opened.allSatisfy { $0.1.errors.isEmpty })
        }
    }

    @Test func terminalTokenErrorsTellTheAppToSignInAgain() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            instance.updateFaults { $0.tokenEndpoint = .invalidGrant }
            instance.advanceTime(by: .seconds(31 * 60))
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let failure = try await activity.failed()

            #expect(failure == .tokenUnavailable(mustSignIn: true))
            #expect(delegate.failures == [.tokenUnavailable(mustSignIn: true)])
            #expect(failure.localizedDescription.lowercased().contains("sign in") == true)
        }
    }
}
