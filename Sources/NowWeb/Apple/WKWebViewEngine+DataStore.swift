#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    extension WKWebViewEngine {
        /// The website data store of each live service data store, so that all views of a service share cookies
        /// and caches.
        private static var stores = EngineStoreMap<WKWebsiteDataStore>()

        /// The website data store of the service that owns `dataStore`, made on first use as
        /// `WebKitMapping.websiteDataStore` chooses: on iOS 17 and macOS 14 and later a persistent store of the
        /// instance, app and account (`WKWebsiteDataStore(forIdentifier:)`); before that, or for a core that names
        /// no account, a non-persistent store of this service data store's own, gone with the process. Logout
        /// (`NowSDK.logout()`) removes every record from it either way.
        ///
        /// - Parameter dataStore: A service's data store.
        /// - Returns: The website data store its engines share.
        public static func websiteDataStore(for dataStore: WebDataStore) -> WKWebsiteDataStore {
            stores.value(for: dataStore) {
                let context = WebDataStoreRegistry.shared.context(of: dataStore)
                let hasIdentifiedStores: Bool
                if #available(iOS 17.0, macOS 14.0, *) {
                    hasIdentifiedStores = true
                } else {
                    hasIdentifiedStores = false
                }
                let store: WKWebsiteDataStore
                switch WebKitMapping.websiteDataStore(
                    hasIdentifiedStores: hasIdentifiedStores, instanceOrigin: context?.scope.origin.description,
                    appBundleId: context?.appBundleId ?? "", account: context?.account)
                {
                case .persistent(let identifier):
                    if #available(iOS 17.0, macOS 14.0, *) {
                        store = WKWebsiteDataStore(forIdentifier: identifier)
                    } else {
                        store = WKWebsiteDataStore.nonPersistent()
                    }
                case .nonPersistent:
                    store = WKWebsiteDataStore.nonPersistent()
                }
                dataStore.addRemovalHook { await Self.removeAllRecords(of: store) }
                return store
            }
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
