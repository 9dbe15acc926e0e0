import Foundation
import NowInternal

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
                let response = WebResponse(
                    url: resource.url, statusCode: resource.statusCode, headers: resource.headers,
                    isMainFrame: isMainFrame)
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

    static func isSameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        guard let origin = URLOrigin(lhs) else { return false }
        return origin == URLOrigin(rhs)
    }
}
