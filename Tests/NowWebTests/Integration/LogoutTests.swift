import Foundation
import NowInternal
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

/// Nothing an engine fails to do can hold a logout up. (That a logout ends the user's authorization and web session
/// on the server and leaves no cookie is the session scenario `logout.ends-the-session`, run on every engine.)
@MainActor
@Suite struct LogoutTests {
    @Test func anEngineWipeThatNeverAnswersCannotHoldLogoutUp() async throws {
        try await withInstanceEmulator { instance in
            let core = try WebTestHarness.makeCore(instance)
            let store = WebDataStore(configuration: .init(removalDeadline: .milliseconds(50)))
            store.addRemovalHook { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
            let service = try await WebTestHarness.makeService(
                instance, core: core,
                options: NowWebService.Options(makeEngine: NowWebHeadless.engineFactory, dataStore: store))
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()

            await core.logout(instanceUrl: instance.baseURL)

            #expect(store.cookies.allCookies.isEmpty, "the store's own data goes whatever an engine does")
        }
    }

    @Test func everyFailedEngineWipeIsReportedAndTheOthersStillRun() async {
        struct Refused: Error, CustomStringConvertible { var description: String { "WebKit refused" } }
        let store = WebDataStore(configuration: .init(removalDeadline: .seconds(60)))
        let ran = Locked(0)
        store.addRemovalHook { throw Refused() }
        store.addRemovalHook { ran.withLock { $0 += 1 } }
        await #expect(throws: NowWebError.dataNotRemoved(reasons: ["WebKit refused"])) {
            try await store.removeAllData()
        }
        #expect(ran.current == 1)
    }

    @Test func anEngineWipeThatNeverAnswersIsReportedAtItsDeadline() async {
        let store = WebDataStore(configuration: .init(removalDeadline: .zero))
        store.addRemovalHook { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        do {
            try await store.removeAllData()
            Issue.record("the wipe reported no failure")
        } catch let NowWebError.dataNotRemoved(reasons) {
            #expect(reasons.count == 1 && reasons.first?.contains("did not confirm") == true)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// A service whose user logged out is closed: the next user gets a new service, and nothing of the old one
/// loads a page again.
@MainActor
@Suite struct ClosedServiceTests {
    @Test func aLogoutClosesTheServicesOfItsCoreAndInstanceOnly() async throws {
        try await withInstanceEmulator { instance in
            let core = try WebTestHarness.makeCore(instance)
            let service = try await WebTestHarness.makeService(instance, core: core)
            let other = try await WebTestHarness.makeService(instance, core: try WebTestHarness.makeCore(instance))
            let delegate = RecordingControllerDelegate()
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.delegate = delegate
            controller.loadPage()
            try await activity.finished()
            #expect(!service.isClosed)

            await core.logout(instanceUrl: instance.baseURL)
            instance.clearRequestLog()

            #expect(service.isClosed && !other.isClosed)
            #expect(service.makeWebViewController(for: URL(string: "/sp")!).failure == .serviceClosed)
            #expect(throws: NowWebServiceError.serviceClosed) {
                try service.preloadWebCache(urls: [URL(string: "/sp")!])
            }
            controller.loadPage()
            controller.reload()
            #expect(delegate.errors.compactMap { $0 as? NowWebError } == [.serviceClosed, .serviceClosed])
            #expect(instance.requestLog.isEmpty, "a closed service's controller sends nothing")
            #expect(other.makeWebViewController(for: URL(string: "/sp")!).failure == nil)
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
