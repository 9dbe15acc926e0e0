#if WebKitGTK
    import Foundation
    import NowWeb

    extension WebKitGTKEngine {
        /// The engine factory for `NowWebService.Options(makeEngine:)`: every controller of a service gets a
        /// WebKitGTK view on the service's persistent network session (one cookie jar, one disk cache).
        ///
        /// With `sharesContentProcess` (the default) a service's later views share the web process of its
        /// oldest live view: in `nowweb-bench web` (release) that took an extra view from about 94 to about
        /// 49 MiB PSS and a warm load from about 0.38 to 0.07 s. The price is that if that process dies, every
        /// view in it reloads its last good page. Pass `false` to give each view a process of its own.
        ///
        /// ```swift
        /// let options = NowWebService.Options(makeEngine: WebKitGTKEngine.factory())
        /// ```
        ///
        /// - Parameters:
        ///   - sharesContentProcess: Whether a service's views share one web process.
        ///   - configuration: The engines' settings.
        /// - Returns: The factory; views are made asynchronously behind a `DeferredWebEngine`.
        public static func factory(
            sharesContentProcess: Bool = true, configuration: Configuration = Configuration()
        ) -> NowWebService.EngineFactory {
            WebKitGTKDataStore.joinLogout()
            let liveViews = LiveViews()
            return { store in
                DeferredWebEngine {
                    // A view that was closed but is still held cannot be joined: the next one is tried.
                    for live in sharesContentProcess ? liveViews.engines(for: store) : [] {
                        guard
                            let shared = try? await WebKitGTKEngine(
                                sharingContentProcessWith: live, configuration: configuration)
                        else { continue }
                        liveViews.remember(shared, for: store)
                        return shared
                    }
                    let engine = try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                    liveViews.remember(engine, for: store)
                    return engine
                }
            }
        }
    }

    /// The live views of each data store, the oldest first: a later view of the store joins the web process
    /// of the oldest one still alive, so the process lives for as long as any of its views does.
    @MainActor
    private final class LiveViews {
        private struct Entry {
            weak var store: WebDataStore?
            var engines: [WeakEngine]
        }

        private struct WeakEngine {
            weak var engine: WebKitGTKEngine?
        }

        private var entries: [ObjectIdentifier: Entry] = [:]

        func engines(for store: WebDataStore) -> [WebKitGTKEngine] {
            guard let entry = entries[ObjectIdentifier(store)], entry.store === store else { return [] }
            return entry.engines.compactMap(\.engine)
        }

        func remember(_ engine: WebKitGTKEngine, for store: WebDataStore) {
            entries = entries.filter { $0.value.store != nil }.mapValues { entry in
                var entry = entry
                entry.engines.removeAll { $0.engine == nil }
                return entry
            }
            let key = ObjectIdentifier(store)
            if entries[key]?.store !== store { entries[key] = Entry(store: store, engines: []) }
            entries[key]?.engines.append(WeakEngine(engine: engine))
        }
    }
#endif
