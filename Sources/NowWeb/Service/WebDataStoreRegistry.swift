import Foundation
import NowInternal
import NowSDK

/// The data stores of live services, so that `NowSDK.logout()` wipes every one of them.
final class WebDataStoreRegistry: Sendable {
    private struct Entry {
        weak var store: WebDataStore?
        weak var service: NowWebService?
        let scope: InstanceScope
        let core: NowCoreIdentity
        let context: Context
    }

    /// What an engine of a service needs to know about it: the instance, the app and the account.
    struct Context: Sendable {
        /// The service's instance.
        let scope: InstanceScope
        /// The app's bundle id, as configured.
        let appBundleId: String
        /// The account the service's core signs in as (its grant provider's), or `nil` for a core that does not
        /// say (a core of the app's own): web data that outlives the process is kept only for a known account.
        let account: String?
    }

    /// The process-wide registry: `NowSDK.logout()` is process-wide too.
    static let shared = WebDataStoreRegistry()

    private let entries = Locked<[Entry]>([])

    private init() {
        NowSDK.addLogoutObserver { [weak self] core, instance in await self?.removeAll(core: core, instance: instance) }
    }

    /// Remembers `store` of `service` (both weakly) as holding data of the instance `scope` covers, signed in
    /// through `core`.
    func register(
        _ store: WebDataStore, of service: NowWebService, scope: InstanceScope, core: any NowCoreServiceProviding,
        appBundleId: String
    ) {
        let account = (core as? NowCoreService)?.configuration.grantProvider.account
        let context = Context(scope: scope, appBundleId: appBundleId, account: account)
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(
                Entry(store: store, service: service, scope: scope, core: core.identity, context: context))
        }
    }

    /// The context of the service `store` belongs to, or `nil` for a store no service registered.
    func context(of store: WebDataStore) -> Context? {
        entries.withLock { entries in entries.first { $0.store === store }?.context }
    }

    /// Closes `core`'s services on `instance`, ends their web sessions at the instance (`/logout.do`), then
    /// wipes their stores; `nil` matches every core or instance. A wipe that fails is reported in the log.
    func removeAll(core: NowCoreIdentity?, instance: URL?) async {
        let (matching, services) = entries.withLock { entries in
            let entries = entries.filter { entry in
                (core.map { $0 == entry.core } ?? true) && (instance.map(entry.scope.contains) ?? true)
            }
            return (
                entries.compactMap { entry in entry.store.map { (store: $0, instance: entry.scope.instanceURL) } },
                entries.compactMap(\.service)
            )
        }
        // First, so that nothing loads a page or a preload for the user while the stores are being wiped.
        for service in services { service.close() }
        // The server's side first, while the cookies that name the sessions still exist.
        for (store, instanceURL) in matching { await store.endWebSession(at: instanceURL) }
        for (store, _) in matching {
            do {
                try await store.removeAllData()
            } catch {
                NowSDK.reportLogoutFailure(String(describing: error))
            }
        }
    }
}
