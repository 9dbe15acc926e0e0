import Foundation
import NowSDK
import NowWebHeadless
import NowWebTesting
import Testing

@testable import NowWeb

/// The keep-alive through the page session, on the emulator and a driven clock: the user's input (as an engine
/// reports it) near the idle end sends one request on the session's cookie, and the app's option, the managed key
/// and an unreadable managed configuration each turn it off.
@Suite @MainActor struct SessionKeepAliveIntegrationTests {
    static func withShownPage(
        sessionEnd: NowWebService.SessionEnd = .init(),
        managed: NowManagedConfiguration.Source = .scripted(nil),
        _ body: @MainActor (InstanceEmulator, NowWebService, NowWebViewController, ManualClock) async throws -> Void
    ) async throws {
        let clock = ManualClock()
        var configuration = InstanceEmulator.Configuration()
        configuration.now = clock.dateSource
        configuration.accessTokenLifetime = .seconds(3 * 3600)
        try await withInstanceEmulator(configuration) { instance in
            var options = NowWebService.Options(makeEngine: NowWebHeadless.engineFactory, clock: .manual(clock))
            options.sessionEnd = sessionEnd
            options.managedConfiguration = managed
            let service = try await WebTestHarness.makeService(instance, options: options)
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            try await body(instance, service, controller, clock)
        }
    }

    /// The user presses a key `seconds` after the page showed; returns once any keep-alive it sent has ended.
    static func type(at seconds: TimeInterval, into controller: NowWebViewController, clock: ManualClock) async {
        clock.advance(by: seconds)
        controller.pageSession.webEngine(controller.webEngine, didReceive: .userInteracted(isKey: true))
        await controller.pageSession.keepAliveTask?.value
    }

    @Test func inputNearTheIdleEndSendsOneRequestOnTheCookieAndMovesTheEnd() async throws {
        try await Self.withShownPage { instance, service, controller, clock in
            let shownAt = clock.date
            instance.clearRequestLog()
            await Self.type(at: 1000, into: controller, clock: clock)
            #expect(instance.requestLog.isEmpty, "far from the idle end, nothing")

            await Self.type(at: 700, into: controller, clock: clock)
            let sent = instance.requestLog.filter { $0.path == "/blank.do" }
            #expect(sent.count == 1)
            #expect(sent.first?.cookieNames.contains("JSESSIONID") == true)
            #expect(sent.first?.hasAuthorization == false, "never the bearer")
            #expect(sent.first?.status == 200)
            #expect(service.dataStore.sessionEstimate.lastActivity == shownAt.addingTimeInterval(1700))

            await Self.type(at: 10, into: controller, clock: clock)
            #expect(instance.requestLog.filter { $0.path == "/blank.do" }.count == 1, "a new window, not near its end")
        }
    }

    @Test func theAppsOptionTurnsItOff() async throws {
        try await Self.withShownPage(sessionEnd: .init(keepsSessionOfActiveUser: false)) {
            instance, service, controller, clock in
            instance.clearRequestLog()
            await Self.type(at: 1700, into: controller, clock: clock)
            #expect(instance.requestLog.isEmpty)
            #expect(service.dataStore.sessionEstimate.keepAliveWindow == nil)
        }
    }

    @Test func theManagedKeyTurnsItOff() async throws {
        try await Self.withShownPage(managed: .scripted(["NowWebSessionKeepAlive": false])) {
            instance, service, controller, clock in
            #expect(!service.keepAliveAllowedByAdministrator)
            instance.clearRequestLog()
            await Self.type(at: 1700, into: controller, clock: clock)
            #expect(instance.requestLog.isEmpty)
        }
    }

    @Test func aManagedConfigurationThatCannotBeReadTurnsItOff() async throws {
        let unreadable = NowManagedConfiguration.Source { () throws(NowManagedConfiguration.Problem) in
            throw .unreadableFile(path: "/etc/nowweb/managed-configuration.json", reason: "not a JSON object")
        }
        try await Self.withShownPage(managed: unreadable) { instance, service, controller, clock in
            #expect(!service.keepAliveAllowedByAdministrator)
            instance.clearRequestLog()
            await Self.type(at: 1700, into: controller, clock: clock)
            #expect(instance.requestLog.isEmpty)
        }
    }
}
