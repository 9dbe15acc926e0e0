import Foundation
import NowInternal
import NowSDK
import NowWeb

/// A ``WebEngine`` without rendering or JavaScript, over URLSession: it navigates, follows redirects one hop at a
/// time under its delegate's policy, keeps cookies and cached responses in a ``WebDataStore``, and loads a page's
/// scripts, styles, images, icons and iframes as a browser would.
///
/// Use it for tests, preloading, command-line tools and servers. Events arrive in browser order:
/// `responseReceived`, `committed`, `titleChanged`, `progressChanged`… and `finished` once the subresources are
/// done; a failed subresource or iframe never fails the page. As in WebKit, a request's headers stay on
/// same-origin redirects and are dropped for good at the first hop to another origin; subresources and iframes
/// never carry them.
///
/// ```swift
/// let engine = HeadlessWebEngine(dataStore: WebDataStore())
/// engine.delegate = self
/// engine.load(WebRequest(url: pageURL, headers: ["Authorization": "Bearer \(token)"]))
/// ```
@MainActor
package final class HeadlessWebEngine: WebEngine {
    /// The object that decides navigation policy and receives events; held weakly. Without one, every hop is
    /// cancelled.
    package weak var delegate: (any WebEngineDelegate)?
    /// The cookies and cache this engine uses, shared with the other engines of its service.
    package let dataStore: WebDataStore
    /// The settings this engine was made with.
    package let configuration: Configuration
    /// The title of the page shown, if it has one.
    package private(set) var title: String?

    let loader: WebResourceLoader
    var navigationID = 0
    var pendingURL: URL?
    /// How many more subresources the current navigation may fetch.
    var subresourcesLeft = 0
    private var history = NavigationHistory()
    private var navigationTask: Task<Void, Never>?
    private let outbox = EngineOutbox()

    /// Makes an engine over `dataStore`.
    package init(dataStore: WebDataStore, configuration: Configuration = Configuration()) {
        self.dataStore = dataStore
        self.configuration = configuration
        dataStore.useTrustHook(configuration.trust)
        // FoundationNetworking on Linux truncates timeouts to whole seconds, so 0.5 would fire at once.
        let requestTimeout = max(1, configuration.requestTimeout.rounded(.up))
        let transport = HeadlessTransport(
            connectionsPerHost: configuration.maximumConnectionsPerHost, requestTimeout: requestTimeout,
            resourceTimeout: max(requestTimeout, configuration.resourceTimeout.rounded(.up)),
            trust: configuration.trust)
        loader = WebResourceLoader(
            dataStore: dataStore, transport: transport, requestTimeout: requestTimeout,
            userAgent: configuration.userAgent)
    }

    /// The URL of the page the main frame shows (committed), if any.
    package var currentURL: URL? { history.current }
    /// Whether the history has a page before the current one.
    package var canGoBack: Bool { history.canGoBack }
    /// Whether a navigation is in progress.
    package var isLoading: Bool { navigationTask != nil }

    /// Starts a main-frame load of `request`, cancelling (and reporting as cancelled) any load in progress.
    ///
    /// The request's headers go on its first hop and on same-origin redirects only.
    package func load(_ request: WebRequest) {
        start(MainFrameNavigation(request: request, kind: .issued, sourceURL: nil, commitMode: .push, redirects: 0))
    }

    /// Loads the previous history entry; does nothing when ``canGoBack`` is false.
    package func goBack() {
        guard let previous = history.previous else { return }
        start(
            MainFrameNavigation(
                request: WebRequest(url: previous), kind: .backForward, sourceURL: currentURL, commitMode: .back,
                redirects: 0))
    }

    /// Stops the load in progress and reports it as cancelled, after returning.
    package func stopLoading() {
        guard let task = navigationTask else { return }
        task.cancel()
        navigationTask = nil
        navigationID += 1
        let event = WebEngineEvent.failed(url: pendingURL, error: .cancelled)
        outbox.post { [weak self] in self?.deliver(event) }
    }

    /// Always fails: the headless engine runs no JavaScript.
    ///
    /// - Throws: ``WebEngineError/javaScriptUnavailable``.
    package func evaluateJavaScript(_ script: String) async throws -> String? {
        throw WebEngineError.javaScriptUnavailable
    }

    /// Does nothing: without JavaScript no page posts a script message to answer.
    package func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {}

    /// Returns once no navigation is in progress, including navigations that meta refreshes start, and every
    /// event has been delivered.
    package func waitUntilIdle() async {
        while let task = navigationTask { await task.value }
        await outbox.settle()
    }

    /// Delivers `event` after whatever a command posted before it.
    func emit(_ event: WebEngineEvent) {
        outbox.flush()
        deliver(event)
    }

    private func deliver(_ event: WebEngineEvent) {
        delegate?.webEngine(self, didReceive: event)
    }

    func decidePolicy(for action: NavigationAction) async -> NavigationPolicy {
        outbox.flush()
        // Nobody to decide: the hop does not go out (fail closed).
        guard let delegate else { return .cancel }
        return await delegate.webEngine(self, decidePolicyFor: action)
    }

    private func start(_ navigation: MainFrameNavigation) {
        stopLoading()
        navigationID += 1
        let id = navigationID
        pendingURL = navigation.request.url
        subresourcesLeft = max(0, configuration.maximumSubresources)
        navigationTask = Task { [weak self] in await self?.run(navigation, id: id) }
    }

    private func run(_ navigation: MainFrameNavigation, id: Int) async {
        guard emit(.progressChanged(0.1), ifCurrent: id) else { return }
        let outcome = await loadFrame(
            navigation.request, kind: navigation.kind, sourceURL: navigation.sourceURL, isMainFrame: true,
            redirects: navigation.redirects, id: id)
        guard navigationID == id else { return }
        switch outcome {
        case .superseded:
            return
        case .stopped(let url, let error):
            navigationTask = nil
            emit(.failed(url: url, error: error))
        case .loaded(let resource, let redirects):
            history.commit(resource.url, mode: navigation.commitMode)
            guard emit(.committed(resource.url), ifCurrent: id), emit(.progressChanged(0.5), ifCurrent: id) else {
                return
            }
            let page = Self.isHTML(resource) ? await Self.summarize(resource) : nil
            if let pageTitle = page?.title, pageTitle != title, navigationID == id {
                title = pageTitle
                guard emit(.titleChanged(pageTitle), ifCurrent: id) else { return }
            }
            if let page, configuration.loadsSubresources {
                await loadSubresources(page.subresources, of: resource.url, includesFrames: true, id: id)
            }
            guard emit(.progressChanged(1), ifCurrent: id) else { return }
            // Idle before `finished`, so that a load the delegate starts on `finished` cancels nothing.
            navigationTask = nil
            guard emit(.finished(resource.url), ifCurrent: id) else { return }
            if let refresh = page?.metaRefresh, refresh.delay <= configuration.maximumMetaRefreshDelay {
                followRefresh(to: refresh.url, from: resource.url, redirects: redirects + 1)
            }
        }
    }

    /// Emits `event` if navigation `id` is still current, and tells whether it still is afterwards: the delegate may
    /// start another load while it handles the event.
    func emit(_ event: WebEngineEvent, ifCurrent id: Int) -> Bool {
        outbox.flush()
        guard navigationID == id else { return false }
        deliver(event)
        return navigationID == id
    }

    private func followRefresh(to url: URL, from source: URL, redirects: Int) {
        guard redirects <= configuration.maximumRedirects else {
            emit(.failed(url: url, error: .badResponse(Self.tooManyRedirects(from: source))))
            return
        }
        start(
            MainFrameNavigation(
                request: WebRequest(url: url), kind: .redirect, sourceURL: source, commitMode: .replace,
                redirects: redirects))
    }

    static func tooManyRedirects(from url: URL) -> String {
        "Too many redirects from \(url.redactedForLog). The server is redirecting in a loop; try again later."
    }

    private static func isHTML(_ resource: WebResourceLoader.Resource) -> Bool {
        if let type = resource.headers["content-type"] { return type.lowercased().contains("html") }
        return resource.body.prefix(512).contains(UInt8(ascii: "<"))
    }

    nonisolated static func summarize(_ resource: WebResourceLoader.Resource) async -> HTMLPageSummary {
        HTMLSubresourceExtractor.summarize(resource.body, pageURL: resource.url)
    }
}

/// A main-frame navigation the engine is running.
struct MainFrameNavigation: Sendable {
    var request: WebRequest
    var kind: NavigationKind
    var sourceURL: URL?
    var commitMode: NavigationHistory.CommitMode
    var redirects: Int
}

/// How loading one frame's document ended.
enum FrameOutcome: Sendable {
    /// The final response, after `redirects` redirects in this navigation.
    case loaded(WebResourceLoader.Resource, redirects: Int)
    /// The load stopped at `url` (policy, network, redirect loop).
    case stopped(URL, WebEngineError)
    /// A newer navigation replaced this one; report nothing.
    case superseded
}

extension HeadlessWebEngine {
    /// Loads a frame's document one hop at a time: each hop is put to the delegate first, and the request's headers
    /// are dropped for good at the first hop to another origin.
    func loadFrame(
        _ request: WebRequest, kind: NavigationKind, sourceURL: URL?, isMainFrame: Bool, redirects: Int, id: Int
    ) async -> FrameOutcome {
        var url = request.url
        var headers = request.headers
        var source = sourceURL
        var hopKind = kind
        var redirects = redirects
        var isServerRedirect = false
        while true {
            if isMainFrame { pendingURL = url }
            let action = NavigationAction(url: url, sourceURL: source, isMainFrame: isMainFrame, kind: hopKind)
            let policy = await decidePolicy(for: action)
            guard navigationID == id else { return .superseded }
            guard policy == .allow else { return .stopped(url, .cancelled) }
            if isServerRedirect, let source,
                !emit(.redirected(from: source, to: url, isMainFrame: isMainFrame), ifCurrent: id)
            {
                return .superseded
            }
            guard url.hasWebScheme else {
                return .stopped(url, .badResponse("The engine cannot load \(url.redactedForLog); use an http(s) URL."))
            }
            let result = await loader.load(
                url, headers: headers, limit: (configuration.maximumPageSize, "maximumPageSize"))
            guard navigationID == id else { return .superseded }
            let resource: WebResourceLoader.Resource
            switch result {
            case .failure(let error): return .stopped(url, error)
            case .success(let loaded): resource = loaded
            }
            guard let target = resource.redirectTarget else {
                var response = WebResponse(
                    url: resource.url, statusCode: resource.statusCode, headers: resource.headers,
                    isMainFrame: isMainFrame)
                // The engine's only subframes are the main document's iframes: that document asked for them,
                // whatever hops followed.
                if !isMainFrame { response.frameOrigin = sourceURL.flatMap(Self.origin(of:)) }
                // The engine shows no page, so only an attachment is a file to save; it is not kept.
                if response.isFileToSave(engineCanShow: true) {
                    emit(.downloadRefused(response))
                    return .stopped(url, .cancelled)
                }
                emit(.responseReceived(response))
                return .loaded(resource, redirects: redirects)
            }
            redirects += 1
            guard redirects <= configuration.maximumRedirects else {
                return .stopped(url, .badResponse(Self.tooManyRedirects(from: request.url)))
            }
            if !Self.isSameOrigin(target, url) { headers = [:] }
            source = url
            url = target
            hopKind = .redirect
            isServerRedirect = true
        }
    }

    /// Loads an iframe as a subframe navigation, then its own subresources (but not its iframes). A failed or
    /// cancelled iframe is not reported as `failed`: that event speaks of the main frame's load.
    func loadSubframe(_ url: URL, parent: URL, id: Int) async {
        let outcome = await loadFrame(
            WebRequest(url: url), kind: .other, sourceURL: parent, isMainFrame: false, redirects: 0, id: id)
        guard case .loaded(let resource, _) = outcome, navigationID == id, configuration.loadsSubresources,
            resource.headers["content-type"]?.lowercased().contains("html") ?? true
        else { return }
        let page = await Self.summarize(resource)
        await loadSubresources(page.subresources, of: resource.url, includesFrames: false, id: id)
    }

    /// The origin of `url` as a URL (`scheme://host[:port]`), or `nil` when it has none.
    static func origin(of url: URL) -> URL? {
        URLOrigin(url).flatMap { URL(string: $0.serialization) }
    }

    static func isSameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        guard let origin = URLOrigin(lhs) else { return false }
        return origin == URLOrigin(rhs)
    }
}

extension HeadlessWebEngine {
    /// The trust hook of the engine's configuration; nothing else (its cookies are its data store's, and it
    /// draws no page).
    package var capabilities: WebEngineCapabilities { WebEngineCapabilities(trustHook: configuration.trust) }
}
