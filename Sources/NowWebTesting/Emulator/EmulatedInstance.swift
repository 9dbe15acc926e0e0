import Foundation
import NowInternal

/// The instance's behaviour behind both listeners: routing, sessions, OAuth, pages, faults and the log.
///
/// It runs on the server's connection threads, so all of its mutable state sits behind one lock.
final class EmulatedInstance: Sendable {
    let configuration: InstanceEmulator.Configuration
    let state: Locked<EmulatorState>
    let assets: AssetCatalog
    let addresses = Locked((instance: URL(string: "http://127.0.0.1")!, foreign: URL(string: "http://127.0.0.1")!))

    init(configuration: InstanceEmulator.Configuration) {
        self.configuration = configuration
        var state = EmulatorState(faults: configuration.faults)
        state.singlePageApps = configuration.singlePageApps
        state.expiryVariant = configuration.expiryVariant
        self.state = Locked(state)
        self.assets = AssetCatalog(configuration.assets)
    }

    /// The emulator's current time: the configured clock plus every `advanceTime(by:)`.
    var now: Date {
        let offset = state.withLock { $0.timeOffset }
        return (configuration.now?() ?? Date()).addingTimeInterval(offset.secondsValue)
    }

    /// Answers one request received on `host`, applies the current faults and logs it.
    func handle(_ request: HTTPRequest, on host: InstanceEmulator.Host) -> HTTPResponse {
        let arrival = now
        if state.withLock({ $0.faults.unreachable }) {
            var dropped = HTTPResponse(status: 503)
            dropped.delivery = .drop
            return dropped
        }
        var response = host == .instance ? route(request) : routeForeign(request)
        let bytes = response.body.count + response.headers.reduce(64) { $0 + $1.0.count + $1.1.count + 4 }
        let (faults, wire) = state.withLock { state in
            (
                state.faults,
                state.network.delay(
                    bytes: bytes, firstOnConnection: request.isFirstOnConnection, at: ContinuousClock.now)
            )
        }
        response.delay += wire
        response.bytesPerSecond = response.bytesPerSecond ?? faults.bytesPerSecond
        if let failure = faults.body, response.delivery == .whole, request.path.hasPrefix(faults.bodyPathPrefix) {
            switch failure {
            case .slow(let chunkBytes, let interval):
                response.delivery = .slow(chunkBytes: chunkBytes, interval: interval)
            case .truncated: response.delivery = .truncated(bytes: response.body.count / 2)
            case .resetMidResponse: response.delivery = .reset(bytes: response.body.count / 2)
            }
        }
        record(request, response, host: host, at: arrival)
        return response
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if AssetCatalog.isAssetPath(path) { return asset(request) }
        if path == configuration.basicAuthenticationPath { return basicAuthenticated(request) }
        switch path {
        case "/oauth_token.do": return tokenEndpoint(request)
        case "/oauth_revoke_token.do": return revokeEndpoint(request)
        case "/oauth_auth.do": return authorizationEndpoint(request)
        case "/api/sn_mobile_sdk/mobile_sdk/settings": return serviceSettings(request)
        case "/login.do": return login(request)
        case "/logout.do": return logout(request)
        case "/session_timeout.do", "/login_redirect.do": return interstitial(request)
        case "/navpage.do" where request.method == "POST": return samlConsumer(request)
        case Self.attachmentFileResource: return uploadAttachment(request)
        default: break
        }
        if path.hasPrefix(Self.settingsResource + "/") { return applicationSettings(request) }
        if Self.isPageDataPath(path) { return pageData(request) }
        if path == Self.preferenceTable || path.hasPrefix(Self.preferenceTable + "/") {
            return userPreferences(request)
        }
        if path == Self.userTable { return users(request) }
        if path == "/sp" || path == "/esc", request.queryParameters["id"] == "login" { return portalLogin(request) }
        if let keptForm = keptFormPage(request) { return keptForm }
        guard let page = Page(path: path) else { return .page(notFoundHTML(path), status: 404, loggedIn: nil) }
        switch authenticate(request) {
        case .session(let session, let cookies):
            var response = render(page, request: request, session: session)
            response.headers += cookies.map { ("Set-Cookie", $0) }
            return response
        case .denied:
            guard configuration.publicPages.contains(path) else { return expiryResponse(for: request) }
            return .page(publicHTML(path), loggedIn: false)
        }
    }

    private func asset(_ request: HTTPRequest) -> HTTPResponse {
        guard let asset = assets.asset(at: request.path) else {
            return .page(notFoundHTML(request.path), status: 404, loggedIn: nil)
        }
        let expires = HTTPDate.string(from: now.addingTimeInterval(369 * 24 * 3600))
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", asset.contentType), ("Cache-Control", "public, max-age=31881600"),
                ("Expires", expires),
            ], bytes: asset.bytes)
    }

    func notFoundHTML(_ path: String) -> String {
        "<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Not found</h1><p>"
            + path.htmlEscaped + "</p></body></html>"
    }

    private func record(
        _ request: HTTPRequest, _ response: HTTPResponse, host: InstanceEmulator.Host, at date: Date
    ) {
        guard configuration.requestLogLimit > 0 else { return }
        let authorization = request.header("Authorization")
        let answered = response.delivery != .never && response.delivery != .drop
        let entry = InstanceEmulator.LoggedRequest(
            date: date, host: host, method: request.method, path: request.path,
            queryNames: (request.query ?? "").split(separator: "&").map {
                String($0.prefix { $0 != "=" }).removingPercentEncoding ?? ""
            },
            hasAuthorization: authorization != nil,
            hasBearerToken: authorization?.lowercased().hasPrefix("bearer ") == true,
            cookieNames: request.cookies.keys.sorted(),
            grantType: request.path == "/oauth_token.do" ? request.formParameters["grant_type"] : nil,
            status: answered ? response.status : 0,
            setCookieNames: response.headers.filter { $0.name == "Set-Cookie" }.map {
                String($0.value.prefix { $0 != "=" })
            }.sorted(),
            redirectPath: response.header("Location").map { String($0.prefix { $0 != "?" }) })
        let woken = state.withLock { state in
            if state.log.count >= configuration.requestLogLimit {
                state.log.removeFirst(max(1, configuration.requestLogLimit / 10))
            }
            state.log.append(entry)
            let woken = state.requestWaiters.filter { $0.matches(entry) }.map(\.continuation)
            state.requestWaiters.removeAll { $0.matches(entry) }
            return woken
        }
        for continuation in woken { continuation.resume(returning: entry) }
    }
}
