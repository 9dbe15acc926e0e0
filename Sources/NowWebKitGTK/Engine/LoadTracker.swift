#if WebKitGTK
    import Foundation
    import NowWeb

    /// Turns WebKit's main-frame `load-changed` and `load-failed` signals into ``WebEngineEvent`` values.
    ///
    /// WebKit still emits `FINISHED` for a load that was cancelled or replaced, and that `FINISHED` may arrive
    /// after the next load started. Only a `FINISHED` that follows a `COMMITTED` of the same load, with no load
    /// in progress, means the page finished.
    struct LoadTracker: Equatable {
        private var provisionalURL: URL?
        private var committedSinceStart = false

        /// A new load was requested; whatever is still running belongs to the old one.
        mutating func issued() {
            committedSinceStart = false
        }

        /// WebKit started a main-frame load of `url`.
        mutating func started(_ url: URL?) -> [WebEngineEvent] {
            provisionalURL = url
            committedSinceStart = false
            return []
        }

        /// The main-frame load followed a server redirect to `url`.
        mutating func redirected(to url: URL?) -> [WebEngineEvent] {
            defer { provisionalURL = url }
            guard let from = provisionalURL, let url else { return [] }
            return [.redirected(from: from, to: url, isMainFrame: true)]
        }

        /// The main frame committed to showing `url`.
        mutating func committed(_ url: URL?) -> [WebEngineEvent] {
            committedSinceStart = true
            provisionalURL = nil
            return url.map { [.committed($0)] } ?? []
        }

        /// WebKit reported `FINISHED` with the view showing `url`; `isLoading` is the view's state at that time.
        mutating func finished(_ url: URL?, isLoading: Bool) -> [WebEngineEvent] {
            guard committedSinceStart, !isLoading, let url else { return [] }
            committedSinceStart = false
            return [.finished(url)]
        }

        /// A main-frame load of `url` failed; the `FINISHED` that WebKit sends next is not a finished page.
        mutating func failed(_ url: URL?, error: WebEngineError) -> [WebEngineEvent] {
            committedSinceStart = false
            return [.failed(url: url, error: error)]
        }
    }
#endif
