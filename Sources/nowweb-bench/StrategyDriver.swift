import Foundation
import NowSDK
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
        /// Salesforce Mobile SDK's hybrid view, step by step: the hop to the login page is recognised in the
        /// policy decision (`isLoginRedirectUrl:`) and cancelled; a cheap REST call with the held token
        /// (`userinfo`; here the user table) probes it, and a `401` refreshes the token and replays the probe
        /// once; then the front door (`frontdoor.jsp?sid=…&retURL=<startURL>`; here `nav_to.do?uri=<goto>`
        /// with the bearer, which starts the session and answers `302` to the page) takes the view to the
        /// page the login redirect named. Not modelled: the cookie wipe before the front door.
        case salesforce
        /// Hotwire Native with the 37signals recipe, step by step: the visit fails with the recipe's `401`
        /// (the emulator's `ExpiryVariant.unauthorized`, which the benchmark turns on for this line; its
        /// response is stopped, as Turbo shows none of a failed visit), the app's native token goes to an
        /// authentication endpoint loaded with the bearer in a hidden web view of the same data store (here
        /// `blank.do`), and the retry handler reloads the visit with the session's cookies alone. On an
        /// emulator that redirects to the login page instead, the policy decision on that hop stands in for the
        /// failed response.
        case hotwire
    }

    let engine: any WebEngine
    private let service: NowWebService
    private let core: any NowCoreServiceProviding
    private var events: [WebEngineEvent] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var armed: URL?
    /// The token the app holds: the one of the last bearer load, as a peer keeps it until a call is refused.
    private var heldToken: AccessToken?
    /// The hidden views the Hotwire-shaped strategy made, kept until the driver goes.
    private var hiddenViews: [StrategyDriver] = []
    /// The failed visit the Hotwire-shaped strategy reloads.
    private var failedVisit: URL?
    var strategy = Strategy.allow

    /// Drives `engine` (by default one the service's factory makes) for `service`'s instance.
    init(service: NowWebService, core: any NowCoreServiceProviding, engine: (any WebEngine)? = nil) {
        self.service = service
        self.core = core
        self.engine = engine ?? service.options.makeEngine(service.dataStore)
        self.engine.delegate = self
    }

    /// A fresh access token for the service (the refresh goes to the instance when the held one expired).
    func token() async throws -> AccessToken { try await core.requestAccessToken(for: service) }

    /// Loads `url`, with `token` as a bearer when given, and waits until a page with its path finished.
    func load(_ url: URL, token: AccessToken? = nil) async throws {
        let headers = token.map { ["Authorization": "Bearer \($0.value)"] } ?? [:]
        if let token {
            armed = url
            heldToken = token
        }
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
        case .salesforce:
            guard action.url.path == "/login.do" else { return .allow }
            let goto =
                URLComponents(url: action.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "sysparm_goto_url" }?.value ?? "/now/nav/ui/home"
            strategy = .allow
            Task { await self.throughTheFrontDoor(returningTo: goto) }
            return .cancel
        case .hotwire:
            if failedVisit == nil { failedVisit = action.url }
            guard action.url.path == "/login.do", let visit = failedVisit else { return .allow }
            strategy = .allow
            failedVisit = nil
            Task { await self.bridgeInHiddenView(thenReload: visit) }
            return .cancel
        }
    }

    /// The Salesforce-shaped recovery after the cancelled login hop.
    private func throughTheFrontDoor(returningTo goto: String) async {
        let base = service.configuration.instanceUrl
        var token = heldToken
        if token == nil { token = try? await self.token() }
        guard var held = token else { return }
        if await probe(with: held) == 401 {
            guard let fresh = try? await self.token() else { return }
            held = fresh
            guard await probe(with: held) == 200 else { return }
        }
        heldToken = held
        var door = URLComponents(url: base.appending(path: "nav_to.do"), resolvingAgainstBaseURL: false)!
        door.queryItems = [URLQueryItem(name: "uri", value: goto)]
        engine.load(WebRequest(url: door.url!, headers: ["Authorization": "Bearer \(held.value)"]))
    }

    /// The REST probe of the Salesforce-shaped recovery: its status code.
    private func probe(with token: AccessToken) async -> Int {
        var request = URLRequest(url: service.configuration.instanceUrl.appending(path: "api/now/table/sys_user"))
        request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let answer = try? await Self.rest.data(for: request)
        return (answer?.1 as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// The app's REST client (its own connections, as a native SDK's are).
    private static let rest = URLSession(configuration: .ephemeral)

    /// The Hotwire-shaped recovery after the failed visit: a hidden view bridges, the visit is reloaded.
    private func bridgeInHiddenView(thenReload visit: URL) async {
        guard let token = try? await self.token() else { return }
        let hidden = StrategyDriver(service: service, core: core)
        hiddenViews.append(hidden)
        do {
            try await hidden.load(service.configuration.instanceUrl.appending(path: "blank.do"), token: token)
        } catch {
            return
        }
        engine.load(WebRequest(url: visit))
    }

    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        events.append(event)
        if case .hotwire = strategy, case .responseReceived(let response) = event, response.isMainFrame,
            response.statusCode == 401
        {
            // The failed visit: nothing of it is shown; the hidden view bridges, then the visit is reloaded.
            strategy = .allow
            failedVisit = nil
            engine.stopLoading()
            Task { await self.bridgeInHiddenView(thenReload: response.url) }
        }
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
