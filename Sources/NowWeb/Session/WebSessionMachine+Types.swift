import Foundation
import NowInternal
import NowSDK

// The machine's vocabulary: where the session stands, what comes in, what goes out.

extension WebSessionMachine {
    /// Where the session stands. Each case carries what that state needs and nothing else, so that a
    /// combination the machine must never be in (a recovery waiting for its token while a navigation runs,
    /// say) cannot be written.
    package enum State: Sendable, Equatable {
        /// Nothing shown yet: `loadPage()` was not called, or the first page failed before it showed.
        /// ``Event/loadPage`` starts the bridge.
        case notStarted
        /// The first load waits for its access token; `url` is the page it will load with the bearer.
        case awaitingToken(URL)
        /// The main frame hit a login page, or the session was predicted ended; a recovery waits for a token to
        /// load `url` (the page to land on) with the bearer. `renewing` when the token was asked for as new
        /// (``Action/refreshToken(rejected:)``) because the instance had turned the one before away.
        case recovering(URL, renewing: Bool)
        /// The token came, and the bridge to `url` waits until the theme's ids are written as the user's
        /// preferences (``Action/writeThemePreference``), so that the page opens in that theme; `isRecovery` and
        /// `renewed` are the bridge's as for ``Navigation``. The token is the credential's.
        case holdingBridge(URL, isRecovery: Bool, renewed: Bool)
        /// A main-frame navigation is under way.
        case loading(Navigation)
        /// The main frame committed `url` and no navigation has started since; `recoveredAt` is when, if a
        /// recovery's own load showed it (an in-page expiry right after is the recovery failing, not a new one);
        /// `background` while a re-bridge behind the page runs, or after one renewed its session.
        case showing(URL, recoveredAt: Date? = nil, background: BackgroundBridge? = nil)
        /// The machine cancelled, stopped or reported the main frame's navigation; what the engine still says
        /// about it is an echo, not news. A new navigation or a reload starts loading again.
        case stopped(Navigation)
    }

    /// What runs, or ran, behind the page shown: a re-bridge for a page that lost its session in place and can
    /// go on by itself on a new one (its refused request carried no token of the dead session), so that the page
    /// is not reloaded; or a check of the session before a second recovery within the loop window.
    package enum BackgroundBridge: Sendable, Equatable {
        /// A cookie-only request for `page` asks whether the session lives
        /// (``Action/checkSessionInBackground(url:)``): a `401` that did not say (no `X-Is-Logged-In`) came soon
        /// after a recovery, and may be an endpoint's own refusal. What follows a dead session: a reload, or a
        /// re-bridge when `sentUserToken` is false; `renewedAt` when a background bridge renewed it before.
        case checkingSession(page: URL, sentUserToken: Bool, renewedAt: Date?)
        /// That check found the session alive at `at`: a `401` that does not say, soon after, is the endpoint's.
        case sessionAlive(at: Date)
        /// A token is asked for, to bridge `page` in the background.
        case awaitingToken(page: URL)
        /// The background bridge to `page` is out (``Action/bridgeInBackground(url:token:)``).
        case bridging(page: URL)
        /// A background bridge renewed the session at `at`: a refusal soon after means the page could not go
        /// on by itself, and it is reloaded.
        case renewed(at: Date)
    }

    /// The facts the machine keeps about one main-frame navigation.
    package struct Navigation: Sendable, Equatable {
        /// How the bearer on a navigation's first request was obtained.
        package enum Bearer: Sendable, Equatable {
            /// Any token the provider held as valid: the first bridge, or a recovery after a session ended
            /// (a session can end long before its token). Landing on login with it means the instance turned
            /// the token away: a recovery asks for a new one.
            case valid
            /// A token asked for as new because the instance had turned the one before away: landing on login
            /// again is a loop.
            case renewed
        }

        /// The navigation is a recovery reload.
        package var isRecovery: Bool
        /// The bearer its first request carried; `nil` for a navigation that went out with cookies only.
        package var bearer: Bearer?
        /// The status of its last main-frame response, if one arrived.
        package var status: Int?
        /// The instance page the user or the page asked for, when it is safe to load again (a main-frame
        /// GET); a recovery lands there.
        package var target: URL?
        /// Whether a form submission (a POST, not safely repeatable) is part of it; a recovery then lands on
        /// the last good page.
        package var isSubmission: Bool
        /// Whether the machine issued the navigation's load (a bridge, a reload, a restart) and the engine has
        /// not asked about it yet: that question is the machine's own load, not a new navigation.
        package var awaitsIssuedQuestion: Bool

        /// Makes the facts of a navigation that has seen no response yet.
        package init(
            isRecovery: Bool = false, bearer: Bearer? = nil, status: Int? = nil, target: URL? = nil,
            isSubmission: Bool = false, awaitsIssuedQuestion: Bool = false
        ) {
            self.isRecovery = isRecovery
            self.bearer = bearer
            self.status = status
            self.target = target
            self.isSubmission = isSubmission
            self.awaitsIssuedQuestion = awaitsIssuedQuestion
        }

        /// A load the machine issues to `url`: its own question is still to come.
        static func issued(_ url: URL, isRecovery: Bool = false, bearer: Bearer? = nil) -> Navigation {
            Navigation(isRecovery: isRecovery, bearer: bearer, target: url, awaitsIssuedQuestion: true)
        }
    }

    /// Hops of unknown frame the machine let go, by URL, until a main-frame event says which one the main frame
    /// loads (see ``WebSessionMachine/unplacedHops``).
    struct UnplacedHops: Sendable, Equatable {
        /// The most hops kept; the oldest goes first.
        static let capacity = 8

        private var urls: [URL] = []

        /// Keeps `url`, a hop a recovery could load again.
        mutating func insert(_ url: URL) {
            urls.removeAll { $0 == url }
            urls.append(url)
            if urls.count > Self.capacity { urls.removeFirst(urls.count - Self.capacity) }
        }

        /// Forgets `url`: a hop to it that a recovery must not repeat (a form's `POST`, back or forward) went out
        /// since, so a main-frame load of `url` may be that one.
        mutating func remove(_ url: URL) {
            urls.removeAll { $0 == url }
        }

        /// Forgets every hop: a main-frame navigation the machine knows supersedes them.
        mutating func removeAll() {
            urls.removeAll()
        }

        /// Whether `url` is one of the hops; when it is, every hop is forgotten (the main frame loads that one).
        mutating func take(_ url: URL) -> Bool {
            guard urls.contains(url) else { return false }
            urls.removeAll()
            return true
        }
    }

    /// Whether the page is on screen; off screen, a content-process restart may wait for it to show again.
    enum Visibility: Sendable, Equatable {
        case onScreen
        /// Off screen; `deferredRestart` when the content process died meanwhile, with the URL the engine
        /// reported then (`nil` inside when it reported none). It runs when the page shows again, unless a
        /// navigation brought a page back first.
        case offScreen(deferredRestart: DeferredRestart?)

        /// Forgets a put-off restart: a page on its way, or committed, brought the view back.
        mutating func dropDeferredRestart() {
            if case .offScreen(.some) = self { self = .offScreen(deferredRestart: nil) }
        }
    }

    /// A content-process restart waiting for the page to come on screen.
    struct DeferredRestart: Sendable, Equatable {
        /// The URL the engine reported when its process died, if any.
        var shown: URL?
    }

    /// The two sliding-window budgets of ``Configuration``: recoveries (with predictions), and restarts.
    struct Budgets: Sendable {
        var recovery: SlidingWindowBudget
        var restart: SlidingWindowBudget

        init(_ configuration: Configuration) {
            recovery = SlidingWindowBudget(
                limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
            restart = SlidingWindowBudget(
                limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
        }
    }

    /// How the session loads pages: with the bearer token of the last bridge, or as a guest.
    enum Credential: Sendable {
        case bearer(AccessToken)
        case guest

        /// The token of the last bridge, which a recovery reports as rejected.
        var token: AccessToken? {
            guard case .bearer(let token) = self else { return nil }
            return token
        }
    }
}

extension WebSessionMachine.State {
    /// The navigation whose signals are news: the one loading, or the page shown (a fresh navigation).
    /// `nil` while nothing of the session's loads (not started, waiting for a token, stopped).
    var activeNavigation: WebSessionMachine.Navigation? {
        switch self {
        case .loading(let navigation): return navigation
        case .showing: return WebSessionMachine.Navigation()
        case .notStarted, .awaitingToken, .recovering, .holdingBridge, .stopped: return nil
        }
    }

    /// Consumes the mark of a load the machine issued, when the navigation carries it: `true` once, for the
    /// engine's question about that load.
    mutating func takeIssuedLoad() -> Bool {
        switch self {
        case .loading(var navigation) where navigation.awaitsIssuedQuestion:
            navigation.awaitsIssuedQuestion = false
            self = .loading(navigation)
            return true
        case .stopped(var navigation) where navigation.awaitsIssuedQuestion:
            navigation.awaitsIssuedQuestion = false
            self = .stopped(navigation)
            return true
        case .notStarted, .awaitingToken, .recovering, .holdingBridge, .loading, .showing, .stopped:
            return false
        }
    }

    /// Whether a token-bearing load is awaited: its token (the first bridge's, or a recovery's), or the theme
    /// write it is held for.
    var isAwaitingToken: Bool {
        switch self {
        case .awaitingToken, .recovering, .holdingBridge: return true
        case .notStarted, .loading, .showing, .stopped: return false
        }
    }

    /// Whether a token is awaited for a load of the session's, in the main frame or behind the page shown.
    var awaitsToken: Bool {
        if case .showing(_, _, .awaitingToken?) = self { return true }
        return isAwaitingToken
    }

    /// The state's name without its payload, for tables and logs.
    package var name: String {
        switch self {
        case .notStarted: return "not started"
        case .awaitingToken: return "awaiting token"
        case .recovering: return "recovering"
        case .holdingBridge: return "holding bridge"
        case .loading(let navigation): return navigation.isRecovery ? "loading (recovery)" : "loading"
        case .showing(_, _, .awaitingToken?), .showing(_, _, .bridging?): return "showing (re-bridging)"
        case .showing(_, _, .checkingSession?): return "showing (checking session)"
        case .showing: return "showing"
        case .stopped: return "stopped"
        }
    }
}

extension WebSessionMachine {
    /// Something the machine's owner saw or was asked. Events that can start a recovery or a restart carry
    /// the time, so that the budgets are measured without a clock inside the machine. Navigation questions
    /// are not events: they go to `WebSessionMachine.decide(_:at:session:)`, which must answer with a policy.
    package enum Event: Sendable, Equatable, CustomStringConvertible {
        /// The app called `loadPage()`: load the initial URL.
        case loadPage
        /// The app called `reload()`; `shown` is the engine's committed URL, if any.
        case reloadRequested(shown: URL?)
        /// The user or the page asked to go back; `canGoBack` is the engine's.
        case goBackRequested(canGoBack: Bool)
        /// The app called `stopLoading()`.
        case stopRequested
        /// The token asked for by ``Action/requestToken`` or ``Action/refreshToken(rejected:)`` arrived at
        /// `at` (the bridge dates the new web session from then). `holdForTheme` when the theme's ids are not
        /// yet the user's preferences: the bridge waits for ``Action/writeThemePreference``.
        case tokenReceived(AccessToken, at: Date, holdForTheme: Bool = false)
        /// The theme write the bridge was held for ended (written or failed) at `at`: the bridge goes out.
        case themePreferenceSettled(at: Date)
        /// No token could be obtained: `error` is what the delegate hears (``NowWebError/tokenUnavailable(mustSignIn:)``,
        /// or ``NowWebError/sdkNotConfigured`` for a service made before the SDK was configured).
        case tokenFailed(NowWebError)
        /// The token request's deadline (`NowWebService.Options.tokenDeadline`) passed without an answer: the
        /// wait is given up (the core's own acquisition may go on for the next request).
        case tokenDeadlinePassed
        /// The user is a guest (the host app returned no tokens): load without a bearer; only public pages
        /// show.
        case guestAccess
        /// The engine reports what happened.
        case engine(WebEngineEvent, at: Date)
        /// The background bridge (``Action/bridgeInBackground(url:token:)``) ended at `at`: `succeeded` when the
        /// instance answered the bearer with a page of a new session.
        case backgroundBridgeEnded(succeeded: Bool, at: Date)
        /// The session check (``Action/checkSessionInBackground(url:)``) ended at `at`: `isLoggedIn` when the
        /// instance said the session lives.
        case sessionChecked(isLoggedIn: Bool, at: Date)
        /// The page went on screen or off it (its view appeared or disappeared, the app went to the background
        /// or came back). A content process that dies off screen is brought back when the page shows again.
        case visibilityChanged(isOnScreen: Bool, at: Date)

        /// The event with tokens and queries left out, for logs.
        package var description: String {
            switch self {
            case .loadPage: return "loadPage"
            case .reloadRequested(let shown): return "reloadRequested(shown: \(shown?.redactedForLog ?? "none"))"
            case .goBackRequested(let canGoBack): return "goBackRequested(canGoBack: \(canGoBack))"
            case .stopRequested: return "stopRequested"
            case .tokenReceived(_, _, let hold): return "tokenReceived(<token>, holdForTheme: \(hold))"
            case .themePreferenceSettled: return "themePreferenceSettled"
            case .tokenFailed(.tokenUnavailable(let mustSignIn)): return "tokenFailed(mustSignIn: \(mustSignIn))"
            case .tokenFailed(let error): return "tokenFailed(\(error.caseName))"
            case .tokenDeadlinePassed: return "tokenDeadlinePassed"
            case .guestAccess: return "guestAccess"
            case .engine(let event, _): return "engine(\(event.redactedDescription))"
            case .visibilityChanged(let isOnScreen, _): return "visibilityChanged(isOnScreen: \(isOnScreen))"
            case .backgroundBridgeEnded(let succeeded, _): return "backgroundBridgeEnded(succeeded: \(succeeded))"
            case .sessionChecked(let isLoggedIn, _): return "sessionChecked(isLoggedIn: \(isLoggedIn))"
            }
        }

        /// Whether the event answers the token request under way (so that no ``Action/cancelTokenRequest`` is
        /// due for it).
        var answersTokenRequest: Bool {
            switch self {
            case .tokenReceived, .tokenFailed, .guestAccess, .tokenDeadlinePassed, .themePreferenceSettled: return true
            case .loadPage, .reloadRequested, .goBackRequested, .stopRequested, .engine, .visibilityChanged,
                .backgroundBridgeEnded, .sessionChecked:
                return false
            }
        }

        /// No token could be obtained for a reason of the token's own: ``NowWebError/tokenUnavailable(mustSignIn:)``,
        /// `mustSignIn` when the failure is terminal (revoked, `invalid_grant`).
        package static func tokenFailed(mustSignIn: Bool) -> Event {
            .tokenFailed(.tokenUnavailable(mustSignIn: mustSignIn))
        }
    }
}

extension NavigationAction {
    /// The hop with its query left out, for logs.
    package var redactedDescription: String {
        let frame = isMainFrame.map { $0 ? "main" : "sub" } ?? "unknown"
        return "\(kind.rawValue) \(url.redactedForLog), frame: \(frame)"
    }
}

extension WebEngineEvent {
    /// The event with queries left out, for logs.
    package var redactedDescription: String {
        switch self {
        case .redirected(let from, let to, let isMainFrame):
            return "redirected(\(from.redactedForLog) → \(to.redactedForLog), main: \(isMainFrame))"
        case .responseReceived(let response):
            return "response(\(response.statusCode) \(response.url.redactedForLog), main: \(response.isMainFrame))"
        case .committed(let url): return "committed(\(url.redactedForLog))"
        case .finished(let url): return "finished(\(url.redactedForLog))"
        case .failed(let url, let error): return "failed(\(url?.redactedForLog ?? "-"), \(error))"
        case .titleChanged: return "titleChanged"
        case .progressChanged(let progress): return "progress(\(progress))"
        case .sessionWatchSignal(let message): return "sessionWatchSignal(\(message.handlerName))"
        case .cabrilloMessage(let message): return "cabrilloMessage(\(message.handlerName))"
        case .downloadRefused(let response): return "downloadRefused(\(response.url.redactedForLog))"
        case .userInteracted(let isKey): return "userInteracted(isKey: \(isKey))"
        case .exportReceived: return "exportReceived"
        }
    }
}

extension WebSessionMachine {
    /// Something the machine's owner must do, in the order returned.
    package enum Action: Sendable, Equatable, CustomStringConvertible {
        /// Get an access token (the token provider may answer from its cache), then send
        /// ``Event/tokenReceived(_:at:)``, ``Event/guestAccess`` or ``Event/tokenFailed(mustSignIn:)``; a request
        /// replaces any still under way. The answer must come within the token deadline: past it, send
        /// ``Event/tokenDeadlinePassed`` and drop a late answer.
        case requestToken
        /// Tell the token provider that `rejected` (the token of the last bridge, if any) no longer opens a
        /// web session (`accessTokenDidFail`), then send the new token or the failure as for
        /// ``requestToken``. `nil` asks for a new token whatever the current one.
        case refreshToken(rejected: AccessToken?)
        /// Load `url` in the main frame with `Authorization: Bearer <token>` on that one request
        /// (``WebRequest/bridge(to:token:)``). The machine issues it only for a URL of the instance's exact
        /// origin; it is the only action that carries the token.
        case bridge(url: URL, token: AccessToken)
        /// Send `Authorization: Bearer <token>` to `url` in the page's data store, behind the page shown
        /// (nothing of it shows, no redirect is followed), so that the instance sets a new web session there;
        /// then send ``Event/backgroundBridgeEnded(succeeded:at:)``. Issued only for a URL of the instance's
        /// exact origin.
        case bridgeInBackground(url: URL, token: AccessToken)
        /// Ask, behind the page, whether its web session lives: `url` with the data store's cookies only, no
        /// redirect followed; then send ``Event/sessionChecked(isLoggedIn:at:)`` (`true` only for
        /// `X-Is-Logged-In: true`).
        case checkSessionInBackground(url: URL)
        /// Tell the page script that the session was renewed behind the page: the page's requests it holds
        /// go out again (``InPageSessionWatch/renewedFunctionPath``).
        case notifySessionRenewed
        /// Write the theme's ids as the signed-in user's preferences (the service's writer, shared by its
        /// controllers), then send ``Event/themePreferenceSettled(at:)``, written or not: the held bridge follows.
        case writeThemePreference
        /// Give up the token request under way, with its deadline, or the wait for the theme write a bridge is
        /// held for: the load that waited was stopped or superseded. A late answer is dropped (a theme write
        /// itself goes on: it is the service's).
        case cancelTokenRequest
        /// Feed `observation` to the data store's `WebSessionEstimate`, which every controller of the service
        /// shares (a session started or ended, the instance answered as logged in, an announced idle timeout).
        case recordSession(WebSessionEstimate.Observation)
        /// Tell the service's token keeper that a token was used, so that it refreshes the token ahead of its
        /// expiry for as long as the user is active.
        case keepTokenFresh(TokenUse)
        /// Load `url` in the main frame without a bearer (a guest's page, a reload, a restart).
        case load(URL)
        /// Stop the engine's current load (``WebEngine/stopLoading()``).
        case stopLoading
        /// Go back in the engine's history (``WebEngine/goBack()``).
        case goBack
        /// Tell the delegate that history is exhausted (`nowWebViewControllerDidRequestDismissal`).
        case requestDismissal
        /// Tell the delegate about a URL NowWeb does not show (`didReceive unsupportedUrl`).
        case reportUnsupportedURL(URL)
        /// An instance file the main frame, or a frame of the instance's origin, opened: the owner may fetch it
        /// natively into the app's attachment directory, else it goes to the delegate as an unsupported URL.
        case openFile(URL)
        /// Tell the delegate that navigation failed (`didFailNavigationWith`).
        case reportFailure(NowWebError)
        /// For observability: the main frame hit a login page; a recovery starts.
        case didDetectExpiry(LoginPageDetector.Reason)
        /// For observability: the session estimate said the session ended, so a main-frame navigation was
        /// cancelled before it went out; a recovery re-issues it with a fresh bearer.
        case didPredictExpiry(WebSessionEstimate.Reason)
        /// For observability: a recovery reload showed this page again.
        case didRecover(URL)
        /// The user is working in the page shown (trusted input at `at`) on a session bridged with a token: ask
        /// ``SessionKeepAlive/decide(input:estimate:policy:)`` with the data store's estimate, and when it says
        /// send, send the keep-alive on the session's cookie and record a success as activity.
        case offerKeepAlive(at: Date)

        /// Whether the action starts a main-frame navigation (or the token for one).
        var startsNavigation: Bool {
            switch self {
            case .requestToken, .refreshToken, .bridge, .load, .goBack: return true
            case .stopLoading, .requestDismissal, .reportUnsupportedURL, .openFile, .reportFailure, .didDetectExpiry,
                .didPredictExpiry, .didRecover, .cancelTokenRequest, .recordSession, .keepTokenFresh,
                .writeThemePreference, .bridgeInBackground, .notifySessionRenewed, .checkSessionInBackground,
                .offerKeepAlive:
                return false
            }
        }

        /// The action with tokens and queries left out, for logs.
        package var description: String {
            switch self {
            case .requestToken: return "requestToken"
            case .refreshToken(let rejected): return "refreshToken(rejected: \(rejected == nil ? "none" : "<token>"))"
            case .bridge(let url, _): return "bridge(\(url.redactedForLog), token: <token>)"
            case .load(let url): return "load(\(url.redactedForLog))"
            case .bridgeInBackground(let url, _): return "bridgeInBackground(\(url.redactedForLog), token: <token>)"
            case .notifySessionRenewed: return "notifySessionRenewed"
            case .checkSessionInBackground(let url): return "checkSessionInBackground(\(url.redactedForLog))"
            case .cancelTokenRequest: return "cancelTokenRequest"
            case .writeThemePreference: return "writeThemePreference"
            case .recordSession(let observation): return "recordSession(\(observation))"
            case .keepTokenFresh(let use): return "keepTokenFresh(\(use))"
            case .stopLoading: return "stopLoading"
            case .goBack: return "goBack"
            case .requestDismissal: return "requestDismissal"
            case .reportUnsupportedURL(let url): return "reportUnsupportedURL(\(url.redactedForLog))"
            case .openFile(let url): return "openFile(\(url.redactedForLog))"
            case .reportFailure(let error): return "reportFailure(\(error))"
            case .didDetectExpiry(let reason): return "didDetectExpiry(\(reason.rawValue))"
            case .didPredictExpiry(let reason): return "didPredictExpiry(\(reason.rawValue))"
            case .didRecover(let url): return "didRecover(\(url.redactedForLog))"
            case .offerKeepAlive: return "offerKeepAlive"
            }
        }

        /// The action's name without its payload, for tables.
        package var name: String {
            switch self {
            case .requestToken: return "requestToken"
            case .refreshToken: return "refreshToken"
            case .bridge: return "bridge"
            case .load: return "load"
            case .bridgeInBackground: return "bridgeInBackground"
            case .notifySessionRenewed: return "notifySessionRenewed"
            case .checkSessionInBackground: return "checkSessionInBackground"
            case .cancelTokenRequest: return "cancelTokenRequest"
            case .writeThemePreference: return "writeThemePreference"
            case .recordSession: return "recordSession"
            case .keepTokenFresh: return "keepTokenFresh"
            case .stopLoading: return "stopLoading"
            case .goBack: return "goBack"
            case .requestDismissal: return "requestDismissal"
            case .reportUnsupportedURL: return "reportUnsupportedURL"
            case .openFile: return "openFile"
            case .reportFailure(let error): return "reportFailure(.\(error.caseName))"
            case .didDetectExpiry: return "didDetectExpiry"
            case .didPredictExpiry: return "didPredictExpiry"
            case .didRecover: return "didRecover"
            case .offerKeepAlive: return "offerKeepAlive"
            }
        }
    }

    /// A use of the session's token that the token keeper times its next refresh by. Holds no token.
    package enum TokenUse: Sendable, Equatable {
        /// A token expiring at `tokenExpiresAt` (`nil`: it does not say) bridged a web session at `at`.
        case bridged(tokenExpiresAt: Date?, at: Date)
        /// The instance answered a page of the session as logged in at `at`: the user is active.
        case activity(at: Date)
    }

    /// The answer to a navigation question: the policy, which the engine must apply, and what the owner must
    /// do besides, in order. There is always a policy; no answer can be missing.
    package struct Decision: Sendable, Equatable, CustomStringConvertible {
        /// Whether the hop may go out.
        package let policy: NavigationPolicy
        /// What to do besides answering, in order.
        package let actions: [Action]

        /// Makes a decision.
        package init(_ policy: NavigationPolicy, then actions: [Action] = []) {
            self.policy = policy
            self.actions = actions
        }

        /// The policy and the actions, with tokens and queries left out.
        package var description: String {
            "\(policy)" + (actions.isEmpty ? "" : " then \(actions.map(\.description).joined(separator: ", "))")
        }
    }
}
