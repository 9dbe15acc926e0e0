import Foundation
import NowInternal
import NowSDK

#if canImport(UIKit)
    import UIKit
#endif

/// Shows one instance page and keeps its web session alive: bridges the access token into a web session on
/// the first load, and when the session expires, catches the login redirect (or sees the expiry coming),
/// gets a valid token and loads the page the user was going to, without the user ever seeing the login page.
///
/// Make it with ``NowWebService/makeWebViewController(for:delegate:theme:)``; nothing loads until
/// ``loadPage()``. All decisions live in a `WebSessionMachine`; the controller performs its actions on the
/// engine and the token core.
///
/// On iOS it is a `UIViewController` (see ``NowWebHostController``): push it onto a `UINavigationController`
/// or present it; the page's title and Cabrillo buttons go to its `navigationItem` and toolbar.
@MainActor
public final class NowWebViewController: NowWebHostController {
    /// Something the controller did, for logging and telemetry. Carries no token.
    public enum Activity: Sendable, Equatable {
        /// A page load carrying the bearer token went out (the bridge, or a recovery).
        case bridged(URL)
        /// The main frame hit a login page; a recovery starts.
        case expiryDetected(ExpiryReason)
        /// The data store's session estimate said the session had ended, so a main-frame navigation was
        /// cancelled before it went out; a recovery re-issues it with a fresh bearer.
        case expiryPredicted(PredictionReason)
        /// A recovery reload showed the page again.
        case recovered(URL)
        /// The main frame finished loading a page.
        case finished(URL)
        /// Navigation failed; the delegate was told.
        case failed(NowWebError)
        /// A URL NowWeb does not show went to the delegate.
        case unsupportedURL(URL)
        /// The theme's `webPageThemeId`/`webPageThemeVariantId` were written as the user's preferences.
        case themePreferenceWritten
        /// Writing the theme ids as the user's preferences failed (the reason carries no secret); the page
        /// loads in the user's current theme.
        case themePreferenceFailed(String)
    }

    /// Receives flow ends, failures, unsupported URLs and dismissal requests.
    public weak var delegate: (any NowWebViewControllerDelegate)?
    /// Called for each ``Activity``, on the main actor.
    public var activityHandler: (@MainActor (Activity) -> Void)?
    /// The colours and page theme in force.
    public private(set) var theme: any NowWebThemeable
    /// The service that made the controller.
    public let service: NowWebService
    /// The page ``loadPage()`` shows, resolved against the instance.
    public let initialURL: URL
    /// The engine that renders the pages (a platform view's content, or headless).
    public let webEngine: any WebEngine
    /// What answers the engine: forwards to this controller, which it holds weakly.
    package let engineDelegate = PageEngineDelegate()

    /// Resolves the theme for this appearance instead of the system's; `nil` (the default) follows the system.
    public var appearanceOverride: NowUIColor.Appearance? {
        didSet { if appearanceOverride != oldValue { applyTheme() } }
    }
    /// Called on the main actor with the resolved colours whenever the theme or the appearance changes, so
    /// that a host's native views (title bar, buttons, banners) follow the page.
    package var themeHandler: (@MainActor (ThemeStyleSheet) -> Void)?

    var machine: WebSessionMachine
    var cabrillo = CabrilloHost()
    /// The token request under way, if any: the package's tests await it to see how its answer was handled.
    package private(set) var tokenTask: Task<Void, Never>?
    /// This controller's wait for the theme preference write (the service's), before a bridge or a theme reload.
    var themeWriteTask: Task<Void, Never>?
    /// Whether a bridge has gone out: until then, the bridge itself writes the theme ids in force.
    var hasBridged = false
    #if canImport(UIKit)
        /// Whether the view appeared and has not disappeared since (`viewWillAppear`, `viewDidDisappear`).
        var isViewAppeared = false
        /// The observers of the app going to the background and coming back.
        var applicationObservers: [any NSObjectProtocol] = []
    #endif

    init(service: NowWebService, url: URL, theme: any NowWebThemeable) {
        self.service = service
        self.initialURL = url
        self.theme = theme
        let detector = LoginPageDetector(scope: service.scope, configuration: service.options.loginDetection)
        machine = WebSessionMachine(initialURL: url, detector: detector, configuration: service.options.recovery)
        webEngine = service.options.makeEngine(service.dataStore)
        super.init(nibName: nil, bundle: nil)
        engineDelegate.controller = self
        webEngine.delegate = engineDelegate
        applyTheme()
        NowWebSystemAppearance.shared.register(self)
        #if canImport(UIKit)
            observeApplicationState()
        #endif
    }

    /// Controllers are made by ``NowWebService/makeWebViewController(for:delegate:theme:)``, never restored from
    /// a storyboard or an archive: returns `nil`.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { return nil }

    #if canImport(UIKit)
        /// Builds the controller's view: the page over the theme's background, a progress bar and an error
        /// banner (see `NowWebViewController+UIKit.swift`).
        public override func loadView() {
            view = makeChromeView()
        }

        /// Marks the page on screen (see ``isOnScreen``).
        ///
        /// - Parameter animated: Whether the appearance is animated.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            isViewAppeared = true
            isOnScreen = true
        }

        /// Marks the page off screen (see ``isOnScreen``).
        ///
        /// - Parameter animated: Whether the disappearance was animated.
        public override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            isViewAppeared = false
            isOnScreen = false
        }

        /// Tells the delegate when the appearance (light or dark) changed.
        ///
        /// - Parameter previousTraitCollection: The traits before the change.
        public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            traitCollectionChanged(from: previousTraitCollection)
        }
    #endif

    isolated deinit {
        #if canImport(UIKit)
            for observer in applicationObservers { NotificationCenter.default.removeObserver(observer) }
        #endif
        tokenTask?.cancel()
        themeWriteTask?.cancel()
    }

    /// Loads the initial page with a fresh web session. Calling it again once the page is shown does nothing,
    /// so the page is never reloaded without need.
    ///
    /// When no token can be had, the delegate's `didFailNavigationWith` receives ``NowWebError``.
    public func loadPage() {
        guard !refusesClosedService() else { return }
        perform(machine.handle(.loadPage))
    }

    /// Goes back in the page history, or asks the delegate to dismiss the controller when there is none.
    public func goBack() {
        perform(machine.handle(.goBackRequested(canGoBack: webEngine.canGoBack)))
    }

    /// Loads the page shown again (the initial page when none is shown yet), with the session's cookies; an
    /// expired session recovers as on any navigation, and a failure is reported to the delegate.
    public func reload() {
        guard !refusesClosedService() else { return }
        perform(machine.handle(.reloadRequested(shown: webEngine.currentURL)))
    }

    /// Whether the service was closed (its user logged out): then nothing loads, and the delegate hears
    /// ``NowWebServiceError/serviceClosed``.
    private func refusesClosedService() -> Bool {
        guard service.isClosed else { return false }
        delegate?.nowWebViewController(self, didFailNavigationWith: NowWebServiceError.serviceClosed)
        return true
    }

    /// Stops the page's load, or the first load still waiting for its token. ``loadPage()`` or ``reload()``
    /// starts again.
    public func stopLoading() {
        perform(machine.handle(.stopRequested))
    }

    /// The URL of the page shown, if any.
    public var currentURL: URL? { webEngine.currentURL }

    /// The last page of the instance that showed without a login page, the one a recovery reloads.
    public var lastGoodPage: URL? { machine.lastGoodPage }

    /// Applies new colours to the page shown, without reloading it, and to the host's native views through
    /// `themeHandler`; also what runs when the system switches between light and dark.
    ///
    /// When the new theme's `webPageThemeId` or `webPageThemeVariantId` differ from the old one's and a page
    /// has been loaded, the ids are written as the signed-in user's Next Experience theme preferences and the
    /// page reloads once. Those preferences also change the user's own theme in the desktop UI.
    ///
    /// - Parameter themeColors: The theme to apply.
    public func updateTheme(themeColors: any NowWebThemeable) {
        let previous = ThemePreferenceWriter.Selection(theme.color)
        theme = themeColors
        applyTheme()
        themeSelectionChanged(from: previous)
        #if canImport(UIKit)
            chromeView?.apply(themeColors.color)
        #endif
    }

    /// Performs the machine's actions in order.
    func perform(_ actions: [WebSessionMachine.Action]) {
        for action in actions {
            switch action {
            case .requestToken: fetchToken(refreshing: false, rejected: nil)
            case .refreshToken(let rejected): fetchToken(refreshing: true, rejected: rejected)
            case .bridge(let url, let token): bridge(to: url, token: token)
            case .writeThemePreference: writeThemeForBridge()
            case .load(let url): webEngine.load(WebRequest(url: url))
            case .cancelTokenRequest:
                tokenTask?.cancel()
                tokenTask = nil
                themeWriteTask?.cancel()
            case .recordSession(let observation): service.dataStore.recordSession(observation)
            case .keepTokenFresh(let use): service.tokenKeeper.note(use, for: service)
            case .stopLoading:
                themeWriteTask?.cancel()
                webEngine.stopLoading()
            case .goBack: webEngine.goBack()
            case .requestDismissal: delegate?.nowWebViewControllerDidRequestDismissal(self)
            case .reportUnsupportedURL(let url):
                activityHandler?(.unsupportedURL(url))
                delegate?.nowWebViewController(self, didReceive: url)
            case .reportFailure(let error):
                #if canImport(UIKit)
                    chromeView?.showError(error)
                #endif
                activityHandler?(.failed(error))
                delegate?.nowWebViewController(self, didFailNavigationWith: error)
            case .didDetectExpiry(let reason): activityHandler?(.expiryDetected(reason))
            case .didPredictExpiry(let reason): activityHandler?(.expiryPredicted(reason))
            case .didRecover(let url): activityHandler?(.recovered(url))
            }
        }
    }

    /// Loads `url` with the bearer `token`, the request that opens the web session.
    func bridge(to url: URL, token: AccessToken) {
        hasBridged = true
        activityHandler?(.bridged(url))
        webEngine.load(.bridge(to: url, token: token))
    }

    /// Gets a token from the core and feeds the answer to the machine. A refresh reports `rejected` (the
    /// token of the last bridge) so that the core refreshes only if no one else already did.
    ///
    /// The answer must come within ``NowWebService/Options/tokenDeadline`` on the service's clock; past it the
    /// machine hears `tokenDeadlinePassed` and the wait is cancelled. A request replaces the one under way, and
    /// an answer the machine no longer waits for (``WebSessionMachine/Action/cancelTokenRequest``) is dropped.
    private func fetchToken(refreshing: Bool, rejected: AccessToken?) {
        let core = service.core
        let service = service
        let (clock, deadline, now) = (service.options.clock, service.options.tokenDeadline, service.options.now)
        tokenTask?.cancel()
        tokenTask = Task { [weak self] in
            let event: WebSessionMachine.Event
            do {
                let token = try await Deadline.run(within: deadline, on: clock, timeoutError: TokenDeadlinePassed()) {
                    try await refreshing
                        ? core.accessTokenDidFail(for: service, rejected: rejected)
                        : core.requestAccessToken(for: service)
                }
                event = .tokenReceived(token, at: now(), holdForTheme: false)
            } catch is TokenDeadlinePassed {
                event = .tokenDeadlinePassed
            } catch NowAuthorizationError.guestUser {
                event = .guestAccess
            } catch {
                event = .tokenFailed(mustSignIn: (error as? NowAuthorizationError)?.requiresSignIn ?? false)
            }
            guard let self, !Task.isCancelled else { return }
            tokenTask = nil
            if case .tokenReceived(let token, let at, _) = event {
                // The bridge waits for the theme's ids when they are not yet the user's preferences.
                let hold = service.themePreferences.needsWrite(ThemePreferenceWriter.Selection(theme.color))
                perform(machine.handle(.tokenReceived(token, at: at, holdForTheme: hold)))
            } else {
                perform(machine.handle(event))
            }
        }
    }

    /// The token request's deadline passed first.
    private struct TokenDeadlinePassed: Error {}
}

// The engine's questions and events, through ``PageEngineDelegate`` (so that they are no part of the
// controller's public API: an app cannot forge an engine event).
extension NowWebViewController {
    /// Answers the engine's policy question from the session machine, whose answer always holds a policy.
    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    {
        let now = service.options.now()
        let decision = machine.decide(action, at: now, session: service.dataStore.sessionEstimate.verdict(at: now))
        perform(decision.actions)
        return decision.policy
    }

    /// Feeds the engine's event to the session machine and performs what it decides.
    package func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        #if canImport(UIKit)
            chromeView?.show(event)
        #endif
        switch event {
        case .titleChanged(let newTitle): title = newTitle
        case .finished(let url): activityHandler?(.finished(url))
        case .committed: resetNavigationItem()
        case .scriptMessage(let message): handleScriptMessage(message)
        default: break
        }
        perform(machine.handle(.engine(event, at: service.options.now())))
    }
}
