import Foundation
import NowSDK
import NowWeb

/// Drives a bare engine of a service (no `NowWebViewController`) through one recovery strategy at a time,
/// so that the strategies NowWeb does not use (the peers' reactive one) and the ones it aims at are timed
/// on the same engine, the same data store and the same instance as NowWeb's own.
@MainActor
final class StrategyDriver: WebEngineDelegate {
    /// How the driver answers a main-frame navigation.
    enum Strategy {
        /// Everything goes (a live session; the peers, who let the login page load).
        case allow
        /// The hop to the login page is cancelled in the policy decision, then the token is refreshed and
        /// the target re-issued with the bearer.
        case catchRedirect(target: URL)
        /// The navigation to the target is cancelled in the policy decision before it goes out and
        /// re-issued with the bearer: with `token`, at once; without, after fetching a token.
        case predictive(target: URL, token: AccessToken?)
    }

    let engine: any WebEngine
    private let service: NowWebService
    private let core: any NowCoreServiceProviding
    private var events: [WebEngineEvent] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var armed: URL?
    var strategy = Strategy.allow

    init(service: NowWebService, core: any NowCoreServiceProviding) {
        self.service = service
        self.core = core
        engine = service.options.makeEngine(service.dataStore)
        engine.delegate = self
    }

    /// A fresh access token for the service (the refresh goes to the instance when the held one expired).
    func token() async throws -> AccessToken { try await core.requestAccessToken(for: service) }

    /// Loads `url`, with `token` as a bearer when given, and waits until a page with its path finished.
    func load(_ url: URL, token: AccessToken? = nil) async throws {
        let headers = token.map { ["Authorization": "Bearer \($0.value)"] } ?? [:]
        if token != nil { armed = url }
        engine.load(WebRequest(url: url, headers: headers))
        try await finished(path: url.path)
    }

    /// Forgets the events seen so far (stray ends of earlier loads).
    func forgetEvents() { events.removeAll() }

    /// Waits for the main frame to finish a page at `path`, and returns its URL.
    @discardableResult
    func finished(path: String, within timeout: Duration = .seconds(60)) async throws -> URL {
        let deadline = ContinuousClock.now + timeout
        let alarm = Task { [weak self] in
            try? await Task.sleep(until: deadline)
            self?.wake()
        }
        defer { alarm.cancel() }
        while true {
            while !events.isEmpty {
                let event = events.removeFirst()
                if case .finished(let url) = event, url.path == path { return url }
                if case .failed(_, let error) = event, error != .cancelled {
                    throw BenchmarkFailure(description: "strategy: \(path) failed: \(error)")
                }
            }
            guard ContinuousClock.now < deadline else {
                throw BenchmarkFailure(description: "strategy: \(path) did not finish within \(timeout)")
            }
            await withCheckedContinuation { waiter = $0 }
        }
    }

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard action.isMainFrame != false else { return .allow }
        if let armed, action.url.path == armed.path {
            self.armed = nil
            return .allow
        }
        switch strategy {
        case .allow:
            return .allow
        case .catchRedirect(let target):
            guard action.url.path == "/login.do" else { return .allow }
            reissue(target, token: nil)
            return .cancel
        case .predictive(let target, let token):
            guard action.url.path == target.path else { return .allow }
            reissue(target, token: token)
            return .cancel
        }
    }

    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        events.append(event)
        wake()
    }

    /// Re-issues `target` with a bearer once the cancelled navigation is out of the way (a WebKit view must
    /// not start a load from inside its policy decision).
    private func reissue(_ target: URL, token held: AccessToken?) {
        strategy = .allow
        armed = target
        Task {
            var token = held
            if token == nil { token = try? await self.token() }
            guard let token else { return }
            engine.load(WebRequest(url: target, headers: ["Authorization": "Bearer \(token.value)"]))
        }
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }
}
