import Foundation
import NowInternal
import NowSDK

/// The background bridge of a page that lost its session in place
/// (``WebSessionMachine/Action/bridgeInBackground(url:token:)``): one bearer request to an instance page, on
/// an engine of its own for the same data store that nobody sees (the page's engine makes it when it can,
/// ``WebEngineCapabilities/makeBackgroundBridgeEngine``, else the service's factory), so that the instance sets a
/// new web session in the store the page's requests use.
///
/// The request is the engine's issued load with the bearer on that one request (the engine's contract keeps it
/// off subresources and other origins); nothing else goes out: any redirect is cancelled (an instance that
/// answers a valid bearer with a redirect sends it to its login page), and the load is stopped at the main
/// frame's response, whose cookies the data store has taken by then. It succeeded when that response came from
/// the instance with a status below 400 and without `X-Is-Logged-In: false`. It ends within ``timeLimit`` on
/// the service's clock. The same unseen load without the bearer checks whether the session lives
/// (``checkSession(at:service:beside:)``).
@MainActor
final class SessionRebridge: WebEngineDelegate {
    /// How long a background bridge may take before it counts as failed.
    static let timeLimit: Duration = .seconds(20)

    private var engine: (any WebEngine)?
    private let request: WebRequest
    private let scope: InstanceScope
    private let maker: (@MainActor () async throws -> any WebEngine)?
    private var continuation: CheckedContinuation<WebResponse?, Never>?
    private var outcome: WebResponse??
    private var asked = false

    private init(request: WebRequest, scope: InstanceScope, maker: (@MainActor () async throws -> any WebEngine)?) {
        self.request = request
        self.scope = scope
        self.maker = maker
    }

    /// Bridges `url` with `token` in `service`'s data store, behind the page whose engine's capabilities are
    /// `beside` (its background bridge maker, if any); `true` when the
    /// instance answered with a page of a new session (a status below 400, not `X-Is-Logged-In: false`).
    static func run(
        to url: URL, token: AccessToken, service: NowWebService, beside page: WebEngineCapabilities = .init()
    ) async -> Bool {
        let response = await load(.bridge(to: url, token: token), service: service, beside: page)
        return response.map { $0.statusCode < 400 && $0.isLoggedIn != false } ?? false
    }

    /// Asks whether the page's web session lives: `url` with the data store's cookies only, behind the page;
    /// `true` only when the instance answered `X-Is-Logged-In: true` (a redirect, as to its login page, is not
    /// followed and means no).
    static func checkSession(
        at url: URL, service: NowWebService, beside page: WebEngineCapabilities = .init()
    ) async -> Bool {
        await load(WebRequest(url: url), service: service, beside: page)?.isLoggedIn == true
    }

    /// The main-frame response to `request` on an unseen engine, or `nil` (off the instance, a redirect, a
    /// failure, no answer within ``timeLimit``).
    private static func load(_ request: WebRequest, service: NowWebService, beside page: WebEngineCapabilities)
        async -> WebResponse?
    {
        guard service.scope.contains(request.url) else { return nil }
        let unseen = SessionRebridge(
            request: request, scope: service.scope, maker: page.makeBackgroundBridgeEngine)
        let clock = service.options.clock.timer
        let response =
            (try? await Deadline.run(within: timeLimit, on: clock, timeoutError: CancellationError()) {
                await unseen.load(service: service)
            }) ?? nil
        unseen.finish(nil)
        return response
    }

    /// Loads the request on an engine the page's engine makes (else one of the service's factory) and waits
    /// for its outcome; cancelling the wait ends it without a response.
    private func load(service: NowWebService) async -> WebResponse? {
        let made = try? await maker?()
        guard outcome == nil, !Task.isCancelled else { return nil }
        let engine = made ?? service.options.makeEngine(service.dataStore)
        self.engine = engine
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard outcome == nil, !Task.isCancelled else { return continuation.resume(returning: outcome ?? nil) }
                self.continuation = continuation
                engine.delegate = self
                engine.load(request)
            }
        } onCancel: {
            Task { @MainActor in self.finish(nil) }
        }
    }

    /// Ends the load with `response` unless it ended already, and lets the engine go.
    private func finish(_ response: WebResponse?) {
        guard outcome == nil else { return }
        outcome = .some(response)
        engine?.delegate = nil
        engine?.stopLoading()
        engine = nil
        continuation?.resume(returning: response)
        continuation = nil
    }

    // MARK: The engine's questions and events

    /// Lets the issued load go out once, to the instance; cancels everything else (redirects included).
    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard outcome == nil, !asked, action.isMainFrame != false, action.url == request.url,
            action.kind == .issued || action.kind == .other
        else {
            if action.isMainFrame != false { finish(nil) }
            return .cancel
        }
        asked = true
        return .allow
    }

    /// Ends at the main frame's response, or at a failure or a redirect.
    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        switch event {
        case .responseReceived(let response) where response.isMainFrame:
            finish(scope.contains(response.url) ? response : nil)
        case .redirected(_, _, isMainFrame: true), .failed, .committed, .finished, .downloadRefused:
            finish(nil)
        case .redirected, .responseReceived, .titleChanged, .progressChanged, .sessionWatchSignal,
            .cabrilloMessage, .userInteracted, .exportReceived:
            break
        }
    }

    /// A page panel behind the page is never shown: the engine's default answer.
    func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        nil
    }
}
