import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// The app lock on a controller of the headless test engine: the app's moves come through the controller's package
/// entry points (iOS calls them from UIKit's notifications), the time from a manual clock, the unlock from the
/// delegate's re-authentication hook.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ControllerAppLockTests {
    static let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

    /// A controller whose observers' lock activities `body` reads through `locks()`.
    func withController(
        lockAfter: Duration?, managed: NowManagedConfiguration.Source = .scripted(nil),
        hook: ReauthenticationHook? = nil,
        _ body:
            @MainActor (NowWebViewController, ManualClock, () -> [NowWebViewController.Activity]) async throws
            -> Void
    ) async throws {
        let clock = ManualClock()
        var options = NowWebService.Options(makeEngine: { _ in ScriptedWebEngine() }, clock: .manual(clock))
        options.managedConfiguration = managed
        options.appLock = .init(lockAfter: lockAfter)
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://acme.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(), options: options)
        let controller = try service.makeWebViewController(for: Self.home, delegate: hook).get()
        var heard: [NowWebViewController.Activity] = []
        controller.addObserver { activity in
            if activity == .appLocked || activity == .appUnlocked { heard.append(activity) }
        }
        try await body(controller, clock) { heard }
    }

    /// The controller's unlock task has answered.
    func unlockEnded(_ controller: NowWebViewController) async {
        while controller.cabrillo.isReauthenticating { await Task.yield() }
    }

    func away(_ controller: NowWebViewController, for time: Duration, on clock: ManualClock) {
        controller.appWentToBackground()
        clock.advance(by: time)
        controller.appReturnedToForeground()
    }

    @Test func aReturnBeforeTheTimeLeavesThePageShown() async throws {
        let hook = ReauthenticationHook(answer: .success(true))
        try await withController(lockAfter: .seconds(300), hook: hook) { controller, clock, locks in
            away(controller, for: .seconds(299), on: clock)
            controller.appBecameActive()
            #expect(!controller.isLocked)
            #expect(locks().isEmpty)
            #expect(hook.requests.isEmpty)
        }
    }

    @Test func aReturnAfterTheTimeCoversThePageUntilTheHookConfirms() async throws {
        let hook = ReauthenticationHook(answer: nil)
        try await withController(lockAfter: .seconds(300), hook: hook) { controller, clock, locks in
            away(controller, for: .seconds(300), on: clock)
            #expect(controller.isLocked)
            #expect(locks() == [.appLocked])
            controller.appBecameActive()
            await hook.waitForRequest()
            #expect(hook.requests == [NowWebReauthentication(purpose: .appUnlock, user: nil)])
            controller.unlock()
            controller.appBecameActive()
            #expect(hook.requests.count == 1, "one prompt at a time")
            #expect(controller.isLocked)
            hook.finish(true)
            await unlockEnded(controller)
            #expect(!controller.isLocked)
            #expect(locks() == [.appLocked, .appUnlocked])
        }
    }

    @Test(arguments: [
        Result<Bool, CabrilloError>.success(false), .failure(.unavailable(.reauthenticate, "no passcode")),
    ])
    func aRefusedOrFailedUnlockKeepsThePageCoveredAndTheUserMayTryAgain(_ answer: Result<Bool, CabrilloError>)
        async throws
    {
        let hook = ReauthenticationHook(answer: answer)
        try await withController(lockAfter: .zero, hook: hook) { controller, clock, locks in
            away(controller, for: .seconds(1), on: clock)
            controller.appBecameActive()
            await unlockEnded(controller)
            #expect(controller.isLocked)
            controller.appBecameActive()
            #expect(hook.requests.count == 1, "the end of the system prompt does not ask again")
            controller.unlock()
            await unlockEnded(controller)
            #expect(hook.requests.count == 2)
            #expect(controller.isLocked)
            #expect(locks() == [.appLocked])
        }
    }

    @Test func theOrganisationsKeyShortensTheAppsTime() async throws {
        try await withController(lockAfter: .seconds(300), managed: .scripted(["NowWebAppLockAfterSeconds": 60])) {
            controller, clock, _ in
            away(controller, for: .seconds(61), on: clock)
            #expect(controller.isLocked)
        }
    }

    @Test func anUnreadableManagedTimeLocksOnEveryReturn() async throws {
        try await withController(lockAfter: nil, managed: .scripted(["NowWebAppLockAfterSeconds": "soon"])) {
            controller, clock, _ in
            away(controller, for: .zero, on: clock)
            #expect(controller.isLocked)
        }
    }

    @Test func aLogoutClearsTheLock() async throws {
        try await withController(lockAfter: .zero) { controller, clock, locks in
            away(controller, for: .seconds(1), on: clock)
            #expect(controller.isLocked)
            controller.service.close()
            while locks().count < 2 { await Task.yield() }
            #expect(!controller.isLocked)
            #expect(locks() == [.appLocked, .appUnlocked])
        }
    }

    @Test func aPageMadeWhileLockedIsCoveredAndOneUnlockOpensThePagesOfTheService() async throws {
        let hook = ReauthenticationHook(answer: .success(true))
        try await withController(lockAfter: .zero, hook: hook) { controller, clock, _ in
            away(controller, for: .seconds(1), on: clock)
            let second = try controller.service.makeWebViewController(for: Self.home, delegate: hook).get()
            #expect(second.isShowingLockCover)
            second.unlock()
            await unlockEnded(second)
            #expect(!controller.isLocked)
            #expect(hook.requests.count == 1)
            controller.unlock()
            #expect(!controller.isShowingLockCover, "its Unlock shows it without asking again")
            #expect(hook.requests.count == 1)
        }
    }

    @Test func aPageCannotAskForAnESignatureUnderTheLock() async throws {
        let hook = ReauthenticationHook(answer: .success(true))
        try await withController(lockAfter: .zero, hook: hook) { controller, clock, _ in
            away(controller, for: .seconds(1), on: clock)
            controller.reauthenticate(NowWebReauthentication(purpose: .eSignature, user: nil), answering: nil)
            #expect(hook.requests.isEmpty)
            #expect(!controller.cabrillo.isReauthenticating)
        }
    }

    @Test func theUnlockRequestNamesItsPurposeToThePrompt() {
        let request = NowWebReauthentication(purpose: .appUnlock, user: nil)
        #expect(request.localizedReason != NowWebReauthentication(purpose: .eSignature, user: nil).localizedReason)
    }
}
