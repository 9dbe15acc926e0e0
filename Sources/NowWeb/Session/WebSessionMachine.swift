import Foundation
import NowInternal
import NowSDK

/// Every decision a `NowWebViewController` makes about its web session, as a pure value: events in,
/// actions out, no I/O and no clock.
///
/// The owner feeds it ``Event``s (the app's commands, token answers, the engine's events) and performs the
/// returned ``Action``s in order. The engine's navigation questions go to ``decide(_:at:session:)``, whose
/// ``Decision`` always holds a policy. Where the session stands is one ``State`` value; the article
/// "Session bridging and recovery" lists every transition, and a test checks that list against this code.
///
/// The machine keeps these promises:
/// - The bearer token goes only on the main-frame loads the machine issues (``Action/bridge(url:token:)``:
///   the first load and each recovery), and only to the instance's exact origin.
/// - A main-frame hop to a login page is cancelled before it goes out; the login page is never shown.
///   Subframes never start a recovery.
/// - A recovery loads the page the interrupted navigation was going to (see ``Landing``) with a valid token:
///   the provider's current one when the session merely ended, a renewed one when the instance turned the
///   bearer itself away. One recovery per navigation: when a renewed token lands on login again the machine
///   stops and reports ``NowWebError/loginLoop(page:)``. At most
///   ``Configuration/recoveriesPerWindow`` recoveries per ``Configuration/recoveryWindow``, and as many
///   content-process restarts.
///
/// Everything the machine knows is in its properties: where the session stands is ``state`` (whose payloads
/// hold each navigation's facts, the renewal a recovery waits for and a load the machine issued), with the
/// session-wide facts beside it (the last good page, the credential, the budgets, the visibility). What its
/// owner must record (the shared session estimate, the token keeper) and the token request's life (its
/// deadline, giving it up) are actions like the loads, so that no policy is left to the owner.
///
/// The code reads in one direction: this file holds the stored state, dispatches and serves the app's
/// commands, `+Navigation` answers policy questions and predicts, `+EngineEvents` reads what the engine reports,
/// and `+Recovery` bridges, recovers and fails; no file calls one before it in this list, except that
/// `+EngineEvents` asks `+Navigation` whether a main-frame redirect is a sign-on hop. `+Types` holds the
/// vocabulary (``State``, ``Event``, ``Action``), and the detector classifies every hop
/// (`LoginPageDetector/destination(of:kind:)`).
package struct WebSessionMachine: Sendable {

    /// Recovery limits (``NowWebService/Recovery``).
    package typealias Configuration = NowWebService.Recovery
    /// Where a recovery lands (``NowWebService/Recovery/Landing``).
    package typealias Landing = NowWebService.Recovery.Landing

    /// The page `loadPage()` shows, on the instance.
    package let initialURL: URL
    /// The login page rules, which also hold the instance's scope.
    package let detector: LoginPageDetector
    /// The limits in force.
    package let configuration: Configuration
    /// Where the session stands.
    package internal(set) var state: State = .notStarted
    /// The last main-frame page on the instance that committed without being a login page.
    package internal(set) var lastGoodPage: URL?

    /// How the session's pages load: with the token of the last bridge, or as a guest; `nil` before the first.
    var credential: Credential?
    /// The recovery budget and the content-process restart budget.
    var budgets: Budgets
    /// Whether the page is on screen (``Event/visibilityChanged(isOnScreen:at:)``), with a restart put off
    /// while it is not; until told otherwise, it is on screen.
    var visibility: Visibility = .onScreen
    /// The URLs of the latest hops of unknown frame that the machine let go and a recovery could load again
    /// (GETs), newest last, at most ``UnplacedHops/capacity``: until a main-frame event places one (a main-frame
    /// redirect from it, or a main-frame response of it), it may be a frame's. WebKitGTK names no frame for a
    /// link its top-frame listener did not see clicked, a script's navigation, or a frame's link to the top.
    var unplacedHops = UnplacedHops()
    /// Whether the user typed into the page since the main frame's last commit (trusted key input,
    /// ``WebEngineEvent/userInteracted(isKey:)``): what a reload of the page would lose.
    package internal(set) var hasUnsavedInput = false

    /// Makes a machine for a controller that shows `initialURL` (already resolved by ``InstanceScope``).
    package init(initialURL: URL, detector: LoginPageDetector, configuration: Configuration = Configuration()) {
        self.initialURL = initialURL
        self.detector = detector
        self.configuration = configuration
        self.budgets = Budgets(configuration)
    }

    /// Whether the page is on screen (``Event/visibilityChanged(isOnScreen:at:)``); until told otherwise, it is.
    package var isOnScreen: Bool {
        guard case .offScreen = visibility else { return true }
        return false
    }

    /// Whether a recovery is waiting for its token.
    package var isRecovering: Bool {
        guard case .recovering = state else { return false }
        return true
    }

    /// Takes in `event` and returns what to do, in order.
    package mutating func handle(_ event: Event) -> [Action] {
        let wasAwaitingToken = state.awaitsToken
        var actions: [Action]
        switch event {
        case .loadPage: actions = start()
        case .reloadRequested(let shown): actions = reload(shown: shown)
        case .goBackRequested(let canGoBack): actions = goBack(canGoBack: canGoBack)
        case .stopRequested: actions = stop()
        case .engine(let event, let now): actions = handleEngine(event, at: now)
        case .tokenReceived(let token, let now, let hold): actions = receive(token, at: now, holdForTheme: hold)
        case .themePreferenceSettled(let now): actions = releaseBridge(at: now)
        case .guestAccess: actions = receiveGuestAccess()
        case .tokenFailed(let error): actions = receiveTokenFailure(error)
        case .tokenDeadlinePassed: actions = receiveTokenFailure(.tokenUnavailable(mustSignIn: false))
        case .visibilityChanged(let isOnScreen, let now): actions = changeVisibility(isOnScreen: isOnScreen, at: now)
        case .backgroundBridgeEnded(let succeeded, let now):
            actions = endBackgroundBridge(succeeded: succeeded, at: now)
        case .sessionChecked(let isLoggedIn, let now): actions = endSessionCheck(isLoggedIn: isLoggedIn, at: now)
        }
        // A page on its way, or one the engine committed, brings the view back: a put-off restart is moot.
        if case .engine(.committed, _) = event { visibility.dropDeferredRestart() }
        if actions.contains(where: \.startsNavigation) { visibility.dropDeferredRestart() }
        if wasAwaitingToken, !state.awaitsToken, !event.answersTokenRequest { actions.append(.cancelTokenRequest) }
        return actions
    }
}

extension WebSessionMachine: CustomStringConvertible, CustomReflectable {
    /// The machine's state without the token it holds, for logs.
    package var description: String {
        "WebSessionMachine(state: \(state.name), recovering: \(isRecovering), "
            + "lastGoodPage: \(lastGoodPage?.redactedForLog ?? "none"))"
    }

    /// Only the state that is safe to show, so that `dump` and debuggers never print the bridge token.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "state": state.name, "recovering": isRecovering,
                "lastGoodPage": lastGoodPage?.redactedForLog as Any,
            ],
            displayStyle: .struct)
    }
}

// The app's commands: `loadPage()`, `reload()`, `goBack()` and `stopLoading()` of the controller, and whether
// its page is on screen.
extension WebSessionMachine {
    /// Starts the bridge to the initial page, once: a page already shown or on its way is not loaded again.
    mutating func start() -> [Action] {
        guard case .notStarted = state else { return [] }
        return startBridge(to: initialURL, isRecovery: false)
    }

    /// Loads the page shown again (the last good page when the engine shows none) as a new navigation, so
    /// that its failure is reported even when the machine had given up the previous one.
    mutating func reload(shown: URL?) -> [Action] {
        switch state {
        case .notStarted:
            return start()
        case .awaitingToken, .recovering, .holdingBridge:
            // The token-bearing load on its way is the reload.
            return []
        case .loading, .showing, .stopped:
            guard let page = shown ?? lastGoodPage else { return [] }
            state = .loading(.issued(page))
            return [.load(page)]
        }
    }

    /// Goes back in the engine's history, or asks for dismissal when it has none. The engine asks for the
    /// hop's policy like any other navigation's.
    func goBack(canGoBack: Bool) -> [Action] {
        [canGoBack ? .goBack : .requestDismissal]
    }

    /// Records whether the page is on screen; coming on screen runs a restart put off while it was not.
    mutating func changeVisibility(isOnScreen: Bool, at now: Date) -> [Action] {
        let deferred: DeferredRestart?
        switch visibility {
        case .onScreen: deferred = nil
        case .offScreen(let restart): deferred = restart
        }
        guard isOnScreen else {
            visibility = .offScreen(deferredRestart: deferred)
            return []
        }
        visibility = .onScreen
        guard let deferred else { return [] }
        return restart(showing: deferred.shown, at: now)
    }

    /// Stops the engine's load and gives up the navigation, or the token-bearing load still waiting.
    mutating func stop() -> [Action] {
        switch state {
        case .loading(let navigation): state = .stopped(navigation)
        case .awaitingToken, .recovering, .holdingBridge:
            state = lastGoodPage == nil ? .notStarted : .stopped(Navigation())
        case .notStarted, .showing, .stopped: break
        }
        return [.stopLoading]
    }
}
