#if canImport(WebKit)
    import Foundation
    import WebKit

    extension WKWebViewEngine {
        /// How a logout ends and removes a listed `WKWebsiteDataStore(forIdentifier:)` whose service is gone
        /// (released, or made by an earlier launch): `/logout.do` with the cookies the store kept, then every record
        /// removed from it and the store itself (`WKWebsiteDataStore.remove(forIdentifier:)`). Set up on the
        /// registry when it is made, which every service and every logout it hears needs first.
        nonisolated static let listedStoreWiper = ListedStoreWiper(
            cookieHeader: { location, url in await listedCookieHeader(at: location, for: url) },
            wipe: { location in try await removeListedStore(at: location) })

        /// Why a listed store could not be removed; it stays listed, and the next logout tries again.
        enum ListedStoreFailure: Error, CustomStringConvertible {
            /// The list names no UUID: not a store this engine listed.
            case notAnIdentifier
            /// The OS has no identified stores (before iOS 17 and macOS 14).
            case unsupported
            /// WebKit refused to remove the store (for instance while a view still uses it).
            case removalFailed(String)

            var description: String {
                switch self {
                case .notAnIdentifier: "a listed WKWebView store is not named by a UUID; it stays listed"
                case .unsupported: "a listed WKWebView store needs iOS 17 or macOS 14 to be removed; it stays listed"
                case .removalFailed(let reason): "WebKit did not remove a listed store (\(reason)); it stays listed"
                }
            }
        }

        private static func listedCookieHeader(at location: String, for url: URL) async -> String? {
            guard #available(iOS 17.0, macOS 14.0, *), let identifier = UUID(uuidString: location) else { return nil }
            return await cookieHeader(in: WKWebsiteDataStore(forIdentifier: identifier), for: url)
        }

        /// Removes every record of the store, then the store. The records go first, through the store opened here
        /// (which also starts WebKit, whose `remove(forIdentifier:)` fails in a process that has not): WebKit
        /// refuses to remove a store while something still holds it, and then the user's data is gone all the
        /// same while the list keeps the store for the next logout.
        private static func removeListedStore(at location: String) async throws {
            guard let identifier = UUID(uuidString: location) else { throw ListedStoreFailure.notAnIdentifier }
            guard #available(iOS 17.0, macOS 14.0, *) else { throw ListedStoreFailure.unsupported }
            // A released service's website data store would keep the store in use.
            stores.removeReleased()
            await removeAllRecords(of: WKWebsiteDataStore(forIdentifier: identifier))
            let failure = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                WKWebsiteDataStore.remove(forIdentifier: identifier) { error in
                    continuation.resume(returning: error.map { String(describing: $0) })
                }
            }
            if let failure { throw ListedStoreFailure.removalFailed(failure) }
        }
    }
#endif
