import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `Cookie` header a platform cookie store's cookies (WKWebView's `WKHTTPCookieStore`) give a request, so
/// that logout can end the web session WebKit holds (NowWeb's own jar is empty on WKWebView).
package enum PlatformCookieHeader {
    /// Whether `cookie` goes to `host` by its domain: a `domain` without a leading dot to that host only, one with a
    /// leading dot to the domain and its subdomains (never to an IP address by suffix).
    package static func domainMatches(_ cookie: HTTPCookie, host: String) -> Bool {
        let domain = cookie.domain.lowercased()
        return domain.hasPrefix(".") ? StoredCookie.domainMatches(host, String(domain.dropFirst())) : host == domain
    }

    /// The `Cookie` header value a request to `url` carries from `cookies`, or `nil` when none applies.
    ///
    /// RFC 6265bis §5.8.3: a cookie whose `domain` has no leading dot goes only to that host, one with a leading
    /// dot to the domain and its subdomains (never to an IP address by suffix); its path must path-match; a
    /// `Secure` cookie goes only to a trustworthy origin (https, or http on loopback, as NowWeb's jar decides);
    /// a cookie expired at `now` is skipped. Longer paths come first; cookies of equal paths keep their order.
    ///
    /// - Parameters:
    ///   - url: The request URL (the instance's `/logout.do`).
    ///   - cookies: The store's cookies, in its order.
    ///   - now: The time that decides expiry.
    /// - Returns: `name=value` pairs joined by `; `, or `nil`.
    package static func value(for url: URL, from cookies: [HTTPCookie], at now: Date) -> String? {
        guard let origin = URLOrigin(url) else { return nil }
        let requestPath = url.path.isEmpty ? "/" : url.path
        let applying = cookies.filter { cookie in
            if let expiry = cookie.expiresDate, expiry <= now { return false }
            if cookie.isSecure, !origin.isTrustworthy { return false }
            let path = cookie.path.isEmpty ? "/" : cookie.path
            return domainMatches(cookie, host: origin.host) && !cookie.name.isEmpty
                && StoredCookie.pathMatches(requestPath, path)
        }
        let ordered = applying.enumerated().sorted { first, second in
            let (firstPath, secondPath) = (first.element.path.count, second.element.path.count)
            return firstPath != secondPath ? firstPath > secondPath : first.offset < second.offset
        }
        guard !ordered.isEmpty else { return nil }
        return ordered.map { "\($0.element.name)=\($0.element.value)" }.joined(separator: "; ")
    }
}

#if canImport(WebKit)
    import WebKit

    extension WKWebViewEngine {
        /// The website data store of each live service data store, so that all views of a service share cookies
        /// and caches.
        static var stores = EngineStoreMap<WKWebsiteDataStore>()
        /// The cookie observer of each live service data store's website data store: WebKit does not retain it.
        private static var cookieGuards = EngineStoreMap<SharedTenantCookieObserver>()

        /// The website data store of the service that owns `dataStore`, made on first use as
        /// `WebKitMapping.websiteDataStore` chooses: on iOS 17 and macOS 14 and later a persistent store of the
        /// instance, app and account (`WKWebsiteDataStore(forIdentifier:)`); before that, or for a core that names
        /// no account, a non-persistent store of this service data store's own, gone with the process. Logout
        /// (`NowSDK.logout()`) removes every record from it either way; a persistent store is listed on the core's
        /// list of web data stores, so that a logout after its service is gone removes it too.
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
                        // Listed before it is opened, so that a logout after this service is gone, in this launch
                        // or a later one, still removes it.
                        WebDataStoreRegistry.shared.recordOutlivingData(
                            of: dataStore, engine: .webKitIdentified, location: identifier.uuidString)
                        store = WKWebsiteDataStore(forIdentifier: identifier)
                    } else {
                        store = WKWebsiteDataStore.nonPersistent()
                    }
                case .nonPersistent:
                    store = WKWebsiteDataStore.nonPersistent()
                }
                // A cookie for the vendor's shared tenant domain is deleted when WebKit reports it (R3-L-5).
                _ = cookieGuards.value(for: dataStore) { SharedTenantCookieObserver(watching: store.httpCookieStore) }
                dataStore.addRemovalHook { await Self.removeAllRecords(of: store) }
                // Logout ends the web session with the cookies WebKit holds: NowWeb's own jar has none here.
                dataStore.addCookieSource { url in await Self.cookieHeader(in: store, for: url) }
                return store
            }
        }

        static func cookieHeader(in store: WKWebsiteDataStore, for url: URL) async -> String? {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                store.httpCookieStore.getAllCookies { cookies in
                    continuation.resume(returning: PlatformCookieHeader.value(for: url, from: cookies, at: Date()))
                }
            }
        }

        static func removeAllRecords(of store: WKWebsiteDataStore) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                store.removeData(
                    ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast
                ) { continuation.resume() }
            }
        }
    }
#endif
