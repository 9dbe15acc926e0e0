import Foundation
import NowSDK
import NowWebHeadless
import NowWebTesting
import Testing

@testable import NowWeb

/// The background bridge on the headless engine against the emulator: one bearer request to the page, behind
/// it, that leaves a new web session in the service's data store and follows nothing.
@MainActor
@Suite struct SessionRebridgeTests {
    func withEmulator(
        _ configuration: InstanceEmulator.Configuration = .init(), isolation: isolated (any Actor)? = #isolation,
        _ body: (InstanceEmulator) async throws -> Void
    ) async throws {
        let emulator = try await InstanceEmulator.start(configuration)
        do { try await body(emulator) } catch {
            await emulator.shutdown()
            throw error
        }
        await emulator.shutdown()
    }

    static func token(_ instance: InstanceEmulator, value: String? = nil) -> AccessToken {
        AccessToken(value: value ?? instance.issueAccessToken(for: WebTestHarness.user), expiresAt: nil)
    }

    @Test func aValidBearerLeavesANewSessionInTheDataStoreAndNothingElseIsFetched() async throws {
        try await withEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let page = instance.baseURL.appending(path: "now/nav/ui/home")
            #expect(await SessionRebridge.run(to: page, token: Self.token(instance), service: service))
            #expect(instance.activeSessionCount == 1)
            let cookies = await service.dataStore.cookieHeader(for: page) ?? ""
            #expect(cookies.contains("JSESSIONID="), "the new session's cookie is the store's")
            let paths = instance.requestLog.filter { $0.path != "/oauth_token.do" && !$0.path.hasPrefix("/api/") }
            #expect(paths.map(\.path) == ["/now/nav/ui/home"], "no subresource, no redirect: \(paths.map(\.path))")
            #expect(paths.first?.hasBearerToken == true)
        }
    }

    @Test func theSessionCheckSendsTheCookiesOnlyAndFollowsNoRedirect() async throws {
        try await withEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let page = instance.baseURL.appending(path: "now/nav/ui/home")
            #expect(!(await SessionRebridge.checkSession(at: page, service: service)), "no session yet")
            #expect(await SessionRebridge.run(to: page, token: Self.token(instance), service: service))
            instance.clearRequestLog()
            #expect(await SessionRebridge.checkSession(at: page, service: service), "the bridged session lives")
            instance.expireAllSessions()
            #expect(!(await SessionRebridge.checkSession(at: page, service: service)), "ended")
            let log = instance.requestLog
            #expect(log.map(\.path) == ["/now/nav/ui/home", "/now/nav/ui/home"], "\(log.map(\.path))")
            #expect(log.allSatisfy { !$0.hasAuthorization && $0.cookieNames.contains("JSESSIONID") })
        }
    }

    @Test func aBearerTheInstanceTurnsAwayFailsWithoutFollowingItToLogin() async throws {
        try await withEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let page = instance.baseURL.appending(path: "now/nav/ui/home")
            #expect(
                !(await SessionRebridge.run(to: page, token: Self.token(instance, value: "nope"), service: service)))
            #expect(instance.activeSessionCount == 0)
            #expect(!instance.requestLog.contains { $0.path == "/login.do" }, "\(instance.requestLog.map(\.path))")
        }
    }

    @Test func aPageOffTheInstanceGetsNoRequest() async throws {
        try await withEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let foreign = instance.foreignBaseURL.appending(path: "now/nav/ui/home")
            #expect(!(await SessionRebridge.run(to: foreign, token: Self.token(instance), service: service)))
            let sent = instance.requestLog.filter { $0.hasBearerToken && !$0.path.hasPrefix("/api/") }
            #expect(sent.isEmpty, "\(sent.map(\.path))")
        }
    }

    @Test func anInstanceThatNeverAnswersFailsAtTheTimeLimit() async throws {
        try await withEmulator { instance in
            let clock = ManualClock(start: instance.now)
            var options = NowWebService.Options(makeEngine: NowWebHeadless.engineFactory)
            options.clock = .manual(clock)
            let service = try await WebTestHarness.makeService(instance, options: options)
            let token = Self.token(instance)
            var faults = instance.faults
            faults.latency = .seconds(3600)
            instance.setFaults(faults)
            let page = instance.baseURL.appending(path: "now/nav/ui/home")
            async let succeeded = SessionRebridge.run(to: page, token: token, service: service)
            #expect(try await clock.nextSleep() == SessionRebridge.timeLimit)
            clock.advance(by: SessionRebridge.timeLimit)
            #expect(!(await succeeded))
        }
    }
}
