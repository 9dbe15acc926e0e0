import Foundation
import NowInternal
import NowSDK

/// The data stores of live services, and the list of stores that outlive them, so that `NowSDK.logout()` ends
/// and wipes every one of them.
package final class WebDataStoreRegistry: Sendable {
    private struct Entry {
        weak var store: WebDataStore?
        weak var service: NowWebService?
        let scope: InstanceScope
        let core: NowCoreIdentity
        let context: Context
        /// Its entries on `context.storeList`: forgotten there once this store is wiped.
        var listed: [WebDataStoreList.Entry] = []
    }

    /// What an engine of a service needs to know about it: the instance, the app and the account.
    package struct Context: Sendable {
        /// The service's instance.
        let scope: InstanceScope
        /// The app's bundle id, as configured.
        let appBundleId: String
        /// The account the service's core signs in as (its grant provider's), or `nil` for a core that does not
        /// say (a core of the app's own): web data that outlives the process is kept only for a known account.
        let account: String?
        /// Where the core lists the stores that outlive the process, or `nil` when it keeps no list.
        let storeList: WebDataStoreList?
    }

    /// The process-wide registry: `NowSDK.logout()` is process-wide too.
    package static let shared = WebDataStoreRegistry()

    private let entries = Locked<[Entry]>([])
    private let wipers = Locked<[String: ListedStoreWiper]>([:])

    private init() {
        NowSDK.addLogoutObserver { [weak self] (request: LogoutRequest) in await self?.removeAll(request) }
        addWiper(.nowWebCache, ListedStoreWiper(cookieHeader: { _, _ in nil }, wipe: Self.removeDirectory))
        #if canImport(WebKit)
            addWiper(.webKitIdentified, WKWebViewEngine.listedStoreWiper)
        #endif
    }

    /// Makes sure the registry hears every logout from now on, in a process that has made no service yet: an
    /// engine module's setup calls it (`NowWebKitGTK.install()`), and so does everything that makes a service.
    package static func join() {
        _ = shared
    }

    /// Remembers `store` of `service` (both weakly) as holding data of the instance `scope` covers, signed in
    /// through `core`, and lists its disk cache when it has one.
    func register(
        _ store: WebDataStore, of service: NowWebService, scope: InstanceScope, core: any NowCoreServiceProviding,
        appBundleId: String
    ) {
        let filing = core.webDataStoreFiling
        let context = Context(
            scope: scope, appBundleId: appBundleId, account: filing.account,
            storeList: filing.storeList.map(WebDataStoreList.init(file:)))
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(
                Entry(store: store, service: service, scope: scope, core: core.identity, context: context))
        }
        if let cache = store.cacheConfiguration.diskDirectory {
            recordOutlivingData(of: store, engine: .nowWebCache, location: cache.standardizedFileURL.path)
        }
    }

    /// The context of the service `store` belongs to, or `nil` for a store no service registered.
    package func context(of store: WebDataStore) -> Context? {
        entries.withLock { entries in entries.first { $0.store === store }?.context }
    }

    /// Lists data of `store` that outlives the process (`location` as `engine` names it) on its core's list, so
    /// that a logout finds it after the store is gone. Nothing is listed for a store no service registered or
    /// whose core names no account or keeps no list; a list that cannot be written is reported in the log.
    package func recordOutlivingData(of store: WebDataStore, engine: WebDataStoreList.Engine, location: String) {
        guard let context = context(of: store), let list = context.storeList, let account = context.account,
            let instance = URLOrigin(context.scope.instanceURL)?.serialization
        else { return }
        let entry = WebDataStoreList.Entry(engine: engine, location: location, instance: instance, account: account)
        do {
            try list.record(entry)
        } catch {
            NowSDK.reportLogoutFailure("cannot list a web data store: \(error)")
        }
        entries.withLock { entries in
            for index in entries.indices where entries[index].store === store { entries[index].listed.append(entry) }
        }
    }

    /// Sets who ends the session of, and wipes, listed stores of `engine` whose `WebDataStore` is gone.
    package func addWiper(_ engine: WebDataStoreList.Engine, _ wiper: ListedStoreWiper) {
        wipers.withLock { $0[engine.rawValue] = wiper }
    }

    /// Closes `core`'s services on `instance`, ends their web sessions at the instance (`/logout.do`), then
    /// wipes their stores; `nil` matches every core or instance. A wipe that fails is reported in the log.
    func removeAll(core: NowCoreIdentity?, instance: URL?) async {
        await removeAll(LogoutRequest(core: core, instanceUrl: instance))
    }

    /// Ends and wipes what `request`'s logout covers: the live stores of its core's services, then the stores
    /// its list owes a wipe whose `WebDataStore` is gone (released, or made by an earlier launch).
    func removeAll(_ request: LogoutRequest) async {
        let (matching, services) = entries.withLock { entries in
            let entries = entries.filter { entry in
                (request.core.map { $0 == entry.core } ?? true)
                    && (request.instanceUrl.map(entry.scope.contains) ?? true)
            }
            return (
                entries.compactMap { entry in
                    entry.store.map { (store: $0, instance: entry.scope.instanceURL, listed: entry.listed) }
                },
                entries.compactMap(\.service)
            )
        }
        // First, so that nothing loads a page or a preload for the user while the stores are being wiped.
        for service in services { service.close() }
        // The server's side first, while the cookies that name the sessions still exist.
        for (store, instanceURL, _) in matching { await store.endWebSession(at: instanceURL) }
        var wiped: [WebDataStoreList.Entry] = []
        for (store, _, listed) in matching {
            do {
                try await store.removeAllData()
                wiped += listed
            } catch {
                NowSDK.reportLogoutFailure(String(describing: error))
            }
        }
        if let list = request.storeList {
            forget(wiped, on: list)
            if let account = request.account { await settleOwedStores(on: list, account: account) }
        }
    }

    /// Ends the session of, and wipes, every store `list` owes a wipe for `account` whose `WebDataStore` is not
    /// alive in this process, and forgets those wiped. A store of an engine this process has not set up stays
    /// owed, and so does one whose wipe fails, for the next logout or service to try again; every failure is
    /// reported in the log.
    ///
    /// - Parameters:
    ///   - list: The core's list of stores.
    ///   - account: The account whose owed stores are settled.
    ///   - engineWipers: The wipers to use instead of those the engines set up (``addWiper(_:_:)``), or `nil`.
    package func settleOwedStores(
        on list: WebDataStoreList, account: String,
        engineWipers: [WebDataStoreList.Engine: ListedStoreWiper]? = nil
    ) async {
        let live = Set(entries.withLock { entries in entries.filter { $0.store != nil }.flatMap(\.listed) })
        let owed = list.owedEntries().filter { $0.account == account && !live.contains($0) }
        var wiped: [WebDataStoreList.Entry] = []
        for entry in owed {
            let chosen =
                engineWipers.map { given in WebDataStoreList.Engine(rawValue: entry.engine).flatMap { given[$0] } }
                ?? wipers.withLock { $0[entry.engine] }
            guard let wiper = chosen else {
                NowSDK.reportLogoutFailure("no engine set up here wipes a \(entry.engine) store; it stays owed")
                continue
            }
            if let instanceURL = URL(string: entry.instance) {
                await Self.endWebSession(at: instanceURL) { url in await wiper.cookieHeader(entry.location, url) }
            }
            do {
                try await wiper.wipe(entry.location)
                wiped.append(entry)
            } catch {
                NowSDK.reportLogoutFailure(String(describing: error))
            }
        }
        forget(wiped, on: list)
    }

    /// Ends the web session a store that is gone held, through a store of its own that sends the same request
    /// with the cookies `cookieHeader` reads, under the same rules, as a live store's logout does.
    private static func endWebSession(at instanceURL: URL, cookieHeader: @escaping @Sendable (URL) async -> String?)
        async
    {
        let sender = WebDataStore()
        sender.addCookieSource(cookieHeader)
        await sender.endWebSession(at: instanceURL)
    }

    private func forget(_ wiped: [WebDataStoreList.Entry], on list: WebDataStoreList) {
        guard !wiped.isEmpty else { return }
        do {
            try list.remove(wiped)
        } catch {
            NowSDK.reportLogoutFailure("cannot update the web data store list: \(error)")
        }
    }

    @Sendable private static func removeDirectory(_ path: String) async throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }
}

/// How a listed store whose `WebDataStore` is gone is ended and wiped: one per engine whose stores outlive the
/// process, set up by the engine (``WebDataStoreRegistry/addWiper(_:_:)``).
package struct ListedStoreWiper: Sendable {
    /// The `Cookie` header the store at a location holds for a URL (its `/logout.do`), or `nil`.
    package var cookieHeader: @Sendable (_ location: String, _ url: URL) async -> String?
    /// Deletes everything the store at a location holds.
    package var wipe: @Sendable (_ location: String) async throws -> Void

    /// Makes a wiper.
    package init(
        cookieHeader: @escaping @Sendable (_ location: String, _ url: URL) async -> String?,
        wipe: @escaping @Sendable (_ location: String) async throws -> Void
    ) {
        self.cookieHeader = cookieHeader
        self.wipe = wipe
    }
}
