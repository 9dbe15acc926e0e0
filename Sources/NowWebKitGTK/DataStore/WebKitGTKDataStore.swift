#if WebKitGTK
    import Foundation

    // swift-check: given appSupport: URL
    /// A persistent WebKit website-data store: cookies and WebKit's HTTP disk cache under one directory.
    ///
    /// Every ``WebKitGTKEngine`` made with equal stores shares one WebKit network session, hence one cookie jar
    /// and one disk cache: a page's assets fetched by one engine are served from cache to the next, which an
    /// ephemeral session (no store) cannot do across views. Map each service and user to its own directory.
    ///
    /// ```swift
    /// let store = WebKitGTKDataStore(directory: appSupport.appending(path: "web/abel.tuter"))
    /// let engine = try await WebKitGTKEngine(dataStore: store)
    /// // on logout, after closing the engines:
    /// try await store.removeAllData()
    /// ```
    public struct WebKitGTKDataStore: Sendable, Hashable {
        /// The directory that holds the store; WebKit's data goes in `data/`, its disk cache in `cache/`.
        public let directory: URL

        /// Makes a store rooted at `directory`; nothing is created until an engine uses it.
        public init(directory: URL) {
            self.directory = directory.standardizedFileURL
        }

        /// A store in a new directory under the system's temporary directory, for one run of a program or test.
        public static func temporary() -> WebKitGTKDataStore {
            WebKitGTKDataStore(
                directory: FileManager.default.temporaryDirectory.appending(path: "nowweb-webkit-\(UUID().uuidString)"))
        }

        var dataDirectory: URL { directory.appending(path: "data", directoryHint: .isDirectory) }
        var cacheDirectory: URL { directory.appending(path: "cache", directoryHint: .isDirectory) }

        /// The names of the cookies the store would send to `url` (never their values).
        ///
        /// - Throws: ``WebKitGTKError/noDisplay`` without a display, ``WebKitGTKError/dataStore(_:)`` when the
        ///   store's directories cannot be created or WebKit cannot read its cookies.
        public func cookieNames(for url: URL) async throws -> [String] {
            try GtkRuntime.start()
            return try await NetworkSessionRegistry.shared.cookieNames(in: self, for: url)
        }

        /// Gives the store the cookies `setCookie` names (one `Set-Cookie` value each) as a response of `url`
        /// would: for a program that holds a session the store did not start, such as a benchmark's bare engine.
        ///
        /// - Throws: ``WebKitGTKError/noDisplay`` without a display, ``WebKitGTKError/dataStore(_:)`` when a
        ///   value cannot be read as a cookie of `url` or WebKit refuses it.
        package func addCookies(_ setCookie: [String], for url: URL) async throws {
            try GtkRuntime.start()
            try await NetworkSessionRegistry.shared.addCookies(setCookie, in: self, for: url)
        }

        /// Deletes everything the store holds: cookies, the HTTP cache and all other website data.
        ///
        /// When no engine of this process has used the store, the directory itself goes. Otherwise WebKit
        /// deletes its data files and the (now empty) session stays open for the next engine: WebKit's network
        /// process keeps the files open, and a new session on the same directories is not safe in one process.
        /// Cookies are gone when this returns; cache entries still being written for a load that just ended
        /// may land afterwards, and a closed view's content process may be reused with its memory cache.
        /// Close the engines that use the store first.
        ///
        /// - Throws: ``WebKitGTKError/noDisplay`` without a display, ``WebKitGTKError/dataStore(_:)`` when
        ///   WebKit cannot clear the data or the directory cannot be removed, `CancellationError` when the
        ///   awaiting task is cancelled first.
        public func removeAllData() async throws {
            try GtkRuntime.start()
            try await NetworkSessionRegistry.shared.removeAllData(of: self)
        }
    }
#endif
