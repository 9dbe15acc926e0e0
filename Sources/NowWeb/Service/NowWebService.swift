import Foundation
import NowInternal
import NowSDK

/// Shows pages of one instance: makes view controllers that share one web session and one HTTP cache.
///
/// Make it with ``makeWebService(instanceUrl:)`` and hold it for as long as you show its pages. Every
/// controller it makes uses the service's ``dataStore``, so a session bridged in one controller carries the
/// next, and `NowSDK.logout()` wipes it.
public final class NowWebService: NowService {
    /// The instance and app bundle id the service was made for.
    public let configuration: NowServiceConfiguration
    /// How the service's controllers load pages.
    public let options: Options
    /// The cookies and HTTP cache shared by the service's controllers.
    public let dataStore: WebDataStore
    /// The origin checks and URL resolution of the instance.
    public let scope: InstanceScope
    /// The core service that provides access tokens.
    let core: any NowCoreServiceProviding
    /// Keeps a valid token at hand for the next bridge (``Options/tokenRefreshAhead``).
    let tokenKeeper: TokenKeeper
    /// Whether the organisation's managed configuration allows the keep-alive of an active user's session
    /// (`NowManagedConfiguration.sessionKeepAliveAllowed`), read once from ``Options/managedConfiguration``.
    package let keepAliveAllowedByAdministrator: Bool
    /// When pages are covered and copied text cleared: ``Options/privacyScreen`` with the managed configuration's
    /// privacy keys, read once from ``Options/managedConfiguration``.
    let privacyScreen: PrivacyScreenPolicy
    /// Whether the service's pages are covered until the user unlocks them: ``Options/appLock`` with the managed
    /// configuration's `AppLockPolicy.managedKey`, read once from ``Options/managedConfiguration``.
    let appLock: Locked<AppLockState>
    /// The time since the service was made, on its clock's timer: what the app lock measures the background with.
    let appLockTimeline: @Sendable () -> Duration
    /// The theme ids written as the user's preferences, shared by the service's controllers.
    let themePreferences = ThemePreferences()
    private let closed = Locked(false)
    /// What runs on the main actor once the service closes (``whenClosed(_:)``).
    private let closeObservers = Locked<[@MainActor @Sendable () -> Void]>([])

    // swift-check: given instanceUrl: URL
    /// Makes a service for `configuration` on `coreServiceProvider`, or on the core `NowSDK.configure(with:)`
    /// made when it is `nil`. Prefer ``makeWebService(instanceUrl:)``, which also checks the instance's
    /// settings; this initializer checks nothing and never fails.
    ///
    /// A configuration whose instance URL is not usable (not https with a host, or http off loopback) makes
    /// a service whose ``makeWebViewController(for:delegate:theme:)`` fails with
    /// ``NowWebServiceError/serviceConfigurationInvalid``; a service made before the SDK is configured reports
    /// ``NowWebError/sdkNotConfigured`` through its controllers' delegates.
    ///
    /// ```swift
    /// let configuration = NowSDK.makeServiceConfiguration(for: instanceUrl)!
    /// let service = NowWebService(configuration: configuration, coreServiceProvider: NowSDK.core())
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The instance and app bundle id.
    ///   - coreServiceProvider: The core that provides tokens; the SDK's configured core when `nil`.
    public convenience init(
        configuration: NowServiceConfiguration, coreServiceProvider: (any NowCoreServiceProviding)? = nil
    ) {
        self.init(
            configuration: configuration, core: coreServiceProvider ?? NowSDK.core() ?? UnconfiguredCore(),
            scope: InstanceScope(instanceURL: configuration.instanceUrl) ?? .opaque, options: Options())
    }

    /// Makes a service. Prefer ``makeWebService(instanceUrl:)``, which also checks the instance's
    /// settings.
    ///
    /// - Parameters:
    ///   - configuration: The instance and app bundle id.
    ///   - core: The core service that provides tokens.
    ///   - scope: The instance's scope, from `configuration.instanceUrl`.
    ///   - options: How controllers load pages.
    init(
        configuration: NowServiceConfiguration, core: any NowCoreServiceProviding, scope: InstanceScope,
        options: Options
    ) {
        self.configuration = configuration
        self.core = core
        self.scope = scope
        self.options = options
        self.tokenKeeper = TokenKeeper(settings: options.tokenRefreshAhead)
        // Read once, for every decision that follows it: each fails closed on a configuration that cannot be read.
        let administered = AdministeredConfiguration.read(from: options.managedConfiguration)
        self.keepAliveAllowedByAdministrator = administered.allowsSessionKeepAlive
        self.privacyScreen = PrivacyScreenPolicy(options: options.privacyScreen, managed: .init(administered))
        self.appLock = Locked(
            AppLockState(policy: AppLockPolicy(configured: options.appLock.lockAfter, administered: administered)))
        self.appLockTimeline = Self.timeline(of: options.clock.timer)
        self.dataStore =
            options.dataStore ?? WebDataStore(configuration: .init(), clock: options.clock)
        dataStore.configureSessionEstimate(options.sessionEstimate)
        WebDataStoreRegistry.shared.register(
            dataStore, of: self, scope: scope, core: core, appBundleId: configuration.appBundleId)
    }

    // swift-check: given service: NowWebService
    // swift-check: preamble delegate
    /// Makes a view controller for a page of the instance. Nothing loads until its `loadPage()`.
    ///
    /// ```swift
    /// switch service.makeWebViewController(for: URL(string: "/mesp?id=me_kb_view")!, delegate: self) {
    /// case .success(let controller): controller.loadPage()
    /// case .failure(let error): print(error.localizedDescription)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: An absolute URL on the instance's origin, or a URL relative to the instance.
    ///   - delegate: Receives flow ends, failures, unsupported URLs and dismissal requests.
    ///   - theme: The colours and page theme.
    /// - Returns: The controller, or ``NowWebServiceError`` for a malformed, off-instance or non-http(s) URL.
    @MainActor
    public func makeWebViewController(
        for url: URL, delegate: (any NowWebViewControllerDelegate)? = nil,
        theme: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
    ) -> Result<NowWebViewController, NowWebServiceError> {
        guard scope != .opaque else { return .failure(.serviceConfigurationInvalid) }
        guard !isClosed else { return .failure(.serviceClosed) }
        return scope.resolve(url).map { resolved in
            let controller = NowWebViewController(service: self, url: resolved, theme: theme)
            controller.delegate = delegate
            return controller
        }
    }
}

extension NowWebService {
    /// Whether the service was closed: its user logged out (`NowSDK.logout()`, or a logout of its instance
    /// through its core). A closed service makes no controllers and preloads nothing
    /// (``NowWebServiceError/serviceClosed``), and its controllers load no page (their delegates hear
    /// ``NowWebError/serviceClosed``): the next user gets a new service.
    public var isClosed: Bool { closed.withLock { $0 } }

    /// Closes the service (its user logged out).
    func close() {
        closed.withLock { $0 = true }
        appLock.withLock { $0.cleared() }
        let observers = closeObservers.withLock { observers in
            defer { observers = [] }
            return observers
        }
        guard !observers.isEmpty else { return }
        Task { @MainActor in for observer in observers { observer() } }
    }

    /// Runs `observer` on the main actor once the service closes (its user logged out): a page session drops what
    /// it keeps for the user (``FormKeeper``) then, not at its page's next event.
    func whenClosed(_ observer: @escaping @MainActor @Sendable () -> Void) {
        closeObservers.withLock { $0.append(observer) }
        if isClosed { close() }
    }
}
