import Foundation
import NowInternal

/// The SDK core: one ``NowTokenProvider`` per instance and account, settings retrieval, logout.
///
/// `NowSDK.configure(with:)` makes one; apps and tests may make their own and hand it to services.
public final class NowCoreService: NowCoreServiceProviding {
    /// The configuration the core was made with.
    public let configuration: NowSDKConfiguration
    let grantProvider: any NowAuthorizationGrantProviding
    let logger: NowLogger
    private let providers = Locked<[NowTokenStoreKey: NowTokenProvider]>([:])
    /// The logouts under way; token requests for an instance being logged out are refused.
    private let logouts = Locked(LogoutGate())
    let settingsCache = Locked<[NowServiceConfiguration: NowServiceSettings]>([:])
    /// The fetch behind a kept copy of each configuration's settings, while it may still run.
    let settingsRefreshes = Locked<[NowServiceConfiguration: Task<Void, Never>]>([:])
    let settingsStreams = Locked<[NowServiceConfiguration: [UUID: AsyncStream<NowServiceSettings>.Continuation]]>([:])

    /// Creates a core for `configuration`.
    ///
    /// - Parameter configuration: The SDK configuration.
    /// - Throws: ``NowSDKError`` when the configuration is invalid.
    public init(configuration: NowSDKConfiguration) throws(NowSDKError) {
        let logger = NowLogger(level: configuration.logLevel, sink: configuration.logSink, now: configuration.clock.now)
        if let problem = configuration.problem {
            logger.error("configuration refused: \(problem.explanation)")
            throw .configurationError
        }
        self.configuration = configuration
        grantProvider = configuration.grantProvider
        self.logger = logger
    }

    /// Files the web layer's stores under the grant provider's account, in the configuration's
    /// ``NowSDKConfiguration/webDataStoreList``.
    public var webDataStoreFiling: NowWebDataStoreFiling {
        NowWebDataStoreFiling(account: grantProvider.account, storeList: configuration.webDataStoreList)
    }

    /// The token provider for `instanceUrl` and the configured account, made on first use.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: The provider, the same one for every call with the same instance origin.
    public func tokenProvider(for instanceUrl: URL) -> NowTokenProvider {
        let key = key(for: instanceUrl)
        return providers.withLock { providers in
            if let existing = providers[key] { return existing }
            let provider = makeProvider(for: instanceUrl)
            providers[key] = provider
            return provider
        }
    }

    private func makeProvider(for instanceUrl: URL) -> NowTokenProvider {
        let context = NowAuthorizationContext(
            instanceUrl: Self.origin(of: instanceUrl), client: configuration.oauthClient,
            transport: configuration.transport)
        return NowTokenProvider(
            key: key(for: instanceUrl), context: context,
            grantProvider: grantProvider, store: configuration.tokenStore, configuration: configuration.tokenPolicy,
            clock: configuration.clock, logger: logger,
            earlierKeys: NowTokenStoreKey.earlierSpellings(of: instanceUrl).map {
                NowTokenStoreKey(instance: $0, account: grantProvider.account)
            })
    }

    /// A valid access token for the service's instance.
    ///
    /// Waits first until every `NowSDK.logout()` called before has finished.
    ///
    /// - Throws: ``NowAuthorizationError/signInRequired(_:)`` with ``NowAuthorizationError/SignInReason/loggedOut``
    ///   while a logout of the instance runs, and the provider's errors.
    public func requestAccessToken(for service: any NowService) async throws -> AccessToken {
        try await provider(for: service).accessToken()
    }

    /// A token still valid at `date` with the configured skew to spare: the current one when it is, else a
    /// new one. See ``NowTokenProvider/accessToken(validUntil:)``.
    public func requestAccessToken(for service: any NowService, validUntil date: Date) async throws -> AccessToken {
        try await provider(for: service).accessToken(validUntil: date)
    }

    /// A new token after `token` was refused, when `token` is still current; the current token otherwise,
    /// and the failure of the refresh for `token` when it already failed. See
    /// ``NowTokenProvider/accessTokenDidFail(rejected:)``.
    public func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws
        -> AccessToken
    {
        try await provider(for: service).accessTokenDidFail(rejected: token)
    }

    /// Whether the user of the service's instance is a guest.
    public func isGuestUser(for service: any NowService) async -> Bool {
        guard let provider = try? await provider(for: service) else { return false }
        return await provider.isGuest()
    }

    /// Revokes the tokens of `instanceUrl`'s instance at the instance (RFC 7009), or those of every instance
    /// this core has served when `nil`, forgets them and the cached settings, and has the web layer end and wipe
    /// the web sessions, cookies and caches it holds for it.
    ///
    /// - Parameter instanceUrl: The instance, or `nil` for all.
    ///
    /// While it runs, token requests for the instance (all instances when `nil`) are refused with
    /// ``NowAuthorizationError/SignInReason/loggedOut``. The tokens are forgotten, in memory and in the store,
    /// before they are revoked: a revocation that waits for the network, or fails, cannot keep them.
    public func logout(instanceUrl: URL? = nil) async {
        await logout(instanceUrl: instanceUrl, announced: false)
    }

    /// Counts a logout of every instance that `NowSDK.logout()` was called for and runs later
    /// (``logout(instanceUrl:announced:)`` with `announced`): a token request that began before the call is
    /// refused once the wait for it ends.
    func announceLogout() {
        logouts.withLock { $0.announce() }
    }

    /// ``logout(instanceUrl:)``; `announced` when ``announceLogout()`` counted it already.
    func logout(instanceUrl: URL?, announced: Bool) async {
        let origin = instanceUrl.map { NowTokenStoreKey(instanceUrl: $0, account: "").instance }
        logouts.withLock { $0.close(origin, counting: !announced) }
        // Before anything that waits for the network: a logout cut short still leaves the stores owed a wipe.
        let storeList = configuration.webDataStoreList.map(WebDataStoreList.init(file:))
        do {
            try storeList?.markLoggedOut(account: grantProvider.account, instance: origin)
        } catch {
            logger.error("web data store list: \(error)")
        }
        var forgotten = takeProviders(of: origin)
        // Tokens stored by an earlier run have no provider yet; one loads them so that they are revoked too.
        if let instanceUrl, !forgotten.contains(where: { $0.key == key(for: instanceUrl) }) {
            forgotten.append(makeProvider(for: instanceUrl))
        }
        var revocations: [(NowTokenProvider, NowTokenSet)] = []
        for provider in forgotten {
            if let tokens = await provider.forgetForRevocation() { revocations.append((provider, tokens)) }
        }
        do {
            try await configuration.tokenStore.removeAll(instance: origin)
            // Sets stored under an earlier spelling of the instance's key go too.
            for earlier in instanceUrl.map(NowTokenStoreKey.earlierSpellings) ?? [] {
                try await configuration.tokenStore.removeAll(instance: earlier)
            }
        } catch {
            logger.error("token store: \(error.localizedDescription)")
        }
        for (provider, tokens) in revocations { await provider.revoke(tokens) }
        // A provider someone made through tokenProvider(for:) meanwhile goes too.
        for provider in takeProviders(of: origin) { await provider.forget() }
        logouts.withLock { $0.open(origin) }
        settingsCache.withLock { cache in
            cache = cache.filter { entry in
                origin != nil && NowTokenStoreKey(instanceUrl: entry.key.instanceUrl, account: "").instance != origin
            }
        }
        settingsFiles?.removeAll(instance: origin)
        await NowSDK.notifyLogoutObservers(
            LogoutRequest(
                core: identity, instanceUrl: instanceUrl, account: grantProvider.account, storeList: storeList))
        logger.info("logged out of \(origin ?? "every instance")")
    }

    /// The gated provider of the service's instance, once every `NowSDK.logout()` called before has finished.
    ///
    /// A request that a logout of its instance overtook while it waited (one called after the request began)
    /// belongs to the session logged out: it is refused with `signInRequired(.loggedOut)` instead of signing
    /// that session's user in again.
    private func provider(for service: any NowService) async throws -> NowTokenProvider {
        let instance = key(for: service.configuration.instanceUrl).instance
        let began = logouts.withLock { $0.count(of: instance) }
        await NowSDK.logoutsFinished()
        guard service.configuration.isValid else { throw NowServiceError.serviceConfigurationInvalid }
        if logouts.withLock({ $0.count(of: instance) }) != began {
            logger.info("token request refused: a logout of \(instance) began after it")
            throw NowAuthorizationError.signInRequired(.loggedOut)
        }
        return try gatedTokenProvider(for: service.configuration.instanceUrl)
    }

    /// ``tokenProvider(for:)``, refused with `signInRequired(.loggedOut)` while a logout of the instance runs.
    func gatedTokenProvider(for instanceUrl: URL) throws(NowAuthorizationError) -> NowTokenProvider {
        let instance = key(for: instanceUrl).instance
        if logouts.withLock({ $0.isClosed(instance) }) {
            logger.info("token request refused: a logout of \(instance) is under way")
            throw .signInRequired(.loggedOut)
        }
        return tokenProvider(for: instanceUrl)
    }

    private func key(for instanceUrl: URL) -> NowTokenStoreKey {
        NowTokenStoreKey(instanceUrl: instanceUrl, account: grantProvider.account)
    }

    /// Removes and returns the providers of `origin` (all when `nil`).
    private func takeProviders(of origin: String?) -> [NowTokenProvider] {
        providers.withLock { providers in
            let matching = providers.filter { origin == nil || $0.key.instance == origin }
            for key in matching.keys { providers[key] = nil }
            return Array(matching.values)
        }
    }

    /// `scheme://host[:port]`: endpoints are resolved against the origin whatever path the app passed. A URL
    /// the credential rule (``CredentialScope``) refuses is kept as it is, so that every request built on it is
    /// refused too: taking its user info or percent-encoding away would make another URL of it.
    static func origin(of url: URL) -> URL {
        guard CredentialScope(instance: url) != nil else { return url }
        var components = URLComponents()
        components.scheme = url.scheme?.lowercased()
        components.host = url.host
        components.port = url.port
        return components.url ?? url
    }
}

/// The instances being logged out: a count per origin, and one for logouts of every instance; and how many
/// logouts of each began, so that a request can tell whether one overtook it.
struct LogoutGate {
    private var everyInstance = 0
    private var origins: [String: Int] = [:]
    private var begunOfEvery = 0
    private var begun: [String: Int] = [:]

    /// Closes `origin` (every instance when `nil`); `counting` unless ``announce()`` counted the logout already.
    mutating func close(_ origin: String?, counting: Bool = true) {
        if let origin { origins[origin, default: 0] += 1 } else { everyInstance += 1 }
        if counting { count(origin) }
    }

    /// Counts a logout of every instance that will close the gate later.
    mutating func announce() { count(nil) }

    /// How many logouts covering `origin` began (were announced or closed the gate).
    func count(of origin: String) -> Int { begunOfEvery + begun[origin, default: 0] }

    private mutating func count(_ origin: String?) {
        if let origin { begun[origin, default: 0] += 1 } else { begunOfEvery += 1 }
    }

    mutating func open(_ origin: String?) {
        if let origin {
            origins[origin, default: 1] -= 1
            if origins[origin] == 0 { origins[origin] = nil }
        } else {
            everyInstance -= 1
        }
    }

    func isClosed(_ origin: String) -> Bool { everyInstance > 0 || origins[origin] != nil }
}
