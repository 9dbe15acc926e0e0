#if canImport(WebKit)
    import Foundation
    import WebKit

    /// Deletes, from a WKWebView store's cookies, every cookie ``WebCookieJar/enginesMustDelete(cookieDomain:)``
    /// names: chiefly the vendor's shared tenant domains (`Domain=service-now.com`), which are not on the Public
    /// Suffix List, so that for WebKit every instance is same-site with every other and one could toss cookies at
    /// another (finding R3-L-5). The rule is the headless jar's and WebKitGTK's `SharedTenantCookieGuard`'s.
    ///
    /// WebKit gives no hook before it stores a cookie: it tells a `WKHTTPCookieStoreObserver` after the store
    /// changed, naming no cookie. On each change the observer reads all cookies and deletes the refused ones; a
    /// request WebKit sends between the store and the deletion still carries the cookie. Host-only cookies (the
    /// instance's own) are never touched. WebKit does not retain an observer: its owner keeps it.
    @MainActor
    package final class SharedTenantCookieObserver: NSObject, WKHTTPCookieStoreObserver {
        private var isSweeping = false
        private var changedAgain = false

        /// Starts watching `cookieStore`, and sweeps it once now: a cookie an earlier launch left is deleted too.
        package init(watching cookieStore: WKHTTPCookieStore) {
            super.init()
            cookieStore.add(self)
            sweep(cookieStore)
        }

        /// Sweeps `cookieStore` again: WebKit stored or deleted a cookie.
        package func cookiesDidChange(in cookieStore: WKHTTPCookieStore) {
            sweep(cookieStore)
        }

        /// One sweep at a time; a change reported meanwhile gets one more sweep after it.
        private func sweep(_ cookieStore: WKHTTPCookieStore) {
            guard !isSweeping else {
                changedAgain = true
                return
            }
            isSweeping = true
            Task { [weak self] in
                for cookie in await Self.refusedCookies(in: cookieStore) { await cookieStore.deleteCookie(cookie) }
                guard let self else { return }
                self.isSweeping = false
                if self.changedAgain {
                    self.changedAgain = false
                    self.sweep(cookieStore)
                }
            }
        }

        private static func refusedCookies(in cookieStore: WKHTTPCookieStore) async -> [HTTPCookie] {
            await withCheckedContinuation { (continuation: CheckedContinuation<[HTTPCookie], Never>) in
                cookieStore.getAllCookies { cookies in
                    continuation.resume(
                        returning: cookies.filter { WebCookieJar.enginesMustDelete(cookieDomain: $0.domain) })
                }
            }
        }
    }
#endif
