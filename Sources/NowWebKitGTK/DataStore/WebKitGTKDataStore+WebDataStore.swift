#if WebKitGTK
    import Foundation
    import NowInternal
    import NowWeb

    extension WebKitGTKDataStore {
        /// The WebKit store that stands for `store`: the same one for as long as `store` lives, so that every
        /// engine made for one ``WebDataStore`` (one service and user) shares WebKit's cookies and disk cache.
        ///
        /// It lives next to the store's disk cache directory (`<cache>-webkitgtk`) when the store has one, and
        /// in a new temporary directory otherwise, deleted when `store` goes away: about two seconds later, once
        /// WebKit has written what it held back and deleted its data (its session stays open, empty, for the
        /// rest of the process: releasing one can crash WebKit's network process). ``WebDataStore/removeAllData()``
        /// (which `NowSDK.logout()` calls) wipes it too, and reports it when WebKit could not.
        public init(backing store: WebDataStore) {
            self = WebDataStoreMap.shared.webKitStore(for: store)
        }
    }

    /// Which WebKit store stands for which ``WebDataStore`` object.
    ///
    /// Process-wide because a `WebDataStore` has no place of its own to keep it, and two engines for one store
    /// must find the same directory. Entries die with their store, so a reused object address gets a new one
    /// (`EngineStoreMap`, which WKWebView's stores use too).
    final class WebDataStoreMap: Sendable {
        static let shared = WebDataStoreMap()

        private init() {
            WebKitGTKDataStore.joinLogout()
        }

        private let entries = Locked(EngineStoreMap<WebKitGTKDataStore>())

        func webKitStore(for store: WebDataStore) -> WebKitGTKDataStore {
            entries.withLock { entries in entries.value(for: store) { makeWebKitStore(for: store) } }
        }

        private func makeWebKitStore(for store: WebDataStore) -> WebKitGTKDataStore {
            let persistent = store.cacheConfiguration.diskDirectory.map {
                WebKitGTKDataStore(
                    directory: $0.deletingLastPathComponent().appending(path: "\($0.lastPathComponent)-webkitgtk"))
            }
            let webKitStore = persistent ?? .temporary()
            if let persistent {
                // Listed so that a logout after this store is gone, in this launch or a later one, still wipes it.
                WebDataStoreRegistry.shared.recordOutlivingData(
                    of: store, engine: .webKitGTK, location: persistent.directory.path)
            }
            // Logout wipes the NowWeb store with `removeAllData()`; WebKit's cookies and cache go with it.
            store.addRemovalHook { try await webKitStore.removeAllData() }
            // Logout ends the web session with the cookies WebKit holds; only a store this process opened has
            // any (and then GTK runs).
            store.addCookieSource { url in
                guard FileManager.default.fileExists(atPath: webKitStore.directory.path) else { return nil }
                return await Task { @GtkActor in
                    await NetworkSessionRegistry.shared.cookieHeader(in: webKitStore, for: url)
                }.value
            }
            if persistent == nil {
                // Nobody can find a temporary directory again once its store is gone. It exists only if an
                // engine opened a session on it, and then GTK runs. A failure here has no caller to go to.
                store.addTeardownHook {
                    guard FileManager.default.fileExists(atPath: webKitStore.directory.path) else { return }
                    Task { @GtkActor in NetworkSessionRegistry.shared.scheduleDiscard(of: webKitStore) }
                }
            }
            return webKitStore
        }
    }
#endif
