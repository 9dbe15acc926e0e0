import NowInternal

/// Keeps token sets in memory only: they are gone when the process ends. The default store.
public final class NowInMemoryTokenStore: NowTokenStore {
    private let sets = Locked<[NowTokenStoreKey: NowTokenSet]>([:])

    /// Creates an empty store.
    public init() {}

    /// The set under `key`.
    public func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? { sets.withLock { $0[key] } }

    /// Stores `tokens` under `key`.
    public func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws {
        sets.withLock { $0[key] = tokens }
    }

    /// Forgets the set under `key`.
    public func remove(for key: NowTokenStoreKey) async throws { sets.withLock { $0[key] = nil } }

    /// Forgets the sets of `instance`, or all.
    public func removeAll(instance: String?) async throws {
        sets.withLock { sets in sets = sets.filter { instance != nil && $0.key.instance != instance } }
    }
}
