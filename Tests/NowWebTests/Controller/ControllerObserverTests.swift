import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// A controller's observers: every one hears each change, in the order they were added, until cancelled.
@MainActor
@Suite struct ControllerObserverTests {
    @Test func everyObserverHearsEachChangeInOrderUntilCancelled() {
        let observers = PageObservers()
        var heard: [String] = []
        let first = observers.add { _ in heard.append("first") }
        observers.add { _ in heard.append("second") }
        observers.send(.activity(.themePreferenceWritten))
        #expect(heard == ["first", "second"])
        first.cancel()
        first.cancel()
        observers.send(.activity(.themePreferenceWritten))
        #expect(heard == ["first", "second", "second"])
    }

    @Test func anObserverCancelledWhileAChangeIsSentHearsNothingMore() {
        let observers = PageObservers()
        var heard: [String] = []
        var second: NowWebObservation?
        observers.add { _ in
            heard.append("first")
            second?.cancel()
            observers.add { _ in heard.append("added") }
        }
        second = observers.add { _ in heard.append("second") }
        observers.send(.activity(.themePreferenceWritten))
        #expect(heard == ["first"], "the second was cancelled before its turn; the added one waits for the next")
        observers.send(.activity(.themePreferenceWritten))
        #expect(heard == ["first", "first", "added"])
    }

    @Test func twoActivityObserversOfAControllerBothHearItsFailure() async throws {
        let engine = ScriptedWebEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://example.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(), options: NowWebService.Options(makeEngine: { _ in engine }))
        let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
        var app: [NowWebViewController.Activity] = []
        var telemetry: [NowWebViewController.Activity] = []
        controller.addObserver { app.append($0) }
        let observation = controller.addObserver { telemetry.append($0) }
        controller.loadPage()
        try await #require(controller.pageSession.tokenTask).value
        #expect(app.count == 1 && app == telemetry, "\(app) \(telemetry)")
        guard case .failed = app.first else {
            Issue.record("a core without a token fails the load: \(app)")
            return
        }
        observation.cancel()
        controller.loadPage()
        await controller.pageSession.tokenTask?.value
        #expect(telemetry.count == 1)
    }
}
