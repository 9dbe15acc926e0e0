/// The engine's own store (a `WKWebsiteDataStore`, a WebKitGTK network session) for each live ``WebDataStore``,
/// made once per store, so that every view of a service shares cookies and caches.
///
/// Entries hold their ``WebDataStore`` weakly and are found by identity (`===`), never by an `ObjectIdentifier`
/// alone: a store made after another was freed may get the freed one's address, and must get a new engine store
/// (and its own removal hook), not the old one.
package struct EngineStoreMap<Value> {
    private struct Entry {
        weak var owner: WebDataStore?
        let value: Value
    }

    private var entries: [Entry] = []

    /// An empty map.
    package init() {}

    /// How many live stores have an entry.
    package var count: Int { entries.filter { $0.owner != nil }.count }

    /// Lets go of the values of stores that are gone.
    package mutating func removeReleased() {
        entries.removeAll { $0.owner == nil }
    }

    /// The value of `owner`, made by `make` the first time `owner` asks (and again for no other store).
    ///
    /// - Parameters:
    ///   - owner: A service's data store.
    ///   - make: Makes `owner`'s value; called once per store, where its removal hook belongs.
    /// - Returns: `owner`'s value.
    package mutating func value(for owner: WebDataStore, make: () -> Value) -> Value {
        entries.removeAll { $0.owner == nil }
        if let entry = entries.first(where: { $0.owner === owner }) { return entry.value }
        let value = make()
        entries.append(Entry(owner: owner, value: value))
        return value
    }
}
