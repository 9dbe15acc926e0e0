#if WebKitGTK
    import Foundation
    import NowWeb

    extension WebKitGTKEngine {
        /// The engine factory for `NowWebService.Options(makeEngine:)`: every controller of a service gets a
        /// WebKitGTK view on the service's persistent network session (one cookie jar, one disk cache).
        ///
        /// With `sharesContentProcess` (the default) a service's later views share the web process of its
        /// first live view: in `nowweb-bench web` that took an extra view from about 95 to about 41 MiB PSS
        /// and a warm load from about 0.55 to 0.19 s. The price is that if that process dies, every view in
        /// it reloads its last good page. Pass `false` to give each view a process of its own.
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
            let firstViews = FirstViews()
            return { store in
                DeferredWebEngine {
                    if sharesContentProcess, let first = firstViews.engine(for: store),
                        let shared = try? await WebKitGTKEngine(
                            sharingContentProcessWith: first, configuration: configuration)
                    {
                        return shared
                    }
                    let engine = try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                    firstViews.remember(engine, for: store)
                    return engine
                }
            }
        }
    }

    /// The first live view of each data store, whose web process later views of that store share.
    @MainActor
    private final class FirstViews {
        private struct Entry {
            weak var store: WebDataStore?
            weak var engine: WebKitGTKEngine?
        }

        private var entries: [ObjectIdentifier: Entry] = [:]

        func engine(for store: WebDataStore) -> WebKitGTKEngine? {
            guard let entry = entries[ObjectIdentifier(store)], entry.store === store else { return nil }
            return entry.engine
        }

        func remember(_ engine: WebKitGTKEngine, for store: WebDataStore) {
            entries = entries.filter { $0.value.store != nil && $0.value.engine != nil }
            entries[ObjectIdentifier(store)] = Entry(store: store, engine: engine)
        }
    }
#endif
