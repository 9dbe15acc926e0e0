import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Session expiry against the emulator on the headless engine: concurrent expiries share one token exchange, and
/// terminal token errors tell the app to sign in again. (Each expiry variant's recovery and the loop budget are
/// session scenarios: `SessionScenarios`, run on every engine.)
@Suite @MainActor struct ExpiryRecoveryTests {
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
