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
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
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
        /// A recovery showed again the page the user was filling in, and `fields` of its fields got back the
        /// values the user had put in them before the session expired (a form sent on the dead session is shown
        /// again with them, not sent again).
        case inputRestored(fields: Int)
        /// The page's form held more than NowWeb keeps across a session expiry (500 fields, 256 KiB): only
        /// `keptFields` fields will come back if a recovery loads the page again; tell the user to check the form.
        case inputOverLimit(keptFields: Int)
        /// The web session is expected to end within ``NowWebService/SessionEnd/warningLeadTime``; heard once per
        /// predicted end, by the observers and the delegate
        /// (``NowWebViewControllerDelegate/nowWebViewController(_:sessionWillEnd:)``).
        case sessionEndApproaching(SessionEndWarning)
        /// The app lock covered the page: the app came back from the background after
        /// ``NowWebService/Options/AppLock/lockAfter`` (or the organisation's shorter time), or the controller was
        /// made while the service's pages were locked. The page stays covered until the user unlocks it
        /// (``NowWebViewController/unlock()``).
        case appLocked
        /// The user unlocked the service's pages (or the user logged out): the cover is gone.
        case appUnlocked
    }

    /// Receives flow ends, failures, unsupported URLs and dismissal requests.
    public weak var delegate: (any NowWebViewControllerDelegate)?
    /// The colours and page theme in force.
    public private(set) var theme: any NowWebThemeable
    /// The service that made the controller.
    public let service: NowWebService
    /// The page ``loadPage()`` shows, resolved against the instance.
    public let initialURL: URL
    /// The engine that renders the pages (a platform view's content, or headless). Not public: every load goes
    /// through the session (an app reaches the page through ``page``).
    package var webEngine: any WebEngine { pageSession.engine }
    /// The page shown, as an app may reach it: run a script in it, its platform view, and its settings before
    /// the first load. Loads go through the controller (``loadPage()``), never around its session.
    public var page: NowWebPage { NowWebPage(controller: self) }
    /// Whether ``loadPage()`` or ``reload()`` was called: from then on the page's settings are fixed
    /// (``NowWebPage/configure(_:)``).
    private(set) var hasAskedForPage = false
    /// Shows a page's `alert`, `confirm` or `prompt` panel and returns the user's answer. Default `nil`: NowWeb
    /// shows the panel itself, titled with the host of the page that asked (on iOS an alert controller, one panel
    /// at a time: OK; OK and Cancel; a text field with the page's default text, OK and Cancel; in the WebKitGTK
    /// window, WebKitGTK's own dialog). Where it cannot be shown (the controller's view in no window) it is
    /// answered as WebKit does without a UI: alerts acknowledged, confirms cancelled (a "Leave page?" keeps the
    /// user on the page rather than dropping their input) and prompts cancelled (the page gets `null`). An app that
    /// wants those answers always sets a handler that returns them.
    public var javaScriptPanelHandler: (@MainActor (JavaScriptPanel) async -> JavaScriptPanel.Response)?

    /// Whether the native back button (and the back swipe from the leading edge) goes back in the page's own
    /// history before it leaves the page screen. Default: `true`, so a user who followed links inside the page
    /// goes back through them, as in a browser, and leaves with the last back. `false`: back leaves at once, as
    /// any pushed screen's back does. ``goBack()`` (the page's own Cabrillo back, a desktop window's Back)
    /// always goes back in the page first.
    public var backButtonGoesBackInPage = true {
        didSet {
            #if canImport(UIKit)
                applyBackNavigation()
            #endif
        }
    }

    /// Resolves the theme for this appearance instead of the system's; `nil` (the default) follows the system.
    public var appearanceOverride: NowUIColor.Appearance? {
        didSet { if appearanceOverride != oldValue { applyTheme() } }
    }

    /// The page's web session: the machine, the engine, the token request and the theme write.
    package let pageSession: WebPageSession
    /// Who hears the controller's activity, colours, navigation item and Cabrillo commands.
    let observers = PageObservers()
    /// Pages that failed offline: the retry banner, and the reload once the network is back.
    package let offlineWatch = OfflineWatch()
    var cabrillo = CabrilloHost()
    /// Whether the page is covered by the app lock, as the observers last heard (``Activity/appLocked``).
    var isShowingLockCover = false
    /// The file picker, the scanner and the downloads of the page's attachments.
    package var attachments = AttachmentHost()
    #if canImport(UIKit)
        /// Whether the view appeared and has not disappeared since (`viewWillAppear`, `viewDidDisappear`).
        var isViewAppeared = false
        /// The observers of the app going to the background and coming back.
        var applicationObservers: [any NSObjectProtocol] = []
        /// The app's bar items and the page's buttons in the navigation bar and the toolbar.
        var pageBar = PageBar<UIBarButtonItem>()
        /// Whether the navigation controller's interactive pop was enabled before the page's history took the
        /// back swipe over, to give it back when the page goes off screen.
        var interactivePopWasEnabled: Bool?
        /// Where the app is, as the privacy screen sees it (``NowWebService/Options/privacyScreen``).
        var privacyAppState = PrivacyScreenPolicy.AppState.active
        /// Whether the screen is recorded, mirrored or shared.
        var isScreenCaptured = false
        /// The pasteboard's change count right after text was copied while the page was shown, `nil` for none.
        var copiedChangeCount: Int?
        /// The last page panel shown or waiting to be: the next one waits for it, so that one shows at a time.
        var panelTurn: Task<Void, Never>?
    #endif

    init(service: NowWebService, url: URL, theme: any NowWebThemeable) {
        self.service = service
        self.initialURL = url
        self.theme = theme
        pageSession = WebPageSession(
            service: service, url: url, themeSelection: ThemePreferenceWriter.Selection(theme.color))
        super.init(nibName: nil, bundle: nil)
        pageSession.host = self
        startOfflineWatch()
        startAppLock()
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
            chromeView?.unlockTapped = { [weak self] in self?.unlock() }
            chromeView?.showLockCover(isShowingLockCover)
        }

        /// Marks the page on screen (see ``isOnScreen``).
        ///
        /// - Parameter animated: Whether the appearance is animated.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            isViewAppeared = true
            isOnScreen = true
            isScreenCaptured = view.window?.screen.isCaptured ?? false
            applyPrivacyCover()
            applyAppLock()
            applyBackNavigation()
        }

        /// Gives the navigation controller's interactive pop back to the screens below.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        public override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            releaseBackSwipe()
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
        // The pickers' copies go with the controller (each pick's folder already went after its upload).
        try? FileManager.default.removeItem(at: attachments.pickFolder)
        // A modal shown over the page goes with it, unanswered: its page has nobody to answer.
        cabrillo.presentedModal?.child.presenterWentAway()
    }

    /// Loads the initial page with a fresh web session. Calling it again once the page is shown does nothing,
    /// so the page is never reloaded without need.
    ///
    /// When no token can be had, the delegate's `didFailNavigationWith` receives ``NowWebError``. Once the
    /// service was closed (its user logged out) nothing loads, the page shown is replaced by a blank one, and the
    /// delegate receives ``NowWebError/serviceClosed``: the next user needs a new service and controller.
    public func loadPage() {
        hasAskedForPage = true
        guard !pageSession.endsForClosedService(answeringApp: true) else { return }
        pageSession.handle(.loadPage)
    }

    /// Goes back in the page history, or asks the delegate to dismiss the controller when there is none.
    public func goBack() {
        pageSession.handle(.goBackRequested(canGoBack: webEngine.canGoBack))
    }

    /// Loads the page shown again (the initial page when none is shown yet), with the session's cookies; an
    /// expired session recovers as on any navigation, and a failure is reported to the delegate.
    public func reload() {
        hasAskedForPage = true
        guard !pageSession.endsForClosedService(answeringApp: true) else { return }
        pageSession.handle(.reloadRequested(shown: webEngine.currentURL))
    }

    /// Stops the page's load, or the first load still waiting for its token. ``loadPage()`` or ``reload()``
    /// starts again.
    public func stopLoading() {
        pageSession.handle(.stopRequested)
    }

    /// The URL of the page shown, if any.
    public var currentURL: URL? { webEngine.currentURL }

    /// The last page of the instance that showed without a login page, the one a recovery reloads.
    public var lastGoodPage: URL? { pageSession.machine.lastGoodPage }

    /// Applies new colours to the page shown, without reloading it, and to the host's native views through
    /// the observers; also what runs when the system switches between light and dark.
    ///
    /// When the new theme's `webPageThemeId` or `webPageThemeVariantId` differ from the old one's and a page
    /// has been loaded, the ids are written as the signed-in user's Next Experience theme preferences and the
    /// page reloads once. Those preferences also change the user's own theme in the desktop UI.
    ///
    /// - Parameter themeColors: The theme to apply.
    public func updateTheme(themeColors: any NowWebThemeable) {
        theme = themeColors
        applyTheme()
        pageSession.themeSelectionChanged(to: ThemePreferenceWriter.Selection(themeColors.color))
        #if canImport(UIKit)
            chromeView?.apply(themeColors.color)
        #endif
    }

    /// Whether the page is on screen. While it is not, a web content process that dies is not restarted; the
    /// page is reloaded once it shows again (one reload for any number of deaths off screen), unless a
    /// navigation brought a page back first.
    ///
    /// On iOS the controller keeps this itself: on screen from `viewWillAppear(_:)` until
    /// `viewDidDisappear(_:)`, and off screen while the app is in the background. On Linux
    /// `NowWebBrowserWindow` and `withGtkWidget` keep it from the view's mapping. A host with another way of
    /// showing the page sets it. Until set, the page counts as on screen.
    public var isOnScreen: Bool {
        get { pageSession.isOnScreen }
        set { pageSession.isOnScreen = newValue }
    }

    /// Adds an observer of the controller's ``Activity``, called on the main actor after the observers added
    /// before it, until the returned observation is cancelled or the controller ends.
    ///
    /// - Parameter observer: Called with each activity.
    /// - Returns: The observation, to cancel it.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (Activity) -> Void) -> NowWebObservation {
        observers.add { change in
            if case .activity(let activity) = change { observer(activity) }
        }
    }

    /// Adds an observer of everything the controller tells its host UI (activity, colours, the page's navigation
    /// item, Cabrillo commands), called after the observers added before it.
    @discardableResult
    package func observe(_ observer: @escaping @MainActor (PageChange) -> Void) -> NowWebObservation {
        observers.add(observer)
    }

    /// Shows `error` and tells the observers and the delegate.
    private func report(_ error: NowWebError) {
        #if canImport(UIKit)
            chromeView?.showError(error)
        #endif
        observers.send(.activity(.failed(error)))
        delegate?.nowWebViewController(self, didFailNavigationWith: error)
    }

    /// Tells the observers and the delegate of a URL NowWeb does not show.
    func reportUnsupported(_ url: URL) {
        observers.send(.activity(.unsupportedURL(url)))
        delegate?.nowWebViewController(self, didReceive: url)
    }
}

// What the page session reports: the controller shows it and tells its observers and delegate.
extension NowWebViewController: WebPageSessionHost {
    func pageSession(_ session: WebPageSession, didReport report: WebPageSession.Report) {
        switch report {
        case .activity(let activity): observers.send(.activity(activity))
        case .failure(let error):
            self.report(error)
            offlineWatch.failed(error)
        case .unsupportedURL(let url): reportUnsupported(url)
        case .fileOpened(let url): if !downloadOpenedAttachment(url) { reportUnsupported(url) }
        case .dismissalRequested: delegate?.nowWebViewControllerDidRequestDismissal(self)
        case .serviceClosed:
            #if canImport(UIKit)
                chromeView?.endRefreshing()
            #endif
            delegate?.nowWebViewController(self, didFailNavigationWith: NowWebError.serviceClosed)
        case .titleChanged(let newTitle):
            title = modalRequest.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? newTitle
        case .pageCommitted:
            #if canImport(UIKit)
                chromeView?.pageCommitted()
                applyPullToRefresh()
                applyPrivacyCover()
            #endif
            resetNavigationItem()
            offlineWatch.pageShown()
        case .progress(let fraction):
            #if canImport(UIKit)
                chromeView?.showProgress(fraction)
            #endif
        case .loadEnded:
            #if canImport(UIKit)
                chromeView?.loadEnded()
            #endif
        case .cabrilloMessage(let message): handleCabrilloMessage(message)
        case .exportReceived(let file, let name): receiveExport(file, name: name)
        case .sessionEnding(let warning):
            observers.send(.activity(.sessionEndApproaching(warning)))
            delegate?.nowWebViewController(self, sessionWillEnd: warning)
        }
    }

    func pageSession(_ session: WebPageSession, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        if let handler = javaScriptPanelHandler { return await handler(panel) }
        #if canImport(UIKit)
            return await presentNativePanel(panel)
        #else
            return nil
        #endif
    }
}

// The controller's observers: what they hear, the list, and the token of one.

/// An observer added to a ``NowWebViewController`` (``NowWebViewController/addObserver(_:)``): it hears the
/// controller until ``cancel()`` or the controller's end. Keeping this value is not needed for the observer to
/// stay.
@MainActor
public final class NowWebObservation {
    private weak var observers: PageObservers?
    private let id: Int

    init(observers: PageObservers, id: Int) {
        self.observers = observers
        self.id = id
    }

    /// Stops the observer; it hears nothing more. Cancelling twice does nothing.
    public func cancel() {
        observers?.remove(id)
    }
}

/// What a controller's observers hear, in order: its activity, the colours it applied, the navigation item
/// its page asked for, and the Cabrillo commands it performed.
package enum PageChange {
    /// Something the controller did (``NowWebViewController/Activity``).
    case activity(NowWebViewController.Activity)
    /// The theme in force, resolved for the appearance, after it changed.
    case theme(ThemeStyleSheet)
    /// The title, buttons and spinner the page asked for, after they changed.
    case navigationItem(NowWebNavigationItem)
    /// A Cabrillo command the page sent, after the controller performed it.
    case cabrilloCommand(CabrilloCommand)
    /// The retry banner of a page that failed offline shows (`true`) or hides (`false`).
    case offlineBanner(isShowing: Bool)
}

/// A controller's observers, called in the order they were added. One may cancel itself or another, or add
/// one, while it is called: an observer cancelled meanwhile hears nothing more, and one added meanwhile hears
/// the next change.
@MainActor
package final class PageObservers {
    private var entries: [(id: Int, observer: @MainActor (PageChange) -> Void)] = []
    private var nextID = 0

    /// No observer yet.
    package init() {}

    /// Adds `observer` after the others.
    @discardableResult
    package func add(_ observer: @escaping @MainActor (PageChange) -> Void) -> NowWebObservation {
        nextID += 1
        entries.append((nextID, observer))
        return NowWebObservation(observers: self, id: nextID)
    }

    /// Removes the observer `id`, if it is still there.
    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Tells every observer of `change`.
    package func send(_ change: PageChange) {
        for entry in entries where contains(entry.id) { entry.observer(change) }
    }

    private func contains(_ id: Int) -> Bool { entries.contains { $0.id == id } }
}

// The native back button and back swipe: back in the page's history before leaving the page screen
// (`PageBackNavigation` decides; the UIKit extension performs).
extension NowWebViewController {
    /// Handles a tap on the native back button: goes back in the page when ``PageBackNavigation`` says so.
    ///
    /// - Returns: ``PageBackNavigation/Step/leaveFlow`` when the host should leave the page screen (pop it).
    package func backButtonTapped() -> PageBackNavigation.Step {
        let step = PageBackNavigation.backButton(
            canGoBackInPage: webEngine.canGoBack, goesBackInPage: backButtonGoesBackInPage)
        if step == .backInPage { goBack() }
        return step
    }

    /// What a back swipe from the leading edge does now (see ``PageBackNavigation/edgeSwipe(canGoBackInPage:goesBackInPage:)``).
    package var edgeSwipeStep: PageBackNavigation.Step {
        PageBackNavigation.edgeSwipe(canGoBackInPage: webEngine.canGoBack, goesBackInPage: backButtonGoesBackInPage)
    }
}
