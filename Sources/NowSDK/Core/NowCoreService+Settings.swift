import Foundation
import NowInternal

extension NowCoreService {
    /// The service settings for the service's app, from the configured ``NowSettingsSource``: fetched once
    /// from the instance and kept until logout, or the settings the app states. Waits first until every
    /// `NowSDK.logout()` called before has finished.
    ///
    /// - Throws: ``NowServiceError``: invalid configuration, disabled SDK (`enabled` false), an answer in
    ///   another shape, a missing endpoint or unknown bundle id, or a failed fetch with its reason (no token, no
    ///   connection, 5xx, 429).
    public func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        // Settings kept from before a logout that is still running are not the next user's.
        await NowSDK.logoutsFinished()
        let configuration = service.configuration
        if let cached = settingsCache.withLock({ $0[configuration] }) { return cached }
        if configuration.isValid, let source = persistedSource, let files = settingsFiles,
            let kept = files.read(configuration, source: source, now: self.configuration.clock.now())
        {
            // The copy a launch before fetched answers at once; the instance is asked behind it, once.
            let first = settingsCache.withLock { cache in
                guard cache[configuration] == nil else { return false }
                cache[configuration] = kept
                return true
            }
            if first {
                logger.debug("settings from the copy kept on disk; fetching them again behind it")
                let refresh = Task { [self] in
                    do throws(NowServiceError) { _ = try await refreshSettings(configuration: configuration) } catch {
                        logger.info("settings not refreshed behind the kept copy: \(error.localizedDescription)")
                    }
                }
                settingsRefreshes.withLock { $0[configuration] = refresh }
            }
            return settingsCache.withLock { $0[configuration] } ?? kept
        }
        return try await refreshSettings(for: service)
    }

    /// Returns once the fetch behind a kept copy of `service`'s settings has ended (at once when none ran).
    package func settingsRefreshBehind(for service: any NowService) async {
        await settingsRefreshes.withLock { $0[service.configuration] }?.value
    }

    /// The files that keep fetched settings across launches, when ``NowSDKConfiguration/settingsPersistence``
    /// names a directory.
    var settingsFiles: SettingsFileStore? {
        let persistence = configuration.settingsPersistence
        return persistence.directory.map { SettingsFileStore(directory: $0, maximumAge: persistence.maximumAge) }
    }

    /// The settings source as kept copies name it; `nil` for stated settings, which are never fetched.
    private var persistedSource: String? {
        switch configuration.settingsSource {
        case .endpoint(let path): "endpoint \(path)"
        case .applicationResource(let path): "resource \(path)"
        case .stated: nil
        }
    }

    /// Fetches the settings again, replacing the cached ones, and hands them to every
    /// ``settingsUpdates(for:)`` stream of the service's instance and app.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The settings.
    /// - Throws: ``NowServiceError``.
    public func refreshSettings(for service: any NowService) async throws(NowServiceError) -> NowServiceSettings {
        await NowSDK.logoutsFinished()
        return try await refreshSettings(configuration: service.configuration)
    }

    /// Whether a service may ask the user for `permission`: the configuration's ``DevicePermissionDelegate``
    /// decides, and without one every permission is refused.
    ///
    /// - Parameter permission: The capability asked for.
    /// - Returns: The delegate's answer, or `false`.
    @MainActor public func canRequestPermission(_ permission: DevicePermission) -> Bool {
        configuration.permissionDelegate?.canRequestPermission(permission) ?? false
    }

    func refreshSettings(configuration: NowServiceConfiguration) async throws(NowServiceError)
        -> NowServiceSettings
    {
        guard configuration.isValid else { throw .serviceConfigurationInvalid }
        let settings: NowServiceSettings
        switch self.configuration.settingsSource {
        case .stated(let stated): settings = stated
        case .endpoint, .applicationResource:
            settings = try await fetchSettings(configuration, from: self.configuration.settingsSource)
        }
        guard settings.enabled else {
            // A kept copy must not let the next launch in.
            settingsCache.withLock { $0[configuration] = nil }
            if let source = persistedSource { settingsFiles?.remove(configuration, source: source) }
            throw .serviceDisabled
        }
        settingsCache.withLock { $0[configuration] = settings }
        if let source = persistedSource, let files = settingsFiles {
            do {
                try files.write(settings, configuration, source: source, now: self.configuration.clock.now())
            } catch {
                logger.error("settings not kept on disk: \(error.localizedDescription)")
            }
        }
        publishSettings(settings, for: configuration)
        return settings
    }

    /// Asks the instance for the app's settings at the URL `source` names
    /// (``NowSettingsSource/requestURL(in:appBundleId:)``).
    private func fetchSettings(_ configuration: NowServiceConfiguration, from source: NowSettingsSource)
        async throws(NowServiceError) -> NowServiceSettings
    {
        // The request carries the bearer token, and the bundle id and answer steer the app: https only.
        guard let scope = CredentialScope(instance: configuration.instanceUrl) else {
            logger.error("settings request refused: the instance URL is no https (or loopback http) origin")
            throw .serviceConfigurationInvalid
        }
        guard let url = source.requestURL(in: scope, appBundleId: configuration.appBundleId) else {
            throw .serviceConfigurationInvalid
        }
        let provider: NowTokenProvider
        do { provider = try gatedTokenProvider(for: configuration.instanceUrl) } catch {
            logger.error("no token for the settings request: \(error.localizedDescription)")
            throw .serviceSettingsRetrievalFailed(error)
        }
        var token = try await settingsToken { try await provider.accessToken() }
        var response = try await send(url, token: token)
        if response.statusCode == 401, let rejected = token {
            logger.info("settings request refused the token; retrying once with a new one")
            token = try await settingsToken { try await provider.accessTokenDidFail(rejected: rejected) }
            response = try await send(url, token: token)
        }
        let now = self.configuration.clock.now()
        let exchange = NowSettingsExchange(
            request: "GET \(Redaction.url(url))",
            answer: HTTPAnswerSummary.describe(response, secrets: [token?.value ?? ""]),
            appBundleId: configuration.appBundleId)
        switch response.statusCode {
        case 200..<300: break
        // An instance without the Mobile SDK application has no such resource; a bundle id without a settings
        // record is not found either. Both have the same two ways out.
        case 400, 404, 405, 300..<400:
            logger.error("settings endpoint missing: \(exchange.answer)")
            throw .serviceSettingsNotFound(exchange)
        default:
            logger.error("settings request failed with HTTP \(response.statusCode)")
            throw .serviceSettingsRetrievalFailed(Self.settingsFailure(response, now: now))
        }
        guard let settings = ServiceSettingsParser.settings(from: response.body) else {
            logger.error("settings answer in another shape: \(exchange.answer)")
            throw .serviceSettingsInvalid(exchange)
        }
        return settings
    }

    /// The token for the settings request; `nil` for a guest, who asks without one.
    private func settingsToken(_ obtain: () async throws -> AccessToken) async throws(NowServiceError)
        -> AccessToken?
    {
        do {
            return try await obtain()
        } catch NowAuthorizationError.guestUser {
            return nil
        } catch let error as NowAuthorizationError {
            logger.error("no token for the settings request: \(error.localizedDescription)")
            throw .serviceSettingsRetrievalFailed(error)
        } catch {
            // The token provider throws only NowAuthorizationError; a cancelled wait is worth another try.
            logger.error("no token for the settings request: \(type(of: error))")
            throw .serviceSettingsRetrievalFailed(.temporarilyUnavailable(.network))
        }
    }

    /// Why a settings answer with an error status failed, in the terms of the token's failures: a token the
    /// endpoint refused twice asks for a sign-in; 5xx, 429 and 503 (with `Retry-After`) and anything else are
    /// transient.
    private static func settingsFailure(_ response: NowHTTPResponse, now: Date) -> NowAuthorizationError {
        let status = response.statusCode
        switch status {
        case 401: return .signInRequired(.requestRejected(status: status, code: nil))
        case 408: return .temporarilyUnavailable(.timeout)
        case 429, 503:
            let retryAfter = TokenErrorClassifier.retryAfter(response.header("Retry-After"), now: now)
            return .temporarilyUnavailable(.rateLimited(status: status, retryAfter: retryAfter))
        case 500...599: return .temporarilyUnavailable(.serverError(status: status))
        default: return .temporarilyUnavailable(.unexpectedResponse(status: status))
        }
    }

    private func send(_ url: URL, token: AccessToken?) async throws(NowServiceError) -> NowHTTPResponse {
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token.value)" }
        do {
            return try await self.configuration.transport.send(
                NowHTTPRequest(method: "GET", url: url, headers: headers))
        } catch {
            logger.error("settings request to \(Redaction.url(url)) failed: \(type(of: error))")
            throw .serviceSettingsRetrievalFailed(TokenErrorClassifier.classify(transportError: error))
        }
    }
}
