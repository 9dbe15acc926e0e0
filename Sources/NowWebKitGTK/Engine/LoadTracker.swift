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
        /// Whether the main frame has started a load that has neither committed nor failed.
        ///
        /// Only then can the main frame be redirected; a redirect at any other time is a subframe's. The
        /// frames of the page being loaded exist only once it commits, so during this window a redirect is the
        /// main frame's unless a frame of the old page happens to be redirected at the same moment.
        private(set) var isMainFrameProvisional = false

        /// A new load was requested; whatever is still running belongs to the old one.
        mutating func issued() {
            committedSinceStart = false
        }

        /// WebKit started a main-frame load of `url`.
        mutating func started(_ url: URL?) -> [WebEngineEvent] {
            provisionalURL = url
            committedSinceStart = false
            isMainFrameProvisional = true
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
            isMainFrameProvisional = false
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
            isMainFrameProvisional = false
            return [.failed(url: url, error: error)]
        }
    }
#endif
