#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// Deletes, from a WebKit network session's cookies, every cookie
    /// ``WebCookieJar/enginesMustDelete(cookieDomain:)`` names: chiefly the vendor's shared tenant domains
    /// (`Domain=service-now.com`), which are not on the Public Suffix List, so that for WebKit every instance is
    /// same-site with every other and one could toss cookies at another (finding R3-L-5).
    ///
    /// WebKitGTK gives no hook before it stores a cookie: libsoup stores a response's `Set-Cookie` in the network
    /// process, and the cookie manager's `changed` signal reaches this process afterwards, carrying no cookie. On
    /// each `changed`, the guard reads all cookies (`webkit_cookie_manager_get_all_cookies`) and deletes the refused
    /// ones. A request the network process sends between the store and the deletion still carries the cookie; the
    /// window is one round trip between the two processes. Host-only cookies are never touched.
    @GtkActor
    enum SharedTenantCookieGuard {
        /// Sessions whose sweep is running, and those that changed again meanwhile (one more sweep follows).
        private static var sweeping: Set<UInt> = []
        private static var changedAgain: Set<UInt> = []

        /// Watches `session`'s cookies for as long as the session lives (the package never releases one).
        static func watch(_ session: OpaquePointer) {
            let manager = webkit_network_session_get_cookie_manager(session)
            let changed: @convention(c) (OpaquePointer?, gpointer?) -> Void = { manager, _ in
                GtkActor.assumeIsolated { SharedTenantCookieGuard.sweep(manager) }
            }
            _ = connectSignal(rawObject(manager), "changed", changed, nil)
            sweep(manager)
        }

        private static func sweep(_ manager: OpaquePointer?) {
            guard let manager else { return }
            let key = UInt(bitPattern: manager)
            guard !sweeping.contains(key) else {
                changedAgain.insert(key)
                return
            }
            sweeping.insert(key)
            let ready = AsyncReady { source, result in
                let list = webkit_cookie_manager_get_all_cookies_finish(OpaquePointer(rawObject(source)), result, nil)
                var node = list
                while let current = node {
                    let cookie = OpaquePointer(current.pointee.data)
                    if let domain = string(soup_cookie_get_domain(cookie)),
                        WebCookieJar.enginesMustDelete(cookieDomain: domain)
                    {
                        webkit_cookie_manager_delete_cookie(manager, cookie, nil, nil, nil)
                    }
                    node = current.pointee.next
                }
                g_list_free_full(list) { soup_cookie_free(OpaquePointer($0)) }
                sweeping.remove(key)
                if changedAgain.remove(key) != nil { sweep(manager) }
            }
            webkit_cookie_manager_get_all_cookies(manager, nil, ready.callback, ready.userData)
        }
    }
#endif
