import Foundation

/// Why a service could not be made, in the vendor's six cases.
///
/// The settings cases carry what was asked and what came back (``NowSettingsExchange``), and a failed fetch
/// carries why (``NowAuthorizationError``); a `switch` over the vendor's case names
/// (`case .serviceSettingsRetrievalFailed:`) still matches them. ``failureClass`` says what an app does about
/// any of them: sign in, try again, have the instance set up, or configure the SDK.
///
/// The set is closed, as the vendor's: an app's `switch` over it names the six cases and needs no `default`.
public enum NowServiceError: Error, Sendable, Equatable, LocalizedError {
    /// `NowSDK.configure(with:)` has not been called.
    case sdkNotConfigured
    /// The instance URL is not an absolute https URL (or http to a loopback host), or the app bundle id is empty.
    case serviceConfigurationInvalid
    /// The instance's Mobile SDK settings (or the settings the app states) disable this app or service.
    case serviceDisabled
    /// The settings endpoint answered, but not with the settings' JSON shape.
    case serviceSettingsInvalid(NowSettingsExchange)
    /// The settings endpoint is missing (no Mobile SDK application), or has no record for this app's bundle id.
    case serviceSettingsNotFound(NowSettingsExchange)
    /// The settings could not be fetched, for the reason the payload gives in the terms of the token's failures:
    /// no token (``NowAuthorizationError/signInRequired(_:)``: the provider handed back none, the instance
    /// refused the password or assertion), or no answer from the instance
    /// (``NowAuthorizationError/temporarilyUnavailable(_:)``: no connection, a timeout, 5xx, 429 or 503 with its
    /// `Retry-After`). ``failureClass`` reads it.
    case serviceSettingsRetrievalFailed(NowAuthorizationError)

    /// What an app does about the failure.
    ///
    /// | case | class |
    /// |---|---|
    /// | ``sdkNotConfigured`` | ``NowFailureClass/sdkNotConfigured`` |
    /// | ``serviceConfigurationInvalid``, ``serviceDisabled``, ``serviceSettingsInvalid(_:)``, ``serviceSettingsNotFound(_:)`` | ``NowFailureClass/instanceNotSetUp`` |
    /// | ``serviceSettingsRetrievalFailed(_:)`` | its reason's ``NowAuthorizationError/failureClass`` |
    public var failureClass: NowFailureClass {
        switch self {
        case .sdkNotConfigured: .sdkNotConfigured
        case .serviceConfigurationInvalid, .serviceDisabled, .serviceSettingsInvalid, .serviceSettingsNotFound:
            .instanceNotSetUp
        case .serviceSettingsRetrievalFailed(let reason): reason.failureClass
        }
    }

    /// What happened and what to do.
    public var errorDescription: String? {
        switch self {
        case .sdkNotConfigured: "NowSDK is not configured. Call NowSDK.configure(with:) before making services."
        case .serviceConfigurationInvalid:
            "The service configuration is invalid. Use an absolute https URL of the instance and a non-empty "
                + "app bundle id."
        case .serviceDisabled:
            "The instance's Mobile SDK settings disable this service for this app. Ask the instance "
                + "administrator to enable it."
        case .serviceSettingsInvalid(let exchange):
            "The instance's answer is not Mobile SDK settings. Asked: \(exchange.request) for "
                + "\"\(exchange.appBundleId)\". Got: \(exchange.answer). \(exchange.waysOut)"
        case .serviceSettingsNotFound(let exchange):
            "The instance has no Mobile SDK settings for this app. Asked: \(exchange.request) for "
                + "\"\(exchange.appBundleId)\". Got: \(exchange.answer). \(exchange.waysOut)"
        case .serviceSettingsRetrievalFailed(let reason):
            "The instance's Mobile SDK settings could not be fetched. "
                + (reason.errorDescription ?? "Check the connection, then try again.")
        }
    }
}
