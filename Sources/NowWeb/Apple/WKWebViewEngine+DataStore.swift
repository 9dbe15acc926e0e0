#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    extension WKWebViewEngine {
        /// The website data stores of the services' data stores, one each, so that all views of a service share
        /// cookies and caches.
        private static var stores: [ObjectIdentifier: WKWebsiteDataStore] = [:]

        /// The website data store of the service that owns `dataStore`: on iOS 17 and macOS 14 and later a
        /// persistent store of its own (`WKWebsiteDataStore(forIdentifier:)`, the identifier derived from the
        /// instance and the app), before that a non-persistent store kept for the life of the process. Logout
        /// (`NowSDK.logout()`) removes every record from it.
        ///
        /// - Parameter dataStore: A service's data store.
        /// - Returns: The website data store its engines share.
        public static func websiteDataStore(for dataStore: WebDataStore) -> WKWebsiteDataStore {
            let key = ObjectIdentifier(dataStore)
            if let store = stores[key] { return store }
            let store: WKWebsiteDataStore
            if #available(iOS 17.0, macOS 14.0, *), let context = WebDataStoreRegistry.shared.context(of: dataStore) {
                store = WKWebsiteDataStore(
                    forIdentifier: WebKitMapping.dataStoreIdentifier(
                        instanceOrigin: context.scope.origin.description, appBundleId: context.appBundleId))
            } else {
                store = WKWebsiteDataStore.nonPersistent()
            }
            stores[key] = store
            dataStore.addRemovalHook { await Self.removeAllRecords(of: store) }
            return store
        }

        private static func removeAllRecords(of store: WKWebsiteDataStore) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                store.removeData(
                    ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast
                ) { continuation.resume() }
            }
        }
    }
#endif
