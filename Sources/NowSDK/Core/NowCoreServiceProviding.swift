import Foundation

/// The SDK core the services use: access tokens and the instance's Mobile SDK settings.
///
/// ``NowSDK/core()`` returns the configured core; services take one in their initializer so tests can pass a
/// double. Conformers must be safe to call concurrently.
public protocol NowCoreServiceProviding: Sendable {
    /// A valid access token for the service's instance.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The token.
    /// - Throws: ``NowAuthorizationError``, or ``NowServiceError/serviceConfigurationInvalid``.
    func requestAccessToken(for service: any NowService) async throws -> AccessToken

    /// A token still valid at `date`: the current one when it is, else a new one. This is how the web layer
    /// keeps a token at hand ahead of need, so that a web session that ends costs the page alone.
    ///
    /// The default asks ``requestAccessToken(for:)`` and, when that token expires by `date`, reports it with
    /// ``accessTokenDidFail(for:rejected:)`` to get another; a conformer with its own notion of expiry (such
    /// as `NowCoreService`, whose skew also counts) may answer directly.
    ///
    /// - Parameters:
    ///   - service: The service asking.
    ///   - date: When the token must still be valid.
    /// - Returns: The token; one without expiry counts as valid at any date.
    /// - Throws: ``NowAuthorizationError``, or ``NowServiceError/serviceConfigurationInvalid``.
    func requestAccessToken(for service: any NowService, validUntil date: Date) async throws -> AccessToken

    /// Which core this is: the web layer files the data stores of this core's services under it, so that the
    /// core's logout wipes exactly those.
    ///
    /// A class conformer gets its object identity. A struct or enum conformer must state one: a
    /// ``NowCoreIdentity/init()`` stored when it is made, or the identity of the core it wraps; every copy must
    /// answer the same identity, or logout would miss the stores of its services.
    var identity: NowCoreIdentity { get }

    /// Reports that `token` was refused and returns a new one.
    ///
    /// Conformers refresh only when `token` is still the current token and otherwise return the current one;
    /// when the refresh that was to replace `token` already failed, they answer with that failure at once.
    /// ``accessTokenDidFail(for:)`` calls this with `nil`.
    ///
    /// - Parameters:
    ///   - service: The service whose token was refused.
    ///   - token: The token that was refused; `nil` when unknown, which forces a new token.
    /// - Returns: A token other than `token`.
    /// - Throws: ``NowAuthorizationError``, or ``NowServiceError/serviceConfigurationInvalid``.
    func accessTokenDidFail(for service: any NowService, rejected token: AccessToken?) async throws -> AccessToken

    /// Whether the user of the service's instance is a guest.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: `true` for a guest.
    func isGuestUser(for service: any NowService) async -> Bool

    /// The instance's Mobile SDK settings for the service's app.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The settings.
    /// - Throws: ``NowServiceError``.
    func requestSettings(for service: any NowService) async throws -> NowServiceSettings

    /// A network service that sends authorized API requests to the service's instance (the vendor's shared
    /// network service); the default sends through an ephemeral `URLSession`.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The network service.
    func requestNetworkService(for service: any NowService) -> NowNetworkService

    /// Fetches the settings of every service asked for so far again, and hands them to their
    /// ``settingsUpdates(for:)`` streams; the default does nothing.
    func refreshAllSettings() async

    /// The service's settings now (when already known) and after every fetch or refresh, until the stream is
    /// dropped; the async-sequence form of the vendor's Combine `settingsPublisher(for:)`.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The stream of settings.
    func settingsUpdates(for service: any NowService) -> AsyncStream<NowServiceSettings>

    /// Fetches the service's settings again, as the vendor's `refreshSettings(for:)`; by default the same as
    /// ``requestSettings(for:)``.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The settings.
    /// - Throws: ``NowServiceError``; ``SettingsError/init(_:)`` gives the vendor's case.
    func refreshSettings(for service: any NowService) async throws -> NowServiceSettings

    /// Whether a service may ask the user for `permission`, as the app's ``DevicePermissionDelegate`` answers;
    /// the vendor's `canRequestPermission(_:)` of the core. By default `false`.
    ///
    /// - Parameter permission: The capability a page or service wants.
    /// - Returns: `true` when the app lets the SDK request the permission.
    @MainActor func canRequestPermission(_ permission: DevicePermission) -> Bool

    /// How the web layer files the data stores of this core's services (the account, the list of stores that
    /// outlive the process); by default nothing (no account, no list).
    var webDataStoreFiling: NowWebDataStoreFiling { get }
}

extension NowCoreServiceProviding {
    /// The current token when it is still valid at `date` (its expiry later than `date`); otherwise that token
    /// is reported with ``accessTokenDidFail(for:rejected:)`` and the answer returned.
    ///
    /// - Parameters:
    ///   - service: The service asking.
    ///   - date: When the token must still be valid.
    /// - Returns: The token.
    /// - Throws: ``NowAuthorizationError``, or ``NowServiceError/serviceConfigurationInvalid``.
    public func requestAccessToken(for service: any NowService, validUntil date: Date) async throws -> AccessToken {
        let token = try await requestAccessToken(for: service)
        guard let expiresAt = token.expiresAt, expiresAt <= date else { return token }
        return try await accessTokenDidFail(for: service, rejected: token)
    }

    /// Reports that the current token was refused and returns a new one: the vendor's call, the same as
    /// ``accessTokenDidFail(for:rejected:)`` with no token.
    ///
    /// - Parameter service: The service whose token was refused.
    /// - Returns: A new token.
    /// - Throws: ``NowAuthorizationError``, or ``NowServiceError/serviceConfigurationInvalid``.
    public func accessTokenDidFail(for service: any NowService) async throws -> AccessToken {
        try await accessTokenDidFail(for: service, rejected: nil)
    }
}

extension NowCoreServiceProviding where Self: AnyObject {
    /// The identity of the object: a class core is one core however many references share it.
    public var identity: NowCoreIdentity { NowCoreIdentity(of: self) }
}
