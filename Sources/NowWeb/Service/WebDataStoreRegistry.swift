import Foundation
import NowInternal
import NowSDK

/// The data stores of live services, so that `NowSDK.logout()` wipes every one of them.
final class WebDataStoreRegistry: Sendable {
    private struct Entry {
        weak var store: WebDataStore?
        let scope: InstanceScope
        let core: NowCoreIdentity
    }

    /// The process-wide registry: `NowSDK.logout()` is process-wide too.
    static let shared = WebDataStoreRegistry()

    private let entries = Locked<[Entry]>([])

    private init() {
        NowSDK.addLogoutObserver { [weak self] core, instance in await self?.removeAll(core: core, instance: instance) }
    }

    /// Remembers `store` (weakly) as holding data of the instance `scope` covers, signed in through `core`.
    func register(_ store: WebDataStore, scope: InstanceScope, core: any NowCoreServiceProviding) {
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(Entry(store: store, scope: scope, core: core.identity))
        }
    }

    /// Wipes the stores of `core`'s services on `instance`; `nil` matches every core or instance.
    func removeAll(core: NowCoreIdentity?, instance: URL?) async {
        let stores = entries.withLock { entries in
            entries.filter { entry in
                (core.map { $0 == entry.core } ?? true) && (instance.map(entry.scope.contains) ?? true)
            }.compactMap(\.store)
        }
        for store in stores { await store.removeAllData() }
    }
}
