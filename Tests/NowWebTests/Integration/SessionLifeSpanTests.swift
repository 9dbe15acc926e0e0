import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// An absolute session life span (`glide.ui.active.session.life_span`) ends even an active session: the
/// client recovers once with its still valid token and goes on, without spending more of its budget.
@Suite @MainActor struct SessionLifeSpanTests {
    @Test func anActiveSessionPastItsLifeSpanRecoversOnce() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.sessionLifeSpan = .seconds(40 * 60)
        configuration.accessTokenLifetime = .seconds(3 * 3600)
        try await withInstanceEmulator(configuration) { instance in
            let service = try await WebTestHarness.makeService(
                instance,
                options: NowWebService.Options(
                    makeEngine: NowWebHeadless.engineFactory, sessionEstimate: .init(isEnabled: false)))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            instance.clearRequestLog()

            var recoveries = 0
            for step in 1...6 {
                instance.advanceTime(by: .seconds(10 * 60))
                let path = step.isMultiple(of: 2) ? "incident_list.do" : "kb_view.do"
                controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: path)))
                if step == 4 {
                    let recovered = try await activity.next { if case .recovered = $0 { true } else { false } }
                    #expect(recovered == .recovered(instance.baseURL.appending(path: path)))
                    recoveries += 1
                }
                let finished = try await activity.finished()
                #expect(finished.path == "/" + path)
            }

            #expect(recoveries == 1)
            #expect(delegate.errors.isEmpty)
            let bridges = instance.requestLog.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }
            #expect(bridges.map(\.path) == ["/incident_list.do"], "one bridge, when the life span ended")
            #expect(!instance.requestLog.contains { $0.path == "/oauth_token.do" })
        }
    }
}

/// A concurrent-session limit of one: a sign-in elsewhere ends the app's session. The app recovers with its
/// valid token each time, and when the other side keeps signing in, stops at its recovery budget instead
/// of ping-ponging.
@Suite @MainActor struct ConcurrentSessionLimitTests {
    @Test func aSignInElsewhereEndsTheAppsSessionAndItRecoversWithinItsBudget() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.concurrentSessionLimit = 1
        try await withInstanceEmulator(configuration) { instance in
            let service = try await WebTestHarness.makeService(
                instance,
                options: NowWebService.Options(
                    makeEngine: NowWebHeadless.engineFactory, sessionEstimate: .init(isEnabled: false)))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            let elsewhere = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let desktopToken = instance.issueAccessToken(for: WebTestHarness.user)

            var outcome: NowWebViewController.Activity?
            for step in 0..<6 {
                let desk = try await elsewhere.request(
                    "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer " + desktopToken)])
                #expect(desk.status == 200)
                let path = step.isMultiple(of: 2) ? "incident_list.do" : "kb_view.do"
                controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: path)))
                let seen = try await activity.next {
                    switch $0 {
                    case .recovered, .failed: true
                    default: false
                    }
                }
                if case .failed = seen {
                    outcome = seen
                    break
                }
                try await activity.finished()
            }

            let failure = try #require(delegate.failures.first)
            #expect(outcome != nil)
            guard case .recoveryBudgetExhausted = failure else {
                Issue.record("expected the recovery budget to stop the ping-pong, got \(failure)")
                return
            }
        }
    }
}
