import Foundation
import NowSDK
import NowWebHeadless
import NowWebTesting
import Testing

@testable import NowWeb

/// The warning before the web session's predicted end: observers, the delegate and the SwiftUI model hear it within
/// the lead time before each kind of end (idle, the token's expiry, the instance's life span), once per end, with
/// whether the user typed into the page. On a driven clock shared by the emulator, the core and the service.
@Suite @MainActor struct SessionEndWarningTests {
    typealias Warning = NowWebViewController.Activity.SessionEndWarning

    /// A page of the home page shown on an emulator whose time is `clock`'s, with a recorder of the moments a
    /// warning was heard.
    struct Page {
        let instance: InstanceEmulator
        let service: NowWebService
        let clock: ManualClock
        let controller: NowWebViewController
        let delegate: RecordingControllerDelegate
        let activity: ActivityRecorder
        let shownAt: Date
        let heardAt: HeardAt
    }

    @MainActor final class HeardAt {
        var dates: [Date] = []
    }

    @MainActor final class Heard {
        var warnings: [Warning] = []
    }

    static func withShownPage(
        tokenLifetime: Duration = .seconds(3 * 3600), lifeSpan: Duration? = nil,
        estimate: NowWebService.SessionEstimate = .init(),
        _ body: @MainActor (Page) async throws -> Void
    ) async throws {
        let clock = ManualClock()
        var configuration = InstanceEmulator.Configuration()
        configuration.now = clock.dateSource
        configuration.accessTokenLifetime = tokenLifetime
        configuration.sessionLifeSpan = lifeSpan
        try await withInstanceEmulator(configuration) { instance in
            let options = NowWebService.Options(
                makeEngine: NowWebHeadless.engineFactory, sessionEstimate: estimate, clock: .manual(clock))
            let service = try await WebTestHarness.makeService(instance, options: options)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            let heardAt = HeardAt()
            _ = controller.addObserver { activity in
                if case .sessionEndApproaching = activity { heardAt.dates.append(clock.date) }
            }
            controller.loadPage()
            try await activity.finished()
            try await body(
                Page(
                    instance: instance, service: service, clock: clock, controller: controller, delegate: delegate,
                    activity: activity, shownAt: clock.date, heardAt: heardAt))
        }
    }

    static func isWarning(_ activity: NowWebViewController.Activity) -> Bool {
        if case .sessionEndApproaching = activity { return true }
        return false
    }

    /// Moves the clock to `seconds` after the page showed, from wherever it stands.
    static func move(_ page: Page, to seconds: TimeInterval) {
        page.clock.advance(by: page.shownAt.addingTimeInterval(seconds).timeIntervalSince(page.clock.date))
    }

    /// Moves the clock to just before the lead time of an end `end` seconds after the page showed, checks that
    /// nothing was heard, then into the lead time, and returns the warning the observers heard.
    static func warning(of page: Page, endingAt end: TimeInterval) async throws -> Warning {
        let heardBefore = page.heardAt.dates.count
        move(page, to: end - 121)
        page.controller.pageSession.watchSessionEnd()
        #expect(page.heardAt.dates.count == heardBefore, "nothing heard before the lead time")
        move(page, to: end - 119)
        guard case .sessionEndApproaching(let warning) = try await page.activity.next(isWarning) else {
            Issue.record("no warning")
            throw CancellationError()
        }
        return warning
    }

    @Test func theIdleEndIsWarnedOfWithinTheLeadTimeWithTheUnsavedInput() async throws {
        try await Self.withShownPage { page in
            // The user types into the page: trusted key input, as the engine reports it.
            page.controller.pageSession.webEngine(page.controller.webEngine, didReceive: .userInteracted(isKey: true))

            let warning = try await Self.warning(of: page, endingAt: 1800)

            #expect(
                warning
                    == Warning(
                        endsAt: page.shownAt.addingTimeInterval(1800), reason: .idleTimeout, hasUnsavedInput: true))
            #expect(page.heardAt.dates.count == 1)
            #expect(
                page.heardAt.dates.allSatisfy { $0 >= warning.endsAt.addingTimeInterval(-120) && $0 < warning.endsAt })
            #expect(page.delegate.sessionEndWarnings == [warning], "the delegate hears it too")
        }
    }

    @Test func theTokensExpiryIsWarnedOfWithoutUnsavedInput() async throws {
        try await Self.withShownPage(tokenLifetime: .seconds(600)) { page in
            let end = try #require(page.service.dataStore.sessionEstimate.tokenExpiry).timeIntervalSince(page.shownAt)

            let warning = try await Self.warning(of: page, endingAt: end)

            #expect(warning.reason == .tokenExpiry)
            #expect(warning.endsAt == page.shownAt.addingTimeInterval(end))
            #expect(!warning.hasUnsavedInput, "the user typed nothing")
            #expect(page.delegate.sessionEndWarnings == [warning])
        }
    }

    @Test func theLifeSpansEndIsWarnedOf() async throws {
        try await Self.withShownPage(lifeSpan: .seconds(1200), estimate: .init(lifeSpan: 1200)) { page in
            let warning = try await Self.warning(of: page, endingAt: 1200)

            #expect(
                warning
                    == Warning(endsAt: page.shownAt.addingTimeInterval(1200), reason: .lifeSpan, hasUnsavedInput: false)
            )
            #expect(page.delegate.sessionEndWarnings == [warning])
        }
    }

    @Test func eachPredictedEndIsWarnedOfOnceAndANewPageClearsTheUnsavedInput() async throws {
        try await Self.withShownPage { page in
            page.controller.pageSession.webEngine(page.controller.webEngine, didReceive: .userInteracted(isKey: true))
            let first = try await Self.warning(of: page, endingAt: 1800)

            // Looking again, later in the same lead time, warns of nothing new.
            Self.move(page, to: 1700)
            page.controller.pageSession.watchSessionEnd()
            #expect(page.heardAt.dates.count == 1)

            // The user opens another page: the session's end moves, and the new end gets its own warning.
            page.controller.webEngine.load(WebRequest(url: page.instance.baseURL.appending(path: "kb_view.do")))
            try await page.activity.finished()
            let second = try await Self.warning(of: page, endingAt: 1700 + 1800)

            #expect(first.hasUnsavedInput)
            #expect(
                second
                    == Warning(
                        endsAt: page.shownAt.addingTimeInterval(3500), reason: .idleTimeout, hasUnsavedInput: false))
            #expect(page.delegate.sessionEndWarnings == [first, second])
        }
    }

    @Test func thePageModelsHandlerHearsIt() async throws {
        let clock = ManualClock()
        var configuration = InstanceEmulator.Configuration()
        configuration.now = clock.dateSource
        configuration.accessTokenLifetime = .seconds(3 * 3600)
        try await withInstanceEmulator(configuration) { instance in
            let service = try await WebTestHarness.makeService(
                instance,
                options: NowWebService.Options(makeEngine: NowWebHeadless.engineFactory, clock: .manual(clock)))
            let model = NowWebPageModel()
            let heard = Heard()
            model.handlers.sessionEndWarning = { heard.warnings.append($0) }
            model.update(service: service, url: URL(string: "/now/nav/ui/home")!)
            let activity = ActivityRecorder(try #require(model.controller))
            try await activity.finished()
            let shownAt = clock.date

            clock.advance(by: 1800 - 119)
            let warning = try await activity.next(Self.isWarning)

            #expect(heard.warnings.map { .sessionEndApproaching($0) } == [warning])
            #expect(heard.warnings.first?.endsAt == shownAt.addingTimeInterval(1800))
        }
    }
}
