#if canImport(WebKit)
    import Foundation
    import NowWeb
    import Testing
    import WebKit

    /// R3-L-5 on WKWebView (macOS and the iOS simulator; type-checked on Linux by `scripts/typecheck-apple`): a
    /// cookie for the vendor's shared tenant domain is deleted from a WebKit store when WebKit reports it.
    @Suite @MainActor struct WKWebViewSharedTenantCookieTests {
        /// Reports every change of a cookie store, as WebKit tells its observers.
        @MainActor private final class Changes: NSObject, WKHTTPCookieStoreObserver {
            private var continuation: AsyncStream<Void>.Continuation?
            private(set) lazy var stream = AsyncStream<Void> { self.continuation = $0 }

            func cookiesDidChange(in cookieStore: WKHTTPCookieStore) {
                continuation?.yield()
            }
        }

        @Test(.timeLimit(.minutes(1))) func aCookieForTheVendorsSharedDomainIsDeletedAndTheInstancesOwnStay()
            async throws
        {
            let store = WKWebsiteDataStore.nonPersistent()
            let changes = Changes()
            let stream = changes.stream
            store.httpCookieStore.add(changes)
            defer { store.httpCookieStore.remove(changes) }
            let watching = SharedTenantCookieObserver(watching: store.httpCookieStore)
            let tossed = try #require(
                HTTPCookie(properties: [.name: "tossed", .value: "1", .domain: ".service-now.com", .path: "/"]))
            let own = try #require(
                HTTPCookie(properties: [.name: "own", .value: "1", .domain: "acme.service-now.com", .path: "/"]))

            for cookie in [own, tossed] {
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    store.httpCookieStore.setCookie(cookie) { done.resume() }
                }
            }

            // WebKit reports the deletion as a change: wait for the change after which the cookie is gone.
            var names = try await Self.names(in: store)
            if names.contains("tossed") {
                for await _ in stream {
                    names = try await Self.names(in: store)
                    if !names.contains("tossed") { break }
                }
            }
            #expect(!names.contains("tossed"))
            #expect(names.contains("own"))
            _ = watching
        }

        private static func names(in store: WKWebsiteDataStore) async throws -> Set<String> {
            await withCheckedContinuation { (continuation: CheckedContinuation<Set<String>, Never>) in
                store.httpCookieStore.getAllCookies { continuation.resume(returning: Set($0.map(\.name))) }
            }
        }
    }
#endif
