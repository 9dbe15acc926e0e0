import Foundation
import NowInternal
import NowSDK

// Token-bearing loads: the first bridge, recoveries, the token answers, and giving up.
extension WebSessionMachine {
    /// Asks for a token to load `url` with the bearer, if `url` may receive it: any valid token, or with
    /// `renewing`, a new one in place of the token the instance turned away.
    mutating func startBridge(to url: URL, isRecovery: Bool, renewing: Bool = false) -> [Action] {
        guard detector.scope.contains(url) else { return fail(nil) + [.reportUnsupportedURL(url)] }
        state = isRecovery ? .recovering(url) : .awaitingToken(url)
        renewsToken = renewing
        return renewing ? [.refreshToken(rejected: credential?.token)] : [.requestToken]
    }

    /// Starts a recovery after `navigation`'s main frame hit a login page (at `loginURL`), or stops when that
    /// would loop or overspend.
    ///
    /// A navigation that went out with cookies only met a session that ended: any valid token opens a new
    /// one, so the provider may answer from its cache. A navigation that carried a valid bearer and still met
    /// login had its token turned away: the recovery asks for a new one, and when a new token meets login
    /// too, that is a loop. Renewing the token of a recovery is part of that recovery, not a second one.
    mutating func recover(
        from reason: LoginPageDetector.Reason, after navigation: Navigation, at now: Date, loginURL: URL? = nil
    ) -> [Action] {
        let page = navigation.target ?? lastGoodPage ?? initialURL
        if navigation.bearer == .renewed { return fail(.loginLoop(page: page)) }
        let renewing = navigation.bearer == .valid && credential?.token != nil
        if navigation.isRecovery {
            guard renewing else { return fail(.loginLoop(page: page)) }
            return startBridge(to: landing(after: navigation, loginURL: loginURL), isRecovery: true, renewing: true)
        }
        let target = landing(after: navigation, loginURL: loginURL)
        guard recoveryBudget.spend(at: now) else {
            return fail(.recoveryBudgetExhausted(recoveries: recoveryBudget.limit, window: recoveryBudget.window))
        }
        return [.didDetectExpiry(reason)] + startBridge(to: target, isRecovery: true, renewing: renewing)
    }

    /// Loads the waiting page with the bearer: the only place a token leaves the machine.
    mutating func receive(_ token: AccessToken) -> [Action] {
        let url: URL
        let isRecovery: Bool
        switch state {
        case .awaitingToken(let page): (url, isRecovery) = (page, false)
        case .recovering(let page): (url, isRecovery) = (page, true)
        case .notStarted, .loading, .showing, .stopped: return []
        }
        credential = .bearer(token)
        state = .loading(Navigation(isRecovery: isRecovery, bearer: renewsToken ? .renewed : .valid, target: url))
        ownLoad = url
        return [.bridge(url: url, token: token)]
    }

    /// Loads the waiting page without a bearer; a guest who hit a login page cannot be signed in by reloading.
    mutating func receiveGuestAccess() -> [Action] {
        switch state {
        case .awaitingToken(let page):
            credential = .guest
            state = .loading(Navigation())
            ownLoad = page
            return [.load(page)]
        case .recovering:
            return fail(.signInRequired)
        case .notStarted, .loading, .showing, .stopped:
            return []
        }
    }

    /// Reports that no token could be had for the waiting load.
    mutating func receiveTokenFailure(mustSignIn: Bool) -> [Action] {
        switch state {
        case .awaitingToken, .recovering: return fail(.tokenUnavailable(mustSignIn: mustSignIn))
        case .notStarted, .loading, .showing, .stopped: return []
        }
    }

    /// Gives up the navigation under way: what the engine still says about it is an echo.
    mutating func abandonNavigation() {
        switch state {
        case .loading(let navigation): state = .stopped(navigation)
        case .showing: state = .stopped(Navigation())
        case .notStarted, .awaitingToken, .recovering, .stopped: break
        }
    }

    /// Abandons the current navigation and any waiting load, and reports `error` if there is one. With no
    /// page shown yet, the next `loadPage` starts over.
    mutating func fail(_ error: NowWebError?) -> [Action] {
        state = lastGoodPage == nil ? .notStarted : .stopped(Navigation())
        return error.map { [.reportFailure($0)] } ?? []
    }
}
