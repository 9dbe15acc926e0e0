#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal

    /// The process's persistent WebKit network sessions, one per ``WebKitGTKDataStore``.
    ///
    /// Process-wide on purpose: two WebKit sessions on one directory would fight over its cookie database and
    /// disk cache, so every engine of a store must get the same session object.
    @GtkActor
    final class NetworkSessionRegistry {
        static let shared = NetworkSessionRegistry()
        private var sessions: [WebKitGTKDataStore: OpaquePointer] = [:]
        /// The sessions of discarded stores, never released while the process runs. WebKitGTK's network process
        /// watches each session's disk cache for a `dump` file and never stops watching; once the session is
        /// released, the watch calls into freed memory when that directory changes, and the network process
        /// dies with every load in flight and every session cookie (LINUX-WEBKIT-NOTES point 10).
        private var retired: [OpaquePointer] = []
        private var discards: [Task<Void, Never>] = []

        /// The store's session, made on first use with its directories: 0700 whatever the umask, because they
        /// hold the user's cookies and pages (WebKit creates its files inside with the umask).
        func session(for store: WebKitGTKDataStore) throws(WebKitGTKError) -> OpaquePointer {
            if let session = sessions[store] { return session }
            do throws(PrivateFile.Failure) {
                for directory in [store.directory, store.dataDirectory, store.cacheDirectory] {
                    try PrivateFile.createDirectory(at: directory)
                }
            } catch {
                throw .dataStore("cannot create \(store.directory.path): \(error)")
            }
            guard let session = webkit_network_session_new(store.dataDirectory.path, store.cacheDirectory.path) else {
                throw .dataStore("WebKit refused the directories under \(store.directory.path)")
            }
            // Without persistent storage WebKit keeps cookies in memory only; a store should survive a restart.
            webkit_cookie_manager_set_persistent_storage(
                webkit_network_session_get_cookie_manager(session),
                store.dataDirectory.appending(path: "cookies.sqlite").path,
                WEBKIT_COOKIE_PERSISTENT_STORAGE_SQLITE)
            SharedTenantCookieGuard.watch(session)
            sessions[store] = session
            return session
        }

        func cookieNames(in store: WebKitGTKDataStore, for url: URL) async throws -> [String] {
            let manager = webkit_network_session_get_cookie_manager(try session(for: store))
            return try await CallbackContinuation<[String]>.awaiting { continuation in
                let ready = AsyncReady { source, result in
                    var error: UnsafeMutablePointer<GError>?
                    let list = webkit_cookie_manager_get_cookies_finish(
                        OpaquePointer(rawObject(source)), result, &error)
                    if let error {
                        continuation.resume(.failure(WebKitGTKError.dataStore(consumeError(error))))
                        return
                    }
                    var names: [String] = []
                    var node = list
                    while let current = node {
                        names.append(string(soup_cookie_get_name(OpaquePointer(current.pointee.data))) ?? "")
                        node = current.pointee.next
                    }
                    g_list_free_full(list) { soup_cookie_free(OpaquePointer($0)) }
                    continuation.resume(.success(names.sorted()))
                }
                webkit_cookie_manager_get_cookies(manager, url.absoluteString, nil, ready.callback, ready.userData)
            }
        }

        func addCookies(_ values: [String], in store: WebKitGTKDataStore, for url: URL) async throws {
            let manager = webkit_network_session_get_cookie_manager(try session(for: store))
            guard let origin = g_uri_parse(url.absoluteString, G_URI_FLAGS_NONE, nil) else {
                throw WebKitGTKError.dataStore("\(url) is no URI")
            }
            defer { g_uri_unref(origin) }
            for value in values {
                guard let cookie = soup_cookie_parse(value, origin) else {
                    throw WebKitGTKError.dataStore("a Set-Cookie value of \(url) is no cookie")
                }
                defer { soup_cookie_free(cookie) }
                try await CallbackContinuation<Void>.awaiting { continuation in
                    let ready = AsyncReady { source, result in
                        var error: UnsafeMutablePointer<GError>?
                        webkit_cookie_manager_add_cookie_finish(OpaquePointer(rawObject(source)), result, &error)
                        continuation.resume(
                            error.map { .failure(WebKitGTKError.dataStore(consumeError($0))) } ?? .success(()))
                    }
                    webkit_cookie_manager_add_cookie(manager, cookie, nil, ready.callback, ready.userData)
                }
            }
        }

        /// The `Cookie` header WebKit would send to `url` from the store's session, or `nil` when this process has
        /// not opened it or it holds no cookie for `url` (or WebKit fails to say).
        func cookieHeader(in store: WebKitGTKDataStore, for url: URL) async -> String? {
            guard let session = sessions[store] else { return nil }
            return await Self.cookieHeader(from: session, for: url)
        }

        /// The `Cookie` header WebKit would send to `url` from `session`, or `nil` when it holds no cookie for `url`
        /// (or WebKit fails to say).
        static func cookieHeader(from session: OpaquePointer?, for url: URL) async -> String? {
            guard let cookies = await cookies(from: session, for: url), !cookies.isEmpty else { return nil }
            return cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
        }

        /// The value of the cookie `name` that WebKit would send to `url` from `session`, and when it expires
        /// (`nil` for a session cookie); `nil` when there is none, or WebKit fails to say within `deadline` (its
        /// network process may be busy clearing the store: a caller that holds a decision must not wait on it).
        static func cookie(
            named name: String, from session: OpaquePointer?, for url: URL, deadline: Duration = .seconds(2)
        ) async -> (value: String, expires: Date?)? {
            guard
                let cookie = await cookies(from: session, for: url, deadline: deadline)?.first(where: {
                    $0.name == name
                })
            else { return nil }
            return (cookie.value, cookie.expires)
        }

        /// A cookie as WebKit's cookie manager lists it.
        private struct ListedCookie: Sendable {
            let name: String
            let value: String
            /// `nil` for a session cookie.
            let expires: Date?
        }

        /// The cookies WebKit would send to `url` from `session`, in its order; `nil` when WebKit fails to say, or
        /// has not said within `deadline` when one is given.
        private static func cookies(
            from session: OpaquePointer?, for url: URL, deadline: Duration? = nil
        ) async -> [ListedCookie]? {
            let manager = webkit_network_session_get_cookie_manager(session)
            return try? await CallbackContinuation<[ListedCookie]?>.awaiting { continuation in
                let ready = AsyncReady { source, result in
                    let list = webkit_cookie_manager_get_cookies_finish(OpaquePointer(rawObject(source)), result, nil)
                    var cookies: [ListedCookie] = []
                    var node = list
                    while let current = node {
                        let cookie = OpaquePointer(current.pointee.data)
                        if let name = string(soup_cookie_get_name(cookie)) {
                            let expires = soup_cookie_get_expires(cookie).map {
                                Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix($0)))
                            }
                            cookies.append(
                                ListedCookie(
                                    name: name, value: string(soup_cookie_get_value(cookie)) ?? "", expires: expires))
                        }
                        node = current.pointee.next
                    }
                    g_list_free_full(list) { soup_cookie_free(OpaquePointer($0)) }
                    continuation.resume(.success(cookies))
                }
                webkit_cookie_manager_get_cookies(manager, url.absoluteString, nil, ready.callback, ready.userData)
                guard let deadline else { return }
                Task {
                    try? await Task.sleep(for: deadline)
                    continuation.resume(.success(nil))
                }
            } ?? nil
        }

        func removeAllData(of store: WebKitGTKDataStore) async throws {
            guard let session = sessions[store] else {
                try removeDirectory(of: store)
                return
            }
            // A session opened in this process stays: its network process holds the files open, and a new
            // session on the same directories right after releasing the old one once left a load waiting
            // forever for a network process. WebKit deletes its own data files instead.
            try await clearWebsiteData(of: session)
        }

        /// Retires the store's session, if this process opened one, and deletes its directory: for a temporary
        /// store whose owner has gone, whose directory no later engine can find again.
        ///
        /// The session is emptied, not released (see `retired`). WebKit holds back the disk-cache writes of a
        /// load for a second (`initialWriteDelay` in its `NetworkCache::Storage`) and a clear does not cancel
        /// them, so a directory deleted at once came back with the pages of the last load in it: the session
        /// is left to settle first, then WebKit deletes its data, then the directory goes.
        func discard(_ store: WebKitGTKDataStore) async throws {
            if let session = sessions.removeValue(forKey: store) {
                retired.append(session)
                try? await Task.sleep(for: Self.cacheWriteSettling)
                try? await clearWebsiteData(of: session)
            }
            try removeDirectory(of: store)
        }

        /// How long WebKit may still write a session's disk cache after its last load: its one-second write
        /// delay, and the writes themselves.
        static let cacheWriteSettling = Duration.seconds(2)

        /// Discards the store in the background; nobody is left to hear of a failure.
        func scheduleDiscard(of store: WebKitGTKDataStore) {
            discards.append(Task { try? await self.discard(store) })
        }

        /// Returns once every discard scheduled so far has finished.
        func settleDiscards() async {
            while !discards.isEmpty {
                let pending = discards
                discards = []
                for discard in pending { await discard.value }
            }
        }

        /// The number of sessions of discarded stores this process keeps.
        var retiredSessionCount: Int { retired.count }

        private func clearWebsiteData(of session: OpaquePointer) async throws {
            let manager = webkit_network_session_get_website_data_manager(session)
            try await CallbackContinuation<Void>.awaiting { continuation in
                let ready = AsyncReady { source, result in
                    var error: UnsafeMutablePointer<GError>?
                    if webkit_website_data_manager_clear_finish(OpaquePointer(rawObject(source)), result, &error) != 0 {
                        continuation.resume(.success(()))
                    } else {
                        continuation.resume(.failure(WebKitGTKError.dataStore(consumeError(error))))
                    }
                }
                webkit_website_data_manager_clear(
                    manager, WEBKIT_WEBSITE_DATA_ALL, 0, nil, ready.callback, ready.userData)
            }
        }

        /// Moves the store's directory aside at once, then deletes it. WebKit's network process may still be
        /// writing cache entries into it for a moment, which can make a recursive delete fail half-way; after
        /// the rename those writes land in the doomed copy and the store's path is already gone.
        private func removeDirectory(of store: WebKitGTKDataStore) throws(WebKitGTKError) {
            let fileManager = FileManager.default
            guard fileManager.fileExists(atPath: store.directory.path) else { return }
            let doomed = store.directory.deletingLastPathComponent()
                .appending(path: ".\(store.directory.lastPathComponent).removed-\(UUID().uuidString)")
            do {
                try fileManager.moveItem(at: store.directory, to: doomed)
            } catch {
                throw .dataStore("cannot remove \(store.directory.path): \(error.localizedDescription)")
            }
            var attempts = 0
            while true {
                do {
                    try fileManager.removeItem(at: doomed)
                    return
                } catch {
                    attempts += 1
                    guard attempts < 5 else {
                        throw .dataStore("cannot remove \(doomed.path): \(error.localizedDescription)")
                    }
                }
            }
        }
    }
#endif
