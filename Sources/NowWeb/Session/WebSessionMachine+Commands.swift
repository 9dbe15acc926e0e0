import Foundation

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
