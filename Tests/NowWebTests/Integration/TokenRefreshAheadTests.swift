import Foundation
import NowSDK
import NowWebHeadless
import NowWebTesting
import Testing

@testable import NowWeb

/// The service keeps a token at hand ahead of need, on a driven clock shared by the emulator, the core and
/// the service: a predictable expiry then costs the page alone.
@Suite @MainActor struct TokenRefreshAheadTests {
    /// An emulator, core and service whose time is `clock`'s.
    static func withDrivenInstance(
        refreshAhead: NowWebService.TokenRefreshAhead = .init(),
        _ body: @MainActor (InstanceEmulator, NowWebService, ManualClock) async throws -> Void
    ) async throws {
        let clock = ManualClock()
        var configuration = InstanceEmulator.Configuration()
        configuration.now = clock.dateSource
        try await withInstanceEmulator(configuration) { instance in
            let options = NowWebService.Options(
                makeEngine: NowWebHeadless.engineFactory, clock: .manual(clock), tokenRefreshAhead: refreshAhead)
            let service = try await WebTestHarness.makeService(instance, options: options)
            try await body(instance, service, clock)
        }
    }

    /// The duration of the next sleep longer than the controller's token deadline: the keeper's timer.
    static func keeperSleep(on clock: ManualClock) async throws -> Duration {
        while true {
            let sleep = try await clock.nextSleep()
            if sleep > .seconds(60) { return sleep }
        }
    }

    /// Opens the home page on `service` and waits until it shows.
    static func showHome(
        on service: NowWebService
    ) async throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder) {
        let page = try WebTestHarness.open("/now/nav/ui/home", on: service)
        page.0.loadPage()
        try await page.2.finished()
        return page
    }

    static func isPredicted(_ activity: NowWebViewController.Activity) -> Bool {
        if case .expiryPredicted = activity { return true }
        return false
    }

    @Test func aPredictableExpiryCostsThePageAloneWhenTheTokenWasRefreshedAhead() async throws {
        try await Self.withDrivenInstance { instance, service, clock in
            let (controller, delegate, activity) = try await Self.showHome(on: service)
            let lifetime = instance.configuration.accessTokenLifetime
            // The timer is set two minutes before the bridging token expires (the emulator says `expires_in`
            // one second short of the lifetime, as instances do).
            let sleep = try await Self.keeperSleep(on: clock)
            #expect(sleep > lifetime - .seconds(122) && sleep <= lifetime - .seconds(120))

            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()
            instance.clearRequestLog()
            clock.advance(by: lifetime - .seconds(100))
            #expect(await outcomes.next() == .refreshed)
            #expect(instance.requestLog.map(\.path) == ["/oauth_token.do"], "refreshed in the background")

            // The user comes back after the session and the bridging token expired, and follows a link.
            clock.advance(by: .seconds(101))
            instance.clearRequestLog()
            let requested = instance.baseURL.appending(path: "kb_view.do")
            controller.webEngine.load(WebRequest(url: requested))
            _ = try await activity.next(Self.isPredicted)
            #expect(try await activity.finished() == requested)

            let log = instance.requestLog.filter { $0.host == .instance }
            #expect(log.map(\.path) == ["/kb_view.do"], "one request: the page, with the token at hand")
            #expect(log.first?.hasAuthorization == true)
            #expect(delegate.errors.isEmpty)
        }
    }

    @Test func theNewTokenIsKeptFreshWhileTheUserWasActiveWithinTheLimit() async throws {
        try await Self.withDrivenInstance(refreshAhead: .init(idleLimit: 3 * 3600)) { instance, service, clock in
            _ = try await Self.showHome(on: service)
            let first = try await Self.keeperSleep(on: clock)
            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()

            instance.clearRequestLog()
            clock.advance(by: first)
            #expect(await outcomes.next() == .refreshed)
            // Set against the new token, issued now: its lifetime less the lead.
            let second = try await Self.keeperSleep(on: clock)
            let lifetime = instance.configuration.accessTokenLifetime
            #expect(second > lifetime - .seconds(122) && second <= lifetime - .seconds(120))
            clock.advance(by: second)
            #expect(await outcomes.next() == .refreshed)
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.count == 2)
        }
    }

    @Test func anIdleUserGetsNoRefreshAndNoTimerIsLeft() async throws {
        try await Self.withDrivenInstance(refreshAhead: .init(idleLimit: 600)) { instance, service, clock in
            _ = try await Self.showHome(on: service)
            let sleep = try await Self.keeperSleep(on: clock)
            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()

            instance.clearRequestLog()
            clock.advance(by: sleep)
            #expect(await outcomes.next() == .idle)
            #expect(!instance.requestLog.contains { $0.path == "/oauth_token.do" })
        }
    }

    @Test func afterALogoutNothingIsAskedOfTheCore() async throws {
        try await Self.withDrivenInstance { instance, service, clock in
            _ = try await Self.showHome(on: service)
            let sleep = try await Self.keeperSleep(on: clock)
            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()

            service.dataStore.removeAll()
            instance.clearRequestLog()
            clock.advance(by: sleep)
            #expect(await outcomes.next() == .idle)
            #expect(instance.requestLog.isEmpty)
        }
    }

    @Test func aClosedServiceAsksNothingOfTheCoreEvenBeforeItsStoreIsWiped() async throws {
        try await Self.withDrivenInstance { instance, service, clock in
            _ = try await Self.showHome(on: service)
            let sleep = try await Self.keeperSleep(on: clock)
            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()

            // A logout closes the service first, then ends the web session over the network and wipes the
            // store; the core's logout gate is open again by then. The timer fires in between (or the wipe
            // failed): the session estimate still knows the old session.
            service.close()
            instance.clearRequestLog()
            clock.advance(by: sleep)
            #expect(await outcomes.next() == .idle)
            #expect(instance.requestLog.isEmpty, "no token asked for the user who logged out")
        }
    }

    @Test func turnedOffNoTimerIsSetAndAnExpiryCostsAnExchange() async throws {
        try await Self.withDrivenInstance(refreshAhead: .disabled) { instance, service, clock in
            let (controller, _, activity) = try await Self.showHome(on: service)

            clock.advance(by: instance.configuration.accessTokenLifetime + .seconds(1))
            instance.clearRequestLog()
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
            _ = try await activity.next(Self.isPredicted)
            try await activity.finished()

            let paths = instance.requestLog.filter { $0.host == .instance }.map(\.path)
            #expect(paths == ["/oauth_token.do", "/kb_view.do"])
        }
    }

    @Test func aFailedRefreshLeavesTheNextBridgeToAskTheCore() async throws {
        try await Self.withDrivenInstance { instance, service, clock in
            let (controller, delegate, activity) = try await Self.showHome(on: service)
            let sleep = try await Self.keeperSleep(on: clock)
            var outcomes = service.tokenKeeper.outcomes.makeAsyncIterator()

            instance.updateFaults { $0.tokenEndpoint = .invalidGrant }
            clock.advance(by: sleep)
            #expect(await outcomes.next() == .failed)
            #expect(delegate.errors.isEmpty, "a refresh ahead never reaches the app")

            instance.updateFaults { $0.tokenEndpoint = nil }
            clock.advance(by: .seconds(200))
            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
            _ = try await activity.next(Self.isPredicted)
            #expect(try await activity.finished().path == "/kb_view.do")
        }
    }
}
