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
    let settingsCache = Locked<[NowServiceConfiguration: NowServiceSettings]>([:])
    let settingsStreams = Locked<[NowServiceConfiguration: [UUID: AsyncStream<NowServiceSettings>.Continuation]]>([:])

    /// Creates a core for `configuration`.
    ///
    /// - Parameter configuration: The SDK configuration.
    /// - Throws: ``NowSDKError`` when the configuration is invalid.
    public init(configuration: NowSDKConfiguration) throws(NowSDKError) {
        let logger = NowLogger(level: configuration.logLevel, sink: configuration.logSink, now: configuration.now)
        if let problem = configuration.problem {
            logger.error("configuration refused: \(problem.explanation)")
            throw .configurationError
        }
        self.configuration = configuration
        grantProvider = configuration.grantProvider
        self.logger = logger
    }

    /// The token provider for `instanceUrl` and the configured account, made on first use.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: The provider, the same one for every call with the same instance origin.
    public func tokenProvider(for instanceUrl: URL) -> NowTokenProvider {
        let key = NowTokenStoreKey(instanceUrl: instanceUrl, account: grantProvider.account)
        return providers.withLock { providers in
            if let existing = providers[key] { return existing }
            let context = NowAuthorizationContext(
                instanceUrl: Self.origin(of: instanceUrl), client: configuration.oauthClient,
                transport: configuration.transport)
            let provider = NowTokenProvider(
                key: key, context: context, grantProvider: grantProvider, store: configuration.tokenStore,
                configuration: configuration.tokenPolicy, now: configuration.now, clock: configuration.clock,
                logger: logger)
            providers[key] = provider
            return provider
        }
    }

    /// A valid access token for the service's instance.
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
        guard let provider = try? provider(for: service) else { return false }
        return await provider.isGuest()
    }

    /// Revokes the tokens of `instanceUrl`'s instance at the instance (RFC 7009), or those of every instance
    /// this core has served when `nil`, forgets them and the cached settings, and has the web layer end and wipe
    /// the web sessions, cookies and caches it holds for it.
    ///
    /// - Parameter instanceUrl: The instance, or `nil` for all.
    public func logout(instanceUrl: URL? = nil) async {
        // Tokens stored by an earlier run have no provider yet; one loads them so that they are revoked too.
        if let instanceUrl { _ = tokenProvider(for: instanceUrl) }
        let origin = instanceUrl.map { NowTokenStoreKey(instanceUrl: $0, account: "").instance }
        let forgotten = providers.withLock { providers in
            let matching = providers.filter { origin == nil || $0.key.instance == origin }
            for key in matching.keys { providers[key] = nil }
            return Array(matching.values)
        }
        for provider in forgotten { await provider.revokeAndForget() }
        do {
            try await configuration.tokenStore.removeAll(instance: origin)
        } catch {
            logger.error("token store: \(error.localizedDescription)")
        }
        settingsCache.withLock { cache in
            cache = cache.filter { entry in
                origin != nil && NowTokenStoreKey(instanceUrl: entry.key.instanceUrl, account: "").instance != origin
            }
        }
        await NowSDK.notifyLogoutObservers(core: identity, instanceUrl: instanceUrl)
        logger.info("logged out of \(origin ?? "every instance")")
    }

    private func provider(for service: any NowService) throws(NowServiceError) -> NowTokenProvider {
        guard service.configuration.isValid else { throw .serviceConfigurationInvalid }
        return tokenProvider(for: service.configuration.instanceUrl)
    }

    /// `scheme://host[:port]`: endpoints are resolved against the origin whatever path the app passed.
    static func origin(of url: URL) -> URL {
        var components = URLComponents()
        components.scheme = url.scheme?.lowercased()
        components.host = url.host
        components.port = url.port
        return components.url ?? url
    }
}
