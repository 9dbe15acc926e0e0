import Foundation
import NowInternal
import NowWeb

/// The HTTP cache of a ``WebDataStore``: responses kept in memory and optionally on disk, served by the rules of
/// RFC 9111 that a private browser cache needs.
///
/// FoundationNetworking never fills a `URLCache` by itself, so the headless engine consults this cache before each
/// request and stores what it may.
package final class WebHTTPCache: Sendable {
    /// Limits and placement of the cache (``WebDataStore/CacheConfiguration``).
    package typealias Configuration = WebDataStore.CacheConfiguration

    /// Counts of what the cache did, for tests and benchmarks.
    package struct Statistics: Sendable, Equatable {
        /// Lookups served from the cache without asking the server.
        package var hits = 0
        /// Lookups that needed the server (no entry, or a stale one).
        package var misses = 0
        /// Misses the server answered with 304, refreshing the stored entry.
        package var revalidations = 0
        /// Responses written to the cache.
        package var stored = 0
    }

    /// What a lookup found.
    package enum Lookup: Sendable, Equatable {
        /// A fresh entry, to serve as is.
        case fresh(WebCacheEntry)
        /// A stale entry and the conditional headers that revalidate it.
        case stale(WebCacheEntry, validators: [String: String])
        /// Nothing usable.
        case miss
    }

    private struct State {
        var memory: [String: (entry: WebCacheEntry, lastUse: Int)] = [:]
        var memoryBytes = 0
        var useCounter = 0
        var disk: WebCacheDiskStore?
        var statistics = Statistics()
    }

    /// The limits this cache was made with.
    package let configuration: Configuration
    /// The clock that dates responses and judges freshness.
    package let now: @Sendable () -> Date
    private let state: Locked<State>

    /// Makes a cache with `configuration` that judges freshness with `now`.
    package init(configuration: Configuration = Configuration(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.now = now
        var initial = State()
        initial.disk = configuration.diskDirectory.map {
            WebCacheDiskStore(directory: $0, capacity: configuration.diskCapacity)
        }
        state = Locked(initial)
    }

    /// What the cache did so far.
    package var statistics: Statistics { state.withLock { $0.statistics } }

    /// Removes every entry, in memory and on disk. Statistics are kept.
    package func removeAll() {
        state.withLock { state in
            state.memory = [:]
            state.memoryBytes = 0
            state.disk?.removeAll()
        }
    }

    /// Looks `url` up and counts a hit or a miss.
    package func lookup(_ url: URL) -> Lookup {
        let key = WebCacheEntry.key(for: url)
        let date = now()
        return state.withLock { state in
            guard let entry = Self.entry(for: key, in: &state, capacity: configuration.memoryCapacity) else {
                state.statistics.misses += 1
                return .miss
            }
            if HTTPCacheRules.isFresh(entry, at: date) {
                state.statistics.hits += 1
                return .fresh(entry)
            }
            state.statistics.misses += 1
            let validators = HTTPCacheRules.validators(for: entry.headers)
            return validators.isEmpty ? .miss : .stale(entry, validators: validators)
        }
    }

    /// Stores `entry` when the rules allow it, replacing any previous one; returns whether it was stored.
    @discardableResult
    package func store(_ entry: WebCacheEntry, method: String = "GET", requestHeaders: [String: String]) -> Bool {
        guard entry.body.count <= configuration.maximumEntrySize,
            HTTPCacheRules.isStorable(
                method: method, statusCode: entry.statusCode, requestHeaders: requestHeaders,
                responseHeaders: entry.headers)
        else { return false }
        save(entry, counting: \.stored)
        return true
    }

    /// Refreshes `entry` with the headers and times of a 304 answer, stores it, and returns it.
    package func refresh(
        _ entry: WebCacheEntry, notModifiedHeaders: [String: String], requestDate: Date, responseDate: Date
    ) -> WebCacheEntry {
        var refreshed = entry
        refreshed.headers = HTTPCacheRules.headers(entry.headers, updatedWith: notModifiedHeaders)
        refreshed.requestDate = requestDate
        refreshed.responseDate = responseDate
        save(refreshed, counting: \.revalidations)
        return refreshed
    }

    /// Puts `entry` in memory and on disk and counts it in `statistic`.
    private func save(_ entry: WebCacheEntry, counting statistic: WritableKeyPath<Statistics, Int>) {
        let key = WebCacheEntry.key(for: entry.url)
        state.withLock { state in
            Self.insert(entry, key: key, into: &state, capacity: configuration.memoryCapacity)
            state.disk?.write(entry, key: key)
            state.statistics[keyPath: statistic] += 1
        }
    }

    private static func entry(for key: String, in state: inout State, capacity: Int) -> WebCacheEntry? {
        state.useCounter += 1
        if let item = state.memory[key] {
            state.memory[key]?.lastUse = state.useCounter
            return item.entry
        }
        guard let entry = state.disk?.read(key: key) else { return nil }
        insert(entry, key: key, into: &state, capacity: capacity)
        return entry
    }

    private static func insert(_ entry: WebCacheEntry, key: String, into state: inout State, capacity: Int) {
        if let previous = state.memory.removeValue(forKey: key) { state.memoryBytes -= previous.entry.body.count }
        guard entry.body.count <= capacity else { return }
        state.useCounter += 1
        state.memory[key] = (entry, state.useCounter)
        state.memoryBytes += entry.body.count
        while state.memoryBytes > capacity,
            let oldest = state.memory.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            state.memory[oldest.key] = nil
            state.memoryBytes -= oldest.value.entry.body.count
        }
    }
}
