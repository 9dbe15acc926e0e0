#if WebKitGTK
    import Foundation
    import NowInternal
    import NowWeb

    extension WebKitGTKDataStore {
        /// Sets up the logout of WebKitGTK stores whose `WebDataStore` is gone (released, or made by an earlier
        /// launch): `NowSDK.logout()` finds them on the core's list of stores, ends their session at the instance
        /// with the cookies WebKit kept on disk, and wipes them. Idempotent; `NowWebKitGTK.install()` and the
        /// first WebKit store made call it.
        static func joinLogout() {
            _ = listedStoreWiper
        }

        private static let listedStoreWiper: Void = {
            WebDataStoreRegistry.join()
            WebDataStoreRegistry.shared.addWiper(
                .webKitGTK,
                ListedStoreWiper(
                    cookieHeader: { location, url in await listedCookieHeader(at: location, for: url) },
                    wipe: { location in try await wipeListed(at: location) }))
        }()

        /// The `Cookie` header the store in `location` holds for `url`: WebKit reads it from the store's files,
        /// with a session this process opens for it (and keeps, emptied by the wipe that follows).
        private static func listedCookieHeader(at location: String, for url: URL) async -> String? {
            let store = WebKitGTKDataStore(directory: URL(fileURLWithPath: location, isDirectory: true))
            guard FileManager.default.fileExists(atPath: store.directory.path) else { return nil }
            return await Task { @GtkActor in
                guard (try? GtkRuntime.start()) != nil,
                    let session = try? NetworkSessionRegistry.shared.session(for: store)
                else { return nil }
                return await NetworkSessionRegistry.cookieHeader(from: session, for: url)
            }.value
        }

        /// Wipes the store in `location`. Without a display no session of it can be open in this process, and its
        /// directory goes as files: a logout wipes what it promised even where WebKit cannot run.
        private static func wipeListed(at location: String) async throws {
            let store = WebKitGTKDataStore(directory: URL(fileURLWithPath: location, isDirectory: true))
            let canRun = await Task { @GtkActor in (try? GtkRuntime.start()) != nil }.value
            guard canRun else {
                guard FileManager.default.fileExists(atPath: store.directory.path) else { return }
                try FileManager.default.removeItem(at: store.directory)
                return
            }
            try await store.removeAllData()
        }
    }
#endif
