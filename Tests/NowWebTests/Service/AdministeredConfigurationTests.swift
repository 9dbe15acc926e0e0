import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// The managed configuration is read once when the service is made, and that one reading gives the keep-alive,
/// the privacy screen and the app lock their decisions; a configuration that cannot be read fails each closed.
@Suite @MainActor struct AdministeredConfigurationTests {
    static let instance = URL(string: "https://acme.service-now.com")!

    static func service(managed: NowManagedConfiguration.Source, lockAfter: Duration? = nil) async throws
        -> NowWebService
    {
        var options = NowWebService.Options(makeEngine: { _ in ScriptedWebEngine() })
        options.managedConfiguration = managed
        options.appLock = .init(lockAfter: lockAfter)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(), options: options)
    }

    @Test func theServiceReadsTheManagedConfigurationOnce() async throws {
        let reads = Locked(0)
        let source = NowManagedConfiguration.Source { () throws(NowManagedConfiguration.Problem) in
            reads.withLock { $0 += 1 }
            return ["NowWebSessionKeepAlive": false, "NowWebPrivacyScreen": true, "NowWebAppLockAfterSeconds": 60]
        }
        let service = try await Self.service(managed: source, lockAfter: .seconds(300))
        #expect(reads.withLock { $0 } == 1)
        #expect(!service.keepAliveAllowedByAdministrator)
        #expect(service.privacyScreen.managed.coversInAppSwitcher)
        #expect(service.appLock.withLock { $0.policy.lockAfter } == .seconds(60))
    }

    @Test func aConfigurationThatCannotBeReadFailsEveryDecisionClosed() async throws {
        let unreadable = NowManagedConfiguration.Source { () throws(NowManagedConfiguration.Problem) in
            throw .unreadableFile(path: "/etc/nowweb/managed-configuration.json", reason: "not a JSON object")
        }
        let service = try await Self.service(managed: unreadable)
        #expect(!service.keepAliveAllowedByAdministrator)
        #expect(service.privacyScreen.managed == .unreadable)
        #expect(service.appLock.withLock { $0.policy.lockAfter } == .zero)
    }

    @Test func aValueOfTheWrongTypeUnderAnotherKeyFailsEveryDecisionClosed() async throws {
        let service = try await Self.service(managed: .scripted(["NowWebPrivacyScreen": "yes"]))
        #expect(!service.keepAliveAllowedByAdministrator)
        #expect(service.privacyScreen.managed == .unreadable)
        #expect(service.appLock.withLock { $0.policy.lockAfter } == .zero)
    }

    @Test func nothingManagedLeavesTheAppsChoices() async throws {
        let service = try await Self.service(managed: .scripted(nil), lockAfter: .seconds(300))
        #expect(service.keepAliveAllowedByAdministrator)
        #expect(service.privacyScreen.managed == .init())
        #expect(service.appLock.withLock { $0.policy.lockAfter } == .seconds(300))
    }

    /// The platform's sources hand a number over as its text (`NowManagedConfiguration.Source.file(at:)`).
    @Test func theManagedTimeReadFromAFileShortensTheApps() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("applock-\(UUID().uuidString).json")
        try Data(#"{"NowWebAppLockAfterSeconds": 90}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let service = try await Self.service(managed: .file(at: file.path), lockAfter: .seconds(300))
        #expect(service.appLock.withLock { $0.policy.lockAfter } == .seconds(90))
    }

    @Test(arguments: [
        (nil, nil), ("60" as (any Sendable)?, JSONValue.number(60)), (60, .number(60)), (2.5, .number(2.5)),
        ("soon", .string("soon")), (true, .bool(true)), ("1e+20", .number(1e20)),
    ])
    func aManagedValueIsReadAsJSON(_ raw: (any Sendable)?, _ expected: JSONValue?) {
        #expect(AppLockPolicy.managedValue(raw) == expected)
    }
}
