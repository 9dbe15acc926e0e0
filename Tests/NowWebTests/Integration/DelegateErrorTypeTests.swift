import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// Everything `nowWebViewController(_:didFailNavigationWith:)` receives is a ``NowWebError``, on every path that
/// reaches it: a page that failed to load (its first load's token refused, or failing for a while), a closed
/// service, an opened attachment that could not be downloaded, a service made before the SDK was configured. An
/// app casts once and reads ``NowWebError/failureClass``.
@Suite @MainActor struct DelegateErrorTypeTests {
    /// A service on `core` made without asking the instance anything, so that its first page's load is the first
    /// call that meets the failure.
    private static func uncheckedService(_ instance: InstanceEmulator, core: any NowCoreServiceProviding)
        -> NowWebService
    {
        NowWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            coreServiceProvider: core)
    }

    /// The one error the delegate heard, which must be a `NowWebError`.
    private static func onlyError(_ delegate: RecordingControllerDelegate) async throws -> NowWebError {
        let error = try #require(await delegate.nextFailure())
        return try #require(error as? NowWebError, "the delegate heard \(type(of: error))")
    }

    @Test func aFirstLoadWhoseTokenIsRefusedAsksForASignIn() async throws {
        try await withInstanceEmulator { instance in
            let core = try instance.makePasswordCore(
                user: InstanceEmulator.User(name: WebTestHarness.user, password: "wrong"), logLevel: .none)
            let service = Self.uncheckedService(instance, core: core)
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()

            let error = try await Self.onlyError(delegate)
            #expect(error == .tokenUnavailable(mustSignIn: true))
            #expect(error.failureClass == .signInNeeded)
        }
    }

    @Test func aFirstLoadWithoutAConfiguredSDKSaysSo() async throws {
        try await withInstanceEmulator { instance in
            let service = Self.uncheckedService(instance, core: UnconfiguredCore())
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()

            let error = try await Self.onlyError(delegate)
            #expect(error == .sdkNotConfigured)
            #expect(error.failureClass == .sdkNotConfigured)
            #expect(instance.requestLog.isEmpty, "nothing was asked of the instance")
        }
    }

    @Test func aPageOfAnUnreachableInstanceIsTransient() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            instance.updateFaults { $0.unreachable = true }
            controller.loadPage()

            let error = try await Self.onlyError(delegate)
            if case .networkFailure = error {} else { Issue.record("\(error)") }
            #expect(error.failureClass == .transient(retryAfter: nil))
        }
    }

    @Test func aClosedServicesControllerReportsServiceClosed() async throws {
        try await withInstanceEmulator { instance in
            let core = try WebTestHarness.makeCore(instance)
            let service = try await WebTestHarness.makeService(instance, core: core)
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            await core.logout(instanceUrl: instance.baseURL)
            controller.loadPage()

            // A closed service answers `loadPage()` at once, within the call.
            #expect(delegate.errors.count == 1)
            let error = try #require(delegate.errors.first as? NowWebError)
            #expect(error == .serviceClosed)
            #expect(error.failureClass == .signInNeeded)
        }
    }

    @Test func anAttachmentThatCannotBeDownloadedIsReportedAsAttachmentFailed() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            _ = try await activity.finished()
            let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            controller.attachmentDirectory = directory
            controller.attachments.maximumDownloadBytes = 16

            let file = instance.baseURL.appending(path: "sys_attachment.do").appending(queryItems: [
                URLQueryItem(name: "sys_id", value: "0123456789abcdef0123456789abcdef")
            ])
            controller.webEngine.load(WebRequest(url: file))

            let error = try await Self.onlyError(delegate)
            guard case .attachmentFailed(let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("16 bytes"), "\(reason)")
            #expect(error.failureClass == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }
}
