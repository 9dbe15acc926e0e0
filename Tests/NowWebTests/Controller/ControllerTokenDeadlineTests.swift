import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// A token that does not come: the controller gives up at its deadline, tells the delegate and ignores the
/// token when it comes late. No socket and no sleep: a scripted core holds the token, a manual clock moves.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ControllerTokenDeadlineTests {
    static let instance = URL(string: "https://acme.service-now.com")!
    static let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!
    static let late = AccessToken(value: "token-late", expiresAt: nil)

    @Test func aTokenThatNeverComesFailsTheFirstLoadAtTheDeadlineAndALateOneIsIgnored() async throws {
        let core = ScriptedCoreService(outcomes: [.success(Self.late)])
        core.holdsTokenRequests = true
        let clock = ManualClock()
        let engine = ScriptedWebEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core,
            options: NowWebService.Options(
                makeEngine: { _ in engine }, tokenDeadline: .seconds(30), clock: .manual(clock)))
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: Self.home, delegate: delegate).get()

        controller.loadPage()
        let request = try #require(controller.pageSession.tokenTask)
        #expect(try await clock.nextSleep() == .seconds(30))
        clock.advance(by: Duration.seconds(29))
        #expect(delegate.callbacks.isEmpty)
        clock.advance(by: Duration.seconds(1))
        let error = await delegate.nextFailure()

        #expect(error as? NowWebError == .tokenUnavailable(mustSignIn: false))
        #expect(core.tokenRequests == 1)
        core.releaseHeldTokenRequests()
        await request.value
        #expect(engine.loadedRequests.isEmpty)
        #expect(delegate.failures == [.tokenUnavailable(mustSignIn: false)])
    }

    @Test func theDefaultDeadlineIsThirtySeconds() {
        #expect(NowWebService.Options().tokenDeadline == .seconds(30))
    }
}
