import Foundation
import NowInternal
import NowSDK
import NowWeb
import Testing

/// A grant provider that is never asked: these tests obtain no token.
private struct UnusedGrants: NowAuthorizationGrantProviding {
    var account: String { "abel.tuter" }

    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        throw CancellationError()
    }
}

/// R3-M-1: a logout wipes the web data that outlives a service (a disk cache), whether or not the service is
/// still alive; the list of such stores says what a logout owes.
@Suite struct LogoutOutlivingStoresTests {
    private static let instance = URL(string: "https://outliving.service-now.com")!

    private let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-outliving-\(UUID())")

    private func core() throws -> NowCoreService {
        var configuration = NowSDKConfiguration(grantProvider: UnusedGrants(), logLevel: .none)
        configuration.tokenStore = NowInMemoryTokenStore()
        configuration.webDataStoreList = root.appending(path: "WebDataStores.json")
        configuration.settingsSource = .stated(
            NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false))
        return try NowCoreService(configuration: configuration)
    }

    private func cachedPage(in directory: URL) throws {
        try PrivateFile.createDirectory(at: directory)
        try Data("a user's page".utf8).write(to: directory.appending(path: "page"))
    }

    /// Makes a service of `core` on a disk cache holding a page, and lets the service go; returns the cache.
    private func releasedServiceWithACachedPage(on core: NowCoreService) async throws -> URL {
        let cache = root.appending(path: "cache", directoryHint: .isDirectory)
        let store = WebDataStore(configuration: .init(cache: .init(diskDirectory: cache)))
        _ = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(dataStore: store))
        try cachedPage(in: cache)
        return cache
    }

    @Test func aLogoutWipesTheDiskCacheOfAServiceReleasedBeforeIt() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let core = try core()
        let cache = try await releasedServiceWithACachedPage(on: core)

        await core.logout(instanceUrl: Self.instance)

        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(WebDataStoreList(file: try #require(core.configuration.webDataStoreList)).entries().isEmpty)
    }

    @Test func aLogoutOfAnotherInstanceOrAccountLeavesTheCacheAlone() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let core = try core()
        let cache = try await releasedServiceWithACachedPage(on: core)

        await core.logout(instanceUrl: URL(string: "https://other.service-now.com")!)

        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "page").path))
    }

    @Test func aStoreALogoutLeftOwedIsWipedBeforeTheNextServiceIsMade() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let core = try core()
        let list = WebDataStoreList(file: try #require(core.configuration.webDataStoreList))
        let cache = root.appending(path: "cache", directoryHint: .isDirectory)
        try cachedPage(in: cache)
        // As a launch that made a service and a logout in a process without NowWeb leave it.
        try list.record(
            WebDataStoreList.Entry(
                engine: .nowWebCache, location: cache.path, instance: "https://outliving.service-now.com",
                account: "abel.tuter"))
        try list.markLoggedOut(account: "abel.tuter", instance: nil)

        _ = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core)

        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(list.entries().isEmpty)
    }

    @Test func everyOwedIdentifiedStoreIsRemovedAndOneWhoseRemovalFailsStaysOwedForTheNextTry() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let core = try core()
        let list = WebDataStoreList(file: try #require(core.configuration.webDataStoreList))
        let (first, second) = (UUID().uuidString, UUID().uuidString)
        // As a WKWebView engine lists the stores of two instances it opened, in this launch or an earlier one.
        for (location, instance) in [(first, Self.instance.absoluteString), (second, "https://other.service-now.com")] {
            try list.record(
                WebDataStoreList.Entry(
                    engine: .webKitIdentified, location: location, instance: instance, account: "abel.tuter"))
        }
        // A logout of every instance owes them both (the core marks them before anything else).
        try list.markLoggedOut(account: "abel.tuter", instance: nil)
        let wiper = ScriptedRemoval(failing: [second])

        await WebDataStoreRegistry.shared.settleOwedStores(
            on: list, account: "abel.tuter", engineWipers: [.webKitIdentified: wiper.wiper])

        #expect(wiper.asked == [first, second])
        #expect(list.owedEntries().map(\.location) == [second])

        wiper.succeedFromNowOn()
        await WebDataStoreRegistry.shared.settleOwedStores(
            on: list, account: "abel.tuter", engineWipers: [.webKitIdentified: wiper.wiper])

        #expect(wiper.asked == [first, second, second])
        #expect(list.entries().isEmpty)
    }
}

/// A listed store's removal that fails for the locations it is told to, until told otherwise.
private final class ScriptedRemoval: Sendable {
    private struct State {
        var failing: Set<String>
        var asked: [String] = []
    }

    private struct Refused: Error {}

    private let state: Locked<State>

    init(failing: Set<String>) {
        state = Locked(State(failing: failing))
    }

    var asked: [String] { state.withLock(\.asked) }

    func succeedFromNowOn() {
        state.withLock { $0.failing = [] }
    }

    var wiper: ListedStoreWiper {
        ListedStoreWiper(
            cookieHeader: { _, _ in nil },
            wipe: { [state] location in
                let fails = state.withLock { state in
                    state.asked.append(location)
                    return state.failing.contains(location)
                }
                if fails { throw Refused() }
            })
    }
}
