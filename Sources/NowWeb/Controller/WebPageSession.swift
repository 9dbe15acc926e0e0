import Foundation
import NowInternal
import NowSDK

/// One page's web session: owns the `WebSessionMachine` and the engine, answers the engine, and performs the
/// machine's actions (loads, the bridge, the token request under its deadline, the theme write the bridge
/// waits for, the session estimate and the token keeper). What the user or the app must hear goes to its
/// ``WebPageSessionHost`` (the controller) as a ``Report``; nothing else leaves it.
///
/// It is the engine's delegate, so the engine's questions and events never pass through the controller's
/// API (an app cannot forge an engine event), and a session whose host is gone still answers closed.
@MainActor
package final class WebPageSession: WebEngineDelegate {
    /// What the host hears.
    package enum Report {
        /// Something for the controller's observers (`bridged`, `expiryDetected`, `finished`...).
        case activity(NowWebViewController.Activity)
        /// The page failed: the host shows it and tells its delegate.
        case failure(NowWebError)
        /// A URL NowWeb does not show, for the host's delegate.
        case unsupportedURL(URL)
        /// An instance file the user's page opened: the host may download it natively, else it is an
        /// unsupported URL.
        case fileOpened(URL)
        /// The page asked to go back with no history: the host asks to be dismissed.
        case dismissalRequested
        /// The page's title changed.
        case titleChanged(String)
        /// The main frame committed to a new page: what the previous one asked for and showed goes.
        case pageCommitted
        /// The estimated load progress of the main frame, 0 to 1.
        case progress(Double)
        /// The main frame's load ended: finished, failed or cancelled.
        case loadEnded
        /// A page called a Cabrillo method: the host serves it (the machine has no part in it).
        case cabrilloMessage(ScriptMessage)
        /// The service was closed (its user logged out): the session ended, and the host tells its delegate
        /// ``NowWebError/serviceClosed``.
        case serviceClosed
        /// The session is expected to end soon: the host tells its observers and its delegate.
        case sessionEnding(NowWebViewController.Activity.SessionEndWarning)
        /// The engine wrote a file the instance's page made (``WebEngineEvent/exportReceived(file:name:)``): the
        /// host hands it to the app as an attachment, or deletes it.
        case exportReceived(file: URL, name: String)
    }

    /// The service whose core, scope, data store and preferences the session uses.
    package let service: NowWebService
    /// The engine that renders the page.
    package let engine: any WebEngine
    /// Where the session stands.
    package private(set) var machine: WebSessionMachine
    /// Who hears the reports and answers the page's panels, held weakly.
    weak var host: (any WebPageSessionHost)?
    /// The token request under way, if any: the package's tests await it to see how its answer was handled.
    package private(set) var tokenTask: Task<Void, Never>?
    /// The wait for a theme preference write (the service's), before a bridge or a theme reload.
    var themeWriteTask: Task<Void, Never>?
    /// The background bridge under way, if any (``SessionRebridge``).
    package private(set) var rebridgeTask: Task<Void, Never>?
    /// Whether a bridge has gone out: until then, the bridge itself writes the theme ids in force.
    private(set) var hasBridged = false
    /// The keep-alive under way, if any (``offerKeepAlive(at:)``).
    var keepAliveTask: Task<Void, Never>?
    /// The wait for the next warning of the session's end, and the moment it waits for (``watchSessionEnd()``).
    var endWarningWait: (task: Task<Void, Never>, due: Date)?
    /// The predicted end the host was warned of last: it is not warned of again.
    var warnedEnd: Date?
    /// Whether the session ended because its service was closed (``endsForClosedService(answeringApp:)``).
    private var hasEnded = false
    /// The theme ids in force (the controller's theme, set through `themeSelectionChanged(to:)`), which the user's
    /// preferences must hold before a bridge.
    var themeSelection: ThemePreferenceWriter.Selection
    /// What the user typed into the page, kept across one recovery that loads it again.
    package private(set) lazy var formKeeper = FormKeeper(
        scriptRunner: { [weak self] in self?.engine.capabilities.isolatedWorldScript }, clock: service.options.clock,
        report: { [weak self] activity in
            guard let self else { return }
            host?.pageSession(self, didReport: .activity(activity))
        })

    /// A session for `url` (resolved on the instance), on an engine the service's options make, with the theme
    /// ids `themeSelection` in force.
    init(service: NowWebService, url: URL, themeSelection: ThemePreferenceWriter.Selection) {
        self.service = service
        self.themeSelection = themeSelection
        let detector = LoginPageDetector(scope: service.scope, configuration: service.options.loginDetection)
        machine = WebSessionMachine(initialURL: url, detector: detector, configuration: service.options.recovery)
        engine = service.options.makeEngine(service.dataStore)
        // Logout's request obeys the app's hook too (R3-M-3); a deferred engine's real one hands it over itself.
        if let hook = engine.capabilities.trustHook { service.dataStore.useTrustHook(hook) }
        engine.delegate = self
        service.whenClosed { [weak self] in self?.formKeeper.drop() }
    }

    isolated deinit {
        tokenTask?.cancel()
        themeWriteTask?.cancel()
        rebridgeTask?.cancel()
        keepAliveTask?.cancel()
        endWarningWait?.task.cancel()
    }

    /// Takes in `event` and performs what the machine decides.
    package func handle(_ event: WebSessionMachine.Event) {
        perform(machine.handle(event))
    }

    /// Whether the page is on screen (see ``NowWebViewController/isOnScreen``).
    package var isOnScreen: Bool {
        get { machine.isOnScreen }
        set {
            guard newValue != machine.isOnScreen else { return }
            handle(.visibilityChanged(isOnScreen: newValue, at: service.options.clock.now()))
        }
    }

    /// Performs the machine's actions in order; none once the service was closed
    /// (``endsForClosedService(answeringApp:)``).
    func perform(_ actions: [WebSessionMachine.Action]) {
        guard !actions.isEmpty, !endsForClosedService() else { return }
        for action in actions {
            switch action {
            case .requestToken: fetchToken(refreshing: false, rejected: nil)
            case .refreshToken(let rejected): fetchToken(refreshing: true, rejected: rejected)
            case .bridge(let url, let token):
                hasBridged = true
                host?.pageSession(self, didReport: .activity(.bridged(url)))
                formKeeper.afterReading { [engine] in engine.load(.bridge(to: url, token: token)) }
            case .bridgeInBackground(let url, let token): bridgeInBackground(url, token: token)
            case .checkSessionInBackground(let url): checkSessionInBackground(url)
            case .notifySessionRenewed:
                formKeeper.drop()
                if let renewed = ScriptCallback(functionPath: InPageSessionWatch.renewedFunctionPath, argument: .null) {
                    engine.evaluate(renewed, in: .main)
                }
            case .writeThemePreference: writeThemeForBridge()
            case .load(let url): engine.load(WebRequest(url: url))
            case .cancelTokenRequest:
                tokenTask?.cancel()
                tokenTask = nil
                themeWriteTask?.cancel()
            case .recordSession(let observation): service.dataStore.recordSession(observation)
            case .keepTokenFresh(let use): service.tokenKeeper.note(use, for: service)
            case .stopLoading:
                themeWriteTask?.cancel()
                engine.stopLoading()
            case .goBack: engine.goBack()
            case .requestDismissal: host?.pageSession(self, didReport: .dismissalRequested)
            case .reportUnsupportedURL(let url): host?.pageSession(self, didReport: .unsupportedURL(url))
            case .openFile(let url): host?.pageSession(self, didReport: .fileOpened(url))
            case .reportFailure(let error): host?.pageSession(self, didReport: .failure(error))
            case .didDetectExpiry(let reason):
                formKeeper.expiryDetected()
                host?.pageSession(self, didReport: .activity(.expiryDetected(reason)))
            case .didPredictExpiry(let reason): host?.pageSession(self, didReport: .activity(.expiryPredicted(reason)))
            case .didRecover(let url): host?.pageSession(self, didReport: .activity(.recovered(url)))
            case .offerKeepAlive(let input): offerKeepAlive(at: input)
            }
        }
        if actions.contains(where: \.recordsSession) { watchSessionEnd() }
    }

    /// Gets a token from the core and feeds the answer to the machine. A refresh reports `rejected` (the
    /// token of the last bridge) so that the core refreshes only if no one else already did.
    ///
    /// The answer must come within ``NowWebService/Options/tokenDeadline`` on the service's clock; past it the
    /// machine hears `tokenDeadlinePassed` and the wait is cancelled. A request replaces the one under way, and
    /// an answer the machine no longer waits for (``WebSessionMachine/Action/cancelTokenRequest``) is dropped.
    /// When the theme's ids are not yet the user's preferences, the machine holds the bridge for their write.
    private func fetchToken(refreshing: Bool, rejected: AccessToken?) {
        let core = service.core
        let service = service
        let (clock, deadline) = (service.options.clock, service.options.tokenDeadline)
        tokenTask?.cancel()
        tokenTask = Task { [weak self] in
            let event: WebSessionMachine.Event
            do {
                let token = try await Deadline.run(
                    within: deadline, on: clock.timer, timeoutError: TokenDeadlinePassed()
                ) {
                    try await refreshing
                        ? core.accessTokenDidFail(for: service, rejected: rejected)
                        : core.requestAccessToken(for: service)
                }
                event = .tokenReceived(token, at: clock.now(), holdForTheme: false)
            } catch is TokenDeadlinePassed {
                event = .tokenDeadlinePassed
            } catch NowAuthorizationError.guestUser {
                event = .guestAccess
            } catch NowServiceError.sdkNotConfigured {
                event = .tokenFailed(.sdkNotConfigured)
            } catch {
                event = .tokenFailed(mustSignIn: (error as? NowAuthorizationError)?.requiresSignIn ?? false)
            }
            guard let self, !Task.isCancelled else { return }
            tokenTask = nil
            if case .tokenReceived(let token, let at, _) = event {
                handle(.tokenReceived(token, at: at, holdForTheme: service.themePreferences.needsWrite(themeSelection)))
            } else {
                handle(event)
            }
        }
    }

    /// Bridges `url` behind the page (``SessionRebridge``) and tells the machine how it ended.
    private func bridgeInBackground(_ url: URL, token: AccessToken) {
        host?.pageSession(self, didReport: .activity(.bridged(url)))
        let service = service
        let page = engine.capabilities
        rebridgeTask?.cancel()
        rebridgeTask = Task { [weak self] in
            let succeeded = await SessionRebridge.run(to: url, token: token, service: service, beside: page)
            guard let self, !Task.isCancelled else { return }
            rebridgeTask = nil
            handle(.backgroundBridgeEnded(succeeded: succeeded, at: service.options.clock.now()))
        }
    }

    /// Asks behind the page whether its session lives (``SessionRebridge/checkSession(at:service:beside:)``) and
    /// tells the machine.
    private func checkSessionInBackground(_ url: URL) {
        let service = service
        let page = engine.capabilities
        rebridgeTask?.cancel()
        rebridgeTask = Task { [weak self] in
            let isLoggedIn = await SessionRebridge.checkSession(at: url, service: service, beside: page)
            guard let self, !Task.isCancelled else { return }
            rebridgeTask = nil
            handle(.sessionChecked(isLoggedIn: isLoggedIn, at: service.options.clock.now()))
        }
    }

    /// The token request's deadline passed first.
    private struct TokenDeadlinePassed: Error {}

    /// The page that replaces the old user's when the session ends.
    private static let blankPage = URL(string: "about:blank")!

    /// Whether the service was closed (its user logged out, `NowSDK.logout()`): then nothing the page, the
    /// engine or a late answer asks for is done, since a token asked for now would be a new sign-in nobody
    /// asked for (or the old user's tokens stored again), and a bridge would restore the old user's session.
    ///
    /// The first time, the session ends: the token request, the theme write's wait and the background bridge
    /// under way are given up, the engine's load stops, the page shown is replaced by a blank one, and the
    /// host hears ``Report/serviceClosed``. Afterwards the host hears it again only when `answeringApp` (the
    /// app called `loadPage()` or `reload()`, and gets an answer each time); what the page keeps doing is
    /// dropped without a word.
    ///
    /// This is the one place a closed service is refused: every action of the machine (``perform(_:)``) and
    /// every navigation question of the engine passes here first.
    package func endsForClosedService(answeringApp: Bool = false) -> Bool {
        guard service.isClosed else { return false }
        if !hasEnded {
            hasEnded = true
            formKeeper.drop()
            tokenTask?.cancel()
            tokenTask = nil
            rebridgeTask?.cancel()
            rebridgeTask = nil
            themeWriteTask?.cancel()
            themeWriteTask = nil
            keepAliveTask?.cancel()
            keepAliveTask = nil
            endWarningWait?.task.cancel()
            endWarningWait = nil
            engine.stopLoading()
            if engine.currentURL != nil { engine.load(WebRequest(url: Self.blankPage)) }
        } else if !answeringApp {
            return true
        }
        host?.pageSession(self, didReport: .serviceClosed)
        return true
    }

    // MARK: - The engine's questions and events

    /// Answers the engine's policy question from the session machine, whose answer always holds a policy. Once
    /// the service was closed, only the blank page that replaces the old user's may load.
    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    {
        guard !endsForClosedService() else { return action.url == Self.blankPage ? .allow : .cancel }
        let now = service.options.clock.now()
        let decision = machine.decide(action, at: now, session: service.dataStore.sessionEstimate.verdict(at: now))
        perform(decision.actions)
        return decision.policy
    }

    /// Feeds the event to the session machine; once it decided, tells the host what the page shows now, then
    /// performs the machine's actions. The host never hears a raw engine event, nor the session watch's
    /// signals, which are the machine's alone; it hears a new page before what the machine does about it (the
    /// recovery's report, a failure's banner over the page).
    package func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        let actions = machine.handle(.engine(event, at: service.options.clock.now()))
        keepForms(after: event, actions)
        for report in Self.reports(after: event) { host?.pageSession(self, didReport: report) }
        perform(actions)
    }

    /// Tells the form keeper what the page did: a form sent, a page committed (by a recovery or not), a load ended.
    private func keepForms(after event: WebEngineEvent, _ actions: [WebSessionMachine.Action]) {
        switch event {
        case .sessionWatchSignal(let message) where message.handlerName == FormKeep.handlerName:
            formKeeper.submitted(message)
        case .committed:
            formKeeper.committed(byRecovery: actions.contains { if case .didRecover = $0 { true } else { false } })
        case .finished(let url): formKeeper.pageFinished(url)
        default: break
        }
    }

    /// What the host hears of `event`, once the machine took it in.
    private static func reports(after event: WebEngineEvent) -> [Report] {
        switch event {
        case .titleChanged(let title): [.titleChanged(title)]
        case .committed: [.pageCommitted]
        case .progressChanged(let fraction): [.progress(fraction)]
        case .finished(let url): [.loadEnded, .activity(.finished(url))]
        case .failed: [.loadEnded]
        case .cabrilloMessage(let message): [.cabrilloMessage(message)]
        case .exportReceived(let file, let name): [.exportReceived(file: file, name: name)]
        case .redirected, .responseReceived, .sessionWatchSignal, .downloadRefused, .userInteracted: []
        }
    }

    /// Asks the host for the panel's answer; without a host, the engine's default.
    package func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        await host?.pageSession(self, runJavaScriptPanel: panel)
    }

    /// Grants `request` only when the page shown is on the instance and the core allows every capability asked
    /// for (the SDK core: the app's `DevicePermissionDelegate`; without one, nothing). For a page off the
    /// instance, it is denied.
    package func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool {
        guard let page = request.pageURL ?? engine.currentURL, service.scope.contains(page) else { return false }
        let core = service.core
        return !request.permissions.isEmpty && request.permissions.allSatisfy { core.canRequestPermission($0) }
    }
}

/// Who a ``WebPageSession`` reports to: the controller that shows its page.
@MainActor
protocol WebPageSessionHost: AnyObject {
    /// Takes in something the session did or the engine said.
    func pageSession(_ session: WebPageSession, didReport report: WebPageSession.Report)
    /// Shows a page's `alert` or `confirm` panel and returns the user's answer, or `nil` for the engine's default.
    func pageSession(_ session: WebPageSession, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    /// The host's picker for a page's file chooser; `nil` for the engine's platform picker.
    var filePicker: (any FilePicking)? { get }
}

// A page's `<input type=file>`: the engine asks its delegate, the session, which asks the controller's picker.
extension WebPageSession {
    /// The files the host's picker returns for the page's chooser; `nil` (the engine's platform picker) when the
    /// host has none, or has gone.
    package func webEngine(_ engine: any WebEngine, pickFilesFor request: FilePickRequest) async -> [URL]? {
        guard let picker = host?.filePicker else { return nil }
        return await picker.pickFiles(for: request)
    }
}
