import Foundation
import NowInternal
import NowSDK

/// The data stores of live services, so that `NowSDK.logout()` wipes every one of them.
final class WebDataStoreRegistry: Sendable {
    private struct Entry {
        weak var store: WebDataStore?
        let scope: InstanceScope
    }

    /// The process-wide registry: `NowSDK.logout()` is process-wide too.
    static let shared = WebDataStoreRegistry()

    private let entries = Locked<[Entry]>([])

    private init() {
        NowSDK.addLogoutObserver { [weak self] instance in self?.removeAll(instance: instance) }
    }

    /// Remembers `store` (weakly) as holding data of the instance `scope` covers.
    func register(_ store: WebDataStore, scope: InstanceScope) {
        entries.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(Entry(store: store, scope: scope))
        }
    }

    /// Wipes the stores of `instance`, or of every instance when `nil`.
    func removeAll(instance: URL?) {
        let stores = entries.withLock { entries in
            entries.filter { entry in instance.map(entry.scope.contains) ?? true }.compactMap(\.store)
        }
        for store in stores { store.removeAll() }
    }
}
