import Foundation
import NowInternal

extension NowCoreService {
    /// The instance's Mobile SDK settings for the service's app, fetched once and kept until logout.
    ///
    /// - Throws: ``NowServiceError``: invalid configuration, disabled SDK (`enabled` false), malformed answer,
    ///   unknown bundle id (404), or a failed fetch (no token, no connection, 5xx).
    public func requestSettings(for service: any NowService) async throws -> NowServiceSettings {
        if let cached = settingsCache.withLock({ $0[service.configuration] }) { return cached }
        return try await refreshSettings(for: service)
    }

    /// Fetches the settings again, replacing the cached ones.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The settings.
    /// - Throws: ``NowServiceError``.
    public func refreshSettings(for service: any NowService) async throws(NowServiceError) -> NowServiceSettings {
        let configuration = service.configuration
        guard configuration.isValid else { throw .serviceConfigurationInvalid }
        // The request carries the bearer token, and the bundle id and answer steer the app: https only.
        guard URLOrigin.allowsCredentials(to: configuration.instanceUrl) else {
            logger.error("settings request refused: the instance URL is cleartext http to a remote host")
            throw .serviceConfigurationInvalid
        }
        let provider = tokenProvider(for: configuration.instanceUrl)
        var token = try await settingsToken { try await provider.accessToken() }
        var response = try await fetchSettings(configuration, token: token)
        if response.statusCode == 401, let rejected = token {
            logger.info("settings request refused the token; retrying once with a new one")
            token = try await settingsToken { try await provider.accessTokenDidFail(rejected: rejected) }
            response = try await fetchSettings(configuration, token: token)
        }
        switch response.statusCode {
        case 200..<300: break
        case 404: throw .serviceSettingsNotFound
        default:
            logger.error("settings request failed with HTTP \(response.statusCode)")
            throw .serviceSettingsRetrievalFailed
        }
        guard let settings = ServiceSettingsParser.settings(from: response.body) else {
            logger.error("settings answer is malformed")
            throw .serviceSettingsInvalid
        }
        guard settings.enabled else { throw .serviceDisabled }
        settingsCache.withLock { $0[configuration] = settings }
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
        } catch {
            logger.error("no token for the settings request: \(error.localizedDescription)")
            throw .serviceSettingsRetrievalFailed
        }
    }

    private func fetchSettings(_ configuration: NowServiceConfiguration, token: AccessToken?)
        async throws(NowServiceError) -> NowHTTPResponse
    {
        var components = URLComponents(
            url: Self.origin(of: configuration.instanceUrl).appendingPathComponent(
                "api/sn_mobile_sdk/mobile_sdk/settings"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "app_bundle_id", value: configuration.appBundleId)]
        guard let url = components?.url else { throw .serviceConfigurationInvalid }
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token.value)" }
        do {
            return try await self.configuration.transport.send(
                NowHTTPRequest(method: "GET", url: url, headers: headers))
        } catch {
            logger.error("settings request to \(Redaction.url(url)) failed: \(type(of: error))")
            throw .serviceSettingsRetrievalFailed
        }
    }
}
