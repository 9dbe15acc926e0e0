import Foundation
import NowWeb

extension WebDataStore {
    /// The store's HTTP cache, which the headless engine consults and fills: made with the store's
    /// ``WebDataStore/Configuration/cache`` the first time an engine asks for it, and emptied with the store.
    package var httpCache: WebHTTPCache { part { WebHTTPCache(configuration: cacheConfiguration, now: now) } }
}

extension WebHTTPCache: WebDataStore.Part {
    /// Whether its entries are kept on disk, in the store's cache directory.
    package var ownsCacheDirectory: Bool { configuration.diskDirectory != nil }
}
