import Foundation
import NowInternal
import NowSDK

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
        /// The main frame committed `url` and no navigation has started since.
        case showing(URL)
        /// The machine cancelled, stopped or reported the main frame's navigation; what the engine still says
        /// about it is an echo, not news. A new navigation or a reload starts loading again.
        case stopped(Navigation)
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
        var recovery: RecoveryBudget
        var restart: RecoveryBudget

        init(_ configuration: Configuration) {
            recovery = RecoveryBudget(limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
            restart = RecoveryBudget(limit: configuration.recoveriesPerWindow, window: configuration.recoveryWindow)
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

    /// The state's name without its payload, for tables and logs.
    package var name: String {
        switch self {
        case .notStarted: return "not started"
        case .awaitingToken: return "awaiting token"
        case .recovering: return "recovering"
        case .holdingBridge: return "holding bridge"
        case .loading(let navigation): return navigation.isRecovery ? "loading (recovery)" : "loading"
        case .showing: return "showing"
        case .stopped: return "stopped"
        }
    }
}
