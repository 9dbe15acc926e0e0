import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// Settings kept on disk answer the next launch at once and are fetched again behind it; a copy that is too
/// old, of another app, unreadable, or made stale by a disabled answer or a logout is not used.
@Suite struct SettingsPersistenceTests {
    private static let web = NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false)
    private static let guests = NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: true)

    /// What the instance answers the settings request with, changeable between launches.
    private final class Instance: Sendable {
        let answer = Locked(NowHTTPResponse.json(Instance.body(guests: false)))
        let settingsRequests = Locked(0)
        let transport: ScriptedTransport

        init() {
            let answer = answer
            let count = settingsRequests
            transport = ScriptedTransport { request, _ in
                guard request.url.path != "/oauth_token.do" else { return .token("secret-access-token") }
                count.withLock { $0 += 1 }
                return answer.current
            }
        }

        static func body(guests: Bool, enabled: Bool = true) -> String {
            #"{"result":{"enabled":\#(enabled),"sdk":{"web":{"enabled":true,"allowGuestAccess":\#(guests)}}}}"#
        }
    }

    private let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-settings-\(UUID())")
    private let instance = Instance()
    private let clock = ManualClock()

    /// A new core, as a new launch of the app makes one, over the same directory and instance.
    private func launch(
        maximumAge: Duration = .seconds(24 * 3600), bundleId: String = "dev.nowweb.tests", clock: ManualClock? = nil
    ) throws -> NowCoreService {
        var harness = Harness(instance.transport)
        harness.store = NowInMemoryTokenStore()
        var configuration = harness.configuration(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        configuration.appBundleId = bundleId
        configuration.clock = .manual(clock ?? self.clock)
        configuration.settingsPersistence = NowSettingsPersistence(directory: directory, maximumAge: maximumAge)
        return try NowCoreService(configuration: configuration)
    }

    private func service(_ bundleId: String = "dev.nowweb.tests") -> TestService {
        TestService(configuration: NowServiceConfiguration(instanceUrl: Harness.instanceUrl, appBundleId: bundleId))
    }

    private var files: [URL] {
        (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    }

    @Test func aRelaunchIsAnsweredFromTheKeptCopyAndFetchesBehindIt() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try await launch().requestSettings(for: service()) == Self.web)
        #expect(instance.settingsRequests.current == 1)
        #expect(files.count == 1)

        // The instance now lets guests in: the relaunch answers from the copy, and learns it behind the answer.
        instance.answer.withLock { $0 = .json(Instance.body(guests: true)) }
        let relaunched = try launch()
        let updates = relaunched.settingsUpdates(for: service())
        #expect(try await relaunched.requestSettings(for: service()) == Self.web, "the kept copy, at once")
        await relaunched.settingsRefreshBehind(for: service())
        #expect(instance.settingsRequests.current == 2)
        #expect(try await relaunched.requestSettings(for: service()) == Self.guests)
        var seen: [NowServiceSettings] = []
        for await settings in updates {
            seen.append(settings)
            if settings == Self.guests || seen.count == 3 { break }
        }
        #expect(seen.last == Self.guests, "the fetch behind it reaches the app")
        let next = try launch()
        #expect(try await next.requestSettings(for: service()) == Self.guests, "and the next launch")
        await next.settingsRefreshBehind(for: service())
        #expect(instance.settingsRequests.current == 3)
    }

    @Test func aCopyOlderThanTheMaximumAgeIsFetchedFirst() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await launch(maximumAge: .seconds(3600)).requestSettings(for: service())
        instance.answer.withLock { $0 = .json(Instance.body(guests: true)) }
        clock.advance(by: .seconds(3601))

        #expect(try await launch(maximumAge: .seconds(3600)).requestSettings(for: service()) == Self.guests)
        #expect(instance.settingsRequests.current == 2)
    }

    @Test func aCopyDatedInTheFutureIsNotTrusted() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        clock.advance(by: .seconds(7200))
        _ = try await launch().requestSettings(for: service())
        instance.answer.withLock { $0 = .json(Instance.body(guests: true)) }

        // A launch whose clock reads two hours earlier than the copy's date.
        #expect(try await launch(clock: ManualClock()).requestSettings(for: service()) == Self.guests)
    }

    @Test func anotherAppsCopyIsNotUsed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await launch().requestSettings(for: service())
        instance.answer.withLock { $0 = .json(Instance.body(guests: true)) }

        let other = try launch(bundleId: "dev.nowweb.other")
        #expect(try await other.requestSettings(for: service("dev.nowweb.other")) == Self.guests)
        #expect(instance.settingsRequests.current == 2)
    }

    @Test(arguments: ["not json", #"{"instance":"https://example.service-now.com"}"#, ""])
    func anUnreadableCopyIsDeletedAndTheSettingsFetched(_ content: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await launch().requestSettings(for: service())
        let file = try #require(files.first)
        try Data(content.utf8).write(to: file)

        #expect(try await launch().requestSettings(for: service()) == Self.web)
        #expect(instance.settingsRequests.current == 2)
        #expect(try Data(contentsOf: file) != Data(content.utf8), "the fetch wrote a good copy")
    }

    @Test func aDisabledAnswerBehindTheCopyLocksTheNextLaunchOut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await launch().requestSettings(for: service())
        instance.answer.withLock { $0 = .json(Instance.body(guests: false, enabled: false)) }

        let relaunched = try launch()
        #expect(try await relaunched.requestSettings(for: service()) == Self.web)
        await relaunched.settingsRefreshBehind(for: service())
        #expect(instance.settingsRequests.current == 2)
        #expect(files.isEmpty, "the disabled answer deleted the copy")
        await #expect(throws: NowServiceError.serviceDisabled) {
            try await launch().requestSettings(for: service())
        }
    }

    @Test func aLogoutDeletesTheInstancesCopies() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let core = try launch()
        _ = try await core.requestSettings(for: service())
        #expect(files.count == 1)
        await core.logout(instanceUrl: Harness.instanceUrl)
        #expect(files.isEmpty)
    }

    @Test func theFileIsTheUsersAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await launch().requestSettings(for: service())
        let file = try #require(files.first)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("secret-access-token"))
    }

    @Test func withoutADirectoryEveryLaunchFetches() async throws {
        var configuration = Harness(instance.transport).configuration(
            ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        #expect(configuration.settingsPersistence == .memoryOnly)
        configuration.clock = .manual(clock)
        _ = try await NowCoreService(configuration: configuration).requestSettings(for: service())
        _ = try await NowCoreService(configuration: configuration).requestSettings(for: service())
        #expect(instance.settingsRequests.current == 2)
    }
}
