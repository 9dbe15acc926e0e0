import Foundation
import NowInternal

// What the engine reports: main-frame facts are the backstop for hops the policy question could not catch.
extension WebSessionMachine {
    mutating func handleEngine(_ event: WebEngineEvent, at now: Date) -> [Action] {
        switch event {
        case .redirected(let from, let to, isMainFrame: true):
            placeHop(at: from)
            return backstop(
                detector.redirectDestination(to: to, cookieOnly: isCookieOnlyNavigation), url: to, at: now)
        case .responseReceived(let response) where response.isMainFrame:
            return observations(in: response, at: now) + receive(response, at: now)
        case .committed(let url):
            hasUnsavedInput = false
            let destination = detector.destination(of: url, kind: .redirect)
            guard destination == .page, detector.scope.contains(url) else {
                return backstop(destination, url: url, at: now)
            }
            return commit(url, at: now)
        case .failed(_, .cancelled), .failed(_, .javaScriptUnavailable):
            return []
        case .failed(let url, .contentProcessTerminated):
            return restart(showing: url, at: now)
        case .failed(let url, .network(let reason)):
            return failure(.networkFailure(page: url, reason: reason))
        case .failed(let url, .badResponse(let reason)):
            return failure(.badResponse(page: url, reason: reason))
        case .failed(let url, .trustRefused(let reason)):
            return failure(.trustRefused(page: url, reason: reason))
        case .failed(_, .engineUnavailable(let reason)):
            return fail(.engineUnavailable(reason: reason))
        case .downloadRefused(let response):
            return refusedDownload(response)
        case .sessionWatchSignal(let message):
            return inPageSignal(message, at: now)
        case .userInteracted(let isKey):
            return userInteracted(isKey: isKey, at: now)
        case .redirected, .responseReceived, .finished, .titleChanged, .progressChanged, .cabrilloMessage,
            .exportReceived:
            return []
        }
    }

    /// Notes the user's trusted input: a key makes the page hold unsaved input until the next commit, and input
    /// into a page of the session shown (bridged with a token, no background bridge or check under way) offers a
    /// keep-alive. Input while a page loads, a recovery runs or a guest browses offers none.
    private mutating func userInteracted(isKey: Bool, at now: Date) -> [Action] {
        if isKey { hasUnsavedInput = true }
        guard case .showing(_, _, let background) = state, credential?.token != nil else { return [] }
        switch background {
        case nil, .sessionAlive, .renewed: return [.offerKeepAlive(at: now)]
        case .checkingSession, .awaitingToken, .bridging: return []
        }
    }

    /// How soon after a recovery showed a page an in-page expiry of that page counts as the recovery failing.
    static let inPageLoopWindow: TimeInterval = 30

    /// Acts on a page that lost its session without a main-frame navigation (``InPageSessionWatch``): a data
    /// request of the page answered without a session, a login form the page put in place, or an instance
    /// frame that shows a login page.
    ///
    /// A refused request that carried no token of the dead session (no `X-UserToken`) can succeed on a new
    /// session as it is: the session is re-bridged behind the page (``BackgroundBridge``), and the page's held
    /// requests go out again once it is renewed, without a reload. Otherwise (the page's CSRF token died with
    /// its session, KB0565021; it shows its login already; the background bridge failed; the page is refused
    /// again soon after one renewed its session) the page the user is on (the top frame's URL, `pushState`
    /// included, when it is an instance page; else the page shown) is loaded again with the bearer, as a
    /// recovery: the same budget, and the same loop rule for its own load: when the page a recovery showed loses
    /// its session again within ``inPageLoopWindow``, the machine stops with ``NowWebError/loginLoop(page:)``.
    ///
    /// Only a signed-in page the main frame shows counts, from a frame of the instance's origin (the engine
    /// vouches for the origin), and only what the detector calls a login page: a foreign frame, a guest's
    /// public page, a form that posts anywhere else, or a signal while a load or a recovery runs changes
    /// nothing. A page that fakes the signal gets at most the recoveries of the budget, each to an instance page.
    private mutating func inPageSignal(_ message: ScriptMessage, at now: Date) -> [Action] {
        if let submitted = frameSubmissionMetLogin(message) {
            return [.stopLoading] + recover(from: submitted.reason, after: submitted.navigation, at: now)
        }
        guard let signal = InPageSessionSignal(message), let origin = message.origin,
            detector.scope.contains(origin), detector.scope.contains(signal.href),
            case .showing(let shown, let recoveredAt, let background) = state, credential?.token != nil
        else { return [] }
        let reason: LoginPageDetector.Reason
        var goesOnByItself = false
        var saysNothing = false
        switch signal.kind {
        case .refused(let status, let loggedIn, let sentUserToken):
            guard detector.refusalEndsSession(status: status, loggedIn: loggedIn) else { return [] }
            reason = .notLoggedIn
            goesOnByItself = !sentUserToken
            saysNothing = loggedIn == nil
        case .loginForm(let url) where detector.scope.contains(url):
            guard case .login(let found) = detector.verdict(for: url) else { return [] }
            reason = found
        case .document where !signal.isTopFrame:
            guard case .login(let found) = detector.verdict(for: signal.href) else { return [] }
            reason = found
        case .loginForm, .document, .refresh:
            return []
        }
        let onPage = signal.page.flatMap { page in
            detector.scope.contains(page) && detector.destination(of: page, kind: .redirect) == .page ? page : nil
        }
        let page = onPage ?? shown
        var renewedAt: Date?
        switch background {
        case .awaitingToken, .bridging, .checkingSession:
            // What runs behind the page answers this one too.
            return []
        case .sessionAlive(let at) where saysNothing && now.timeIntervalSince(at) < Self.inPageLoopWindow:
            // The session lived a moment ago: a 401 that does not say is the endpoint's own refusal.
            return []
        case .renewed(let at) where now.timeIntervalSince(at) < Self.inPageLoopWindow:
            renewedAt = at
        case .renewed, .sessionAlive, nil:
            break
        }
        let justRecovered = recoveredAt.map { now.timeIntervalSince($0) < Self.inPageLoopWindow } ?? false
        if saysNothing, renewedAt != nil || justRecovered {
            // A second recovery this soon is a loop, unless the session lives and the 401 was the endpoint's: ask.
            state = .showing(
                shown, recoveredAt: recoveredAt,
                background: .checkingSession(page: page, sentUserToken: !goesOnByItself, renewedAt: renewedAt))
            return [.checkSessionInBackground(url: page)]
        }
        return recover(
            reason, page: page, behind: shown, recoveredAt: recoveredAt, renewedAt: renewedAt,
            goesOnByItself: goesOnByItself, at: now)
    }

    /// A form sent in a frame the engine cannot name (the classic UI's `gsft_main` on WebKitGTK) whose answer was the
    /// login page, in that frame: the frame's reporter says so with its document, when the engine let the frame's
    /// redirect there go (an engine that asks no policy for it). The recovery lands on the last good page (the form
    /// is never sent again), as a main-frame form's would; `nil` for anything else.
    private func frameSubmissionMetLogin(_ message: ScriptMessage)
        -> (reason: LoginPageDetector.Reason, navigation: Navigation)?
    {
        guard let signal = InPageSessionSignal(message), case .document = signal.kind, !signal.isTopFrame,
            let origin = message.origin, detector.scope.contains(origin)
        else { return nil }
        return frameSubmissionMetLogin(at: signal.href)
    }

    /// The one decision for a frame's form that met the login page at `url`: the frame's own redirect there (asked
    /// as a policy, cancelled before the login page is requested) or its reporter in the login page (the backstop).
    /// Only while such a form is the navigation under way, sent on the session's cookies by a signed-in user, and
    /// only for the instance's own login page.
    func frameSubmissionMetLogin(at url: URL) -> (reason: LoginPageDetector.Reason, navigation: Navigation)? {
        guard case .loading(let navigation) = state, navigation.isSubmission, navigation.target == nil,
            !navigation.isRecovery, navigation.bearer == nil, credential?.token != nil,
            detector.scope.contains(url), case .login(let reason) = detector.verdict(for: url)
        else { return nil }
        return (reason, navigation)
    }

    /// Recovers the page that lost its session in place: behind it when it can go on by itself, else by a
    /// reload; a reload, as the same recovery, when a re-bridge behind it renewed the session at `renewedAt`
    /// (within the loop window) and the page still could not go on; a loop when the page a recovery showed at
    /// `recoveredAt` lost its session again within the loop window.
    private mutating func recover(
        _ reason: LoginPageDetector.Reason, page: URL, behind shown: URL, recoveredAt: Date?, renewedAt: Date?,
        goesOnByItself: Bool, at now: Date
    ) -> [Action] {
        if renewedAt != nil { return [.stopLoading] + startBridge(to: page, isRecovery: true) }
        // The page a recovery has just shown lost its session again at once: the new session does not hold,
        // as a renewed bearer that meets login again (the recovery's load, renewing, then a loop).
        let justRecovered = recoveredAt.map { now.timeIntervalSince($0) < Self.inPageLoopWindow } ?? false
        if goesOnByItself, !justRecovered {
            return bridgeInBackground(page, behind: shown, recoveredAt: recoveredAt, at: now)
        }
        var navigation = Navigation(target: page)
        if justRecovered { (navigation.isRecovery, navigation.bearer) = (true, .renewed) }
        state = .loading(navigation)
        return [.stopLoading] + recover(from: reason, after: navigation, at: now)
    }

    /// Takes in the session check's answer: a live session leaves the page as it is (the 401 was the
    /// endpoint's); a dead one is recovered as the signal that asked would have been.
    mutating func endSessionCheck(isLoggedIn: Bool, at now: Date) -> [Action] {
        guard
            case .showing(let shown, let recoveredAt, .checkingSession(let page, let sentUserToken, let renewedAt)?) =
                state
        else { return [] }
        guard !isLoggedIn else {
            state = .showing(shown, recoveredAt: recoveredAt, background: .sessionAlive(at: now))
            return []
        }
        state = .showing(shown, recoveredAt: recoveredAt, background: renewedAt.map { .renewed(at: $0) })
        return recover(
            .notLoggedIn, page: page, behind: shown, recoveredAt: recoveredAt, renewedAt: renewedAt,
            goesOnByItself: !sentUserToken, at: now)
    }

    /// A file the engine would not save: another site's is dropped, as a page's frames of other sites never
    /// reach the app. An instance's opened by the main frame, or by a frame the engine vouches is of the
    /// instance's origin, is the user's: ``Action/openFile(_:)`` (fetched natively when it is an attachment and
    /// the app chose a directory). A frame of another origin cannot make the app fetch, store and preview
    /// instance files (R3-L-7): its file is dropped; from a frame the engine cannot place, the app only hears
    /// of the URL (it may fetch it with the session's token, or open it elsewhere). A main-frame one ends its
    /// navigation, leaving the page shown, so that the engine's word that the load was cut short is no failure.
    private mutating func refusedDownload(_ response: WebResponse) -> [Action] {
        if response.isMainFrame, case .loading(let navigation) = state { state = .stopped(navigation) }
        guard detector.scope.contains(response.url) else { return [] }
        guard !response.isMainFrame else { return [.openFile(response.url)] }
        guard let frame = response.frameOrigin else { return [.reportUnsupportedURL(response.url)] }
        return detector.scope.contains(frame) ? [.openFile(response.url)] : []
    }

    /// What a main-frame response of the instance says about the session, for the shared estimate and the
    /// token keeper: the idle timeout it announces, and that the session was alive when it answered.
    private func observations(in response: WebResponse, at now: Date) -> [Action] {
        guard detector.scope.contains(response.url) else { return [] }
        var actions: [Action] = []
        if let timeout = response.announcedIdleTimeout {
            actions.append(.recordSession(.announcedIdleTimeout(timeout)))
        }
        if response.isLoggedIn == true {
            actions += [.recordSession(.activity(at: now)), .keepTokenFresh(.activity(at: now))]
        }
        return actions
    }

    /// Makes a hop of unknown frame to `url` that the machine let go the navigation under way, with `url` as
    /// its target, when a main-frame event shows the main frame loads it: a main-frame redirect from `url`, or
    /// a main-frame response of `url`.
    ///
    /// WebKitGTK names no frame when it asks about a link its top-frame listener did not see clicked, a
    /// script's navigation, or a frame's link to the top; its main-frame events name the URL. Without this, a
    /// recovery after such a hop would not know the page the user or the page asked for, and would land on the
    /// last good page. Only a GET the machine saw asked about counts (``unplacedHops``), and only while a
    /// navigation of the session's may start (a page shown, or loading).
    mutating func placeHop(at url: URL) {
        switch state {
        case .loading, .showing:
            guard unplacedHops.take(url) else { return }
            state = .loading(Navigation(target: url))
        case .notStarted, .awaitingToken, .recovering, .holdingBridge, .stopped:
            return
        }
    }

    /// Records a main-frame response's status and acts on a login page answered in place.
    private mutating func receive(_ response: WebResponse, at now: Date) -> [Action] {
        placeHop(at: response.url)
        switch state {
        case .loading(var navigation):
            navigation.status = response.statusCode
            state = .loading(navigation)
        case .showing:
            // A response with no question before it (an engine that asks none): a navigation started.
            state = .loading(Navigation(status: response.statusCode))
        case .notStarted, .awaitingToken, .recovering, .holdingBridge, .stopped:
            break
        }
        // Public pages tell guests they are not logged in; only a login URL means anything to a guest.
        let isGuest = if case .guest = credential { true } else { false }
        let notLoggedIn = detector.saysNotLoggedIn(response, isGuest: isGuest)
        let destination = notLoggedIn ? .login(.notLoggedIn) : detector.destination(of: response.url, kind: .redirect)
        return backstop(destination, url: response.url, at: now)
    }

    /// Acts on a main-frame signal the policy decision could not catch (engines that cannot tell frames
    /// apart, login pages answered in place), unless a recovery or a report already covers it.
    ///
    /// While a token is awaited (the first bridge's or a recovery's) nothing of the session's loads, so a page
    /// off the instance that reaches the main frame then came from a hop the engine could not place (a page
    /// script's): it is stopped, and goes to the app as any off-instance page does, before it can show in the
    /// app's chrome; the token's load still follows.
    private mutating func backstop(_ destination: LoginPageDetector.Destination, url: URL, at now: Date) -> [Action] {
        guard destination != .page else { return [] }
        if state.isAwaitingToken {
            switch destination {
            case .refused: return [.stopLoading]
            case .unsupported: return [.stopLoading, .reportUnsupportedURL(url)]
            case .login, .page: return []
            }
        }
        guard let navigation = state.activeNavigation else { return [] }
        switch destination {
        case .login(let reason):
            return [.stopLoading] + recover(from: reason, after: navigation, at: now)
        case .refused:
            abandonNavigation()
            return [.stopLoading]
        case .unsupported, .page:
            abandonNavigation()
            return [.stopLoading, .reportUnsupportedURL(url)]
        }
    }

    /// The main frame shows an instance page: remember it when it is good, and say when a recovery worked.
    private mutating func commit(_ url: URL, at now: Date) -> [Action] {
        let navigation: Navigation
        switch state {
        case .loading(let current), .stopped(let current): navigation = current
        case .showing: navigation = Navigation()
        case .notStarted, .awaitingToken, .recovering, .holdingBridge: return []
        }
        state = .showing(url, recoveredAt: navigation.isRecovery ? now : nil)
        unplacedHops.removeAll()
        guard (navigation.status ?? 200) < 400 else { return [] }
        lastGoodPage = url
        return navigation.isRecovery ? [.didRecover(url)] : []
    }

    /// Reports a failed main-frame load, unless the machine gave that load up already (it may still fail
    /// on its way out, which is no news to the app).
    private mutating func failure(_ error: NowWebError) -> [Action] {
        guard state.activeNavigation != nil else { return [] }
        return fail(error)
    }

    /// Brings the page back after the engine's content process died, within the restart budget; off screen,
    /// once the page shows again (a page reloaded in the background is what the system kills next, and nobody
    /// would see it), so that several deaths off screen cost one reload and no budget until then.
    mutating func restart(showing url: URL?, at now: Date) -> [Action] {
        switch state {
        case .notStarted, .awaitingToken, .recovering, .holdingBridge:
            // Nothing of the session's shows yet, or the token-bearing load on its way brings the page back.
            return []
        case .loading, .showing, .stopped:
            if case .offScreen(let earlier) = visibility {
                visibility = .offScreen(deferredRestart: DeferredRestart(shown: url ?? earlier?.shown))
                return []
            }
            guard budgets.restart.spend(at: now) else {
                return fail(.contentProcessTerminated(page: url ?? lastGoodPage))
            }
            guard let page = lastGoodPage else { return fail(nil) + startBridge(to: initialURL, isRecovery: false) }
            state = .loading(.issued(page))
            return [.load(page)]
        }
    }
}
