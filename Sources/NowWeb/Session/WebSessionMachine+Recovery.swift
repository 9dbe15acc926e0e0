import Foundation
import NowInternal
import NowSDK

// Token-bearing loads: the first bridge, predictions, recoveries and where they land, the token answers, and
// giving up.
extension WebSessionMachine {
    /// Asks for a token to load `url` with the bearer, if `url` may receive it: any valid token, or with
    /// `renewing`, a new one in place of the token the instance turned away.
    mutating func startBridge(to url: URL, isRecovery: Bool, renewing: Bool = false) -> [Action] {
        guard detector.scope.contains(url) else { return fail(nil) + [.reportUnsupportedURL(url)] }
        state = isRecovery ? .recovering(url, renewing: renewing) : .awaitingToken(url)
        return renewing ? [.refreshToken(rejected: credential?.token)] : [.requestToken]
    }

    /// Starts a recovery after `navigation`'s main frame hit a login page, or stops when that
    /// would loop or overspend.
    ///
    /// A navigation that went out with cookies only met a session that ended: any valid token opens a new
    /// one, so the provider may answer from its cache. A navigation that carried a valid bearer and still met
    /// login had its token turned away: the recovery asks for a new one, and when a new token meets login
    /// too, that is a loop. Renewing the token of a recovery is part of that recovery, not a second one.
    mutating func recover(from reason: LoginPageDetector.Reason, after navigation: Navigation, at now: Date)
        -> [Action]
    {
        let page = navigation.target ?? lastGoodPage ?? initialURL
        if navigation.bearer == .renewed { return fail(.loginLoop(page: page)) }
        let renewing = navigation.bearer == .valid && credential?.token != nil
        if navigation.isRecovery {
            guard renewing else { return fail(.loginLoop(page: page)) }
            return startBridge(to: landing(after: navigation), isRecovery: true, renewing: true)
        }
        let target = landing(after: navigation)
        guard budgets.recovery.spend(at: now) else {
            return fail(
                .recoveryBudgetExhausted(recoveries: budgets.recovery.limit, window: budgets.recovery.window))
        }
        // The instance ended the session, at the latest now: every controller of the service learns it.
        return [.didDetectExpiry(reason), .recordSession(.sessionEnded(at: now))]
            + startBridge(to: target, isRecovery: true, renewing: renewing)
    }

    /// Loads the waiting page with the bearer, or holds that load for the theme write first. The instance
    /// dates the new session from the bridge at the earliest, so the bridge's time is a conservative start;
    /// the token keeper times its refresh from it.
    mutating func receive(_ token: AccessToken, at now: Date, holdForTheme: Bool) -> [Action] {
        let url: URL
        let isRecovery: Bool
        let renewed: Bool
        switch state {
        case .awaitingToken(let page): (url, isRecovery, renewed) = (page, false, false)
        case .recovering(let page, let renewing): (url, isRecovery, renewed) = (page, true, renewing)
        case .showing(let shown, let recoveredAt, .awaitingToken(let page)?):
            // Behind the page, the theme's ids do not matter: the page keeps the theme it opened in.
            credential = .bearer(token)
            state = .showing(shown, recoveredAt: recoveredAt, background: .bridging(page: page))
            return [
                .recordSession(.sessionStarted(at: now, tokenExpiresAt: token.expiresAt)),
                .keepTokenFresh(.bridged(tokenExpiresAt: token.expiresAt, at: now)),
                .bridgeInBackground(url: page, token: token),
            ]
        case .notStarted, .holdingBridge, .loading, .showing, .stopped: return []
        }
        credential = .bearer(token)
        guard !holdForTheme else {
            state = .holdingBridge(url, isRecovery: isRecovery, renewed: renewed)
            return [.writeThemePreference]
        }
        return bridge(to: url, with: token, isRecovery: isRecovery, renewed: renewed, at: now)
    }

    /// Sends the bridge held for the theme write, now that the write ended.
    mutating func releaseBridge(at now: Date) -> [Action] {
        guard case .holdingBridge(let url, let isRecovery, let renewed) = state, let token = credential?.token else {
            return []
        }
        return bridge(to: url, with: token, isRecovery: isRecovery, renewed: renewed, at: now)
    }

    /// The token-bearing load: the only place a token leaves the machine.
    private mutating func bridge(
        to url: URL, with token: AccessToken, isRecovery: Bool, renewed: Bool, at now: Date
    ) -> [Action] {
        state = .loading(.issued(url, isRecovery: isRecovery, bearer: renewed ? .renewed : .valid))
        return [
            .recordSession(.sessionStarted(at: now, tokenExpiresAt: token.expiresAt)),
            .keepTokenFresh(.bridged(tokenExpiresAt: token.expiresAt, at: now)),
            .bridge(url: url, token: token),
        ]
    }

    /// Loads the waiting page without a bearer; a guest who hit a login page cannot be signed in by reloading.
    mutating func receiveGuestAccess() -> [Action] {
        switch state {
        case .awaitingToken(let page):
            credential = .guest
            state = .loading(Navigation(awaitsIssuedQuestion: true))
            return [.load(page)]
        case .recovering, .showing(_, _, .awaitingToken?):
            return fail(.signInRequired)
        case .notStarted, .holdingBridge, .loading, .showing, .stopped:
            return []
        }
    }

    /// Reports that no token could be had for the waiting load, as `error`.
    mutating func receiveTokenFailure(_ error: NowWebError) -> [Action] {
        switch state {
        case .awaitingToken, .recovering, .showing(_, _, .awaitingToken?):
            return fail(error)
        case .notStarted, .holdingBridge, .loading, .showing, .stopped: return []
        }
    }

    /// Starts a re-bridge of `page` behind `shown`, within the recovery budget: the token first.
    mutating func bridgeInBackground(_ page: URL, behind shown: URL, recoveredAt: Date?, at now: Date) -> [Action] {
        guard detector.scope.contains(page) else { return [] }
        guard budgets.recovery.spend(at: now) else {
            return fail(
                .recoveryBudgetExhausted(recoveries: budgets.recovery.limit, window: budgets.recovery.window))
        }
        state = .showing(shown, recoveredAt: recoveredAt, background: .awaitingToken(page: page))
        return [.didDetectExpiry(.notLoggedIn), .recordSession(.sessionEnded(at: now)), .requestToken]
    }

    /// Takes in the end of the background bridge: the page's held requests go out again on the new session;
    /// when the instance turned the bearer away (or could not be reached), the page is reloaded with a new
    /// token, as the same recovery (its budget is spent).
    mutating func endBackgroundBridge(succeeded: Bool, at now: Date) -> [Action] {
        guard case .showing(let shown, let recoveredAt, .bridging(let page)?) = state else { return [] }
        guard succeeded else {
            return [.stopLoading] + startBridge(to: page, isRecovery: true, renewing: credential?.token != nil)
        }
        state = .showing(shown, recoveredAt: recoveredAt, background: .renewed(at: now))
        return [.notifySessionRenewed, .didRecover(page)]
    }

    /// Gives up the navigation under way: what the engine still says about it is an echo.
    mutating func abandonNavigation() {
        switch state {
        case .loading(let navigation): state = .stopped(navigation)
        case .showing: state = .stopped(Navigation())
        case .notStarted, .awaitingToken, .recovering, .holdingBridge, .stopped: break
        }
    }

    /// Abandons the current navigation and any waiting load, and reports `error` if there is one. With no
    /// page shown yet, the next `loadPage` starts over.
    mutating func fail(_ error: NowWebError?) -> [Action] {
        state = lastGoodPage == nil ? .notStarted : .stopped(Navigation())
        return error.map { [.reportFailure($0)] } ?? []
    }

    // MARK: Where a recovery lands

    /// The page a recovery after `navigation` loads with the fresh bearer, per ``Configuration/landing``: the
    /// instance page the interrupted main-frame GET asked for, else the last good page.
    ///
    /// A login URL's `sysparm_goto_url` never chooses it (R3-L-6): a page, or a frame allowed to navigate the
    /// top, can send the main frame straight to `/login.do?sysparm_goto_url=<any instance URL>` (or through an
    /// instance redirect to it), which would make the app GET that URL with the bearer whenever it likes. The
    /// machine's own loads need no `goto`: their target is the page they load, which is what the instance's
    /// `goto` names.
    func landing(after navigation: Navigation) -> URL {
        let fallback = lastGoodPage ?? initialURL
        guard configuration.landing == .requestedPage, !navigation.isSubmission, let target = navigation.target,
            detector.scope.contains(target), detector.destination(of: target, kind: .redirect) == .page
        else { return fallback }
        return target
    }
}
