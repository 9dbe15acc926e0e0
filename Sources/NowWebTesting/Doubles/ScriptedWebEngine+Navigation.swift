import Foundation
import NowInternal
import NowWeb

extension ScriptedWebEngine {
    /// Performs one request of a load the engine runs itself and returns the response, or the failure as the
    /// engine reports it. Redirects are not followed: the engine follows them, one policy question per hop.
    public typealias Fetch = @Sendable (WebRequest) async -> Result<WebResponse, WebEngineError>

    /// The most redirects one load follows before it fails with `WebEngineError.badResponse(_:)`.
    static let maximumRedirects = 10

    func start(_ request: WebRequest, fetch: @escaping Fetch) {
        cancelNavigation()
        navigationID += 1
        let id = navigationID
        pendingURL = request.url
        navigation = Task { [weak self] in await self?.run(request, id: id, fetch: fetch) }
    }

    func cancelNavigation() {
        guard let navigation else { return }
        navigation.cancel()
        self.navigation = nil
        navigationID += 1
        let event = WebEngineEvent.failed(url: pendingURL, error: .cancelled)
        outbox.post { [weak self] in
            guard let self else { return }
            delegate?.webEngine(self, didReceive: event)
        }
    }

    /// Runs one main-frame load: a policy question before each hop, the request's headers only as far as
    /// its own origin, then response, commit and finish.
    private func run(_ request: WebRequest, id: Int, fetch: Fetch) async {
        var hop = request
        var kind = NavigationKind.issued
        var source: URL?
        for _ in 0...Self.maximumRedirects {
            pendingURL = hop.url
            let policy = await ask(NavigationAction(url: hop.url, sourceURL: source, isMainFrame: true, kind: kind))
            guard navigationID == id else { return }
            guard policy == .allow else { return end(id, with: .failed(url: hop.url, error: .cancelled)) }
            if let source {
                emit(.redirected(from: source, to: hop.url, isMainFrame: true))
                guard navigationID == id else { return }
            }
            let result = await fetch(hop)
            guard navigationID == id else { return }
            let response: WebResponse
            switch result {
            case .failure(let error): return end(id, with: .failed(url: hop.url, error: error))
            case .success(let received): response = received
            }
            guard (300..<400).contains(response.statusCode), let location = response.headers["location"],
                let target = URL(string: location, relativeTo: hop.url)?.absoluteURL
            else { return show(response, id: id) }
            let sameOrigin = URLOrigin(target).map { $0 == URLOrigin(hop.url) } ?? false
            source = hop.url
            hop = WebRequest(url: target, headers: sameOrigin ? hop.headers : [:])
            kind = .redirect
        }
        end(id, with: .failed(url: hop.url, error: .badResponse("Too many redirects.")))
    }

    private func show(_ response: WebResponse, id: Int) {
        navigation = nil
        // Like every engine, it saves no file a page sends: it reports it and moves on.
        if response.isFileToSave(engineCanShow: true) {
            emit(.downloadRefused(response))
            guard navigationID == id else { return }
            return emit(.failed(url: response.url, error: .cancelled))
        }
        for event in [WebEngineEvent.responseReceived(response), .committed(response.url), .finished(response.url)] {
            guard navigationID == id else { return }
            emit(event)
        }
    }

    private func end(_ id: Int, with event: WebEngineEvent) {
        navigation = nil
        emit(event)
    }
}
