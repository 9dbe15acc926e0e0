import Foundation

/// Why a service could not be made, in the vendor's six cases.
///
/// The settings cases carry what was asked and what came back (``NowSettingsExchange``); a `switch` over the
/// vendor's case names (`case .serviceSettingsNotFound:`) still matches them.
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
    /// The settings could not be fetched: no token, no connection, or a server failure.
    case serviceSettingsRetrievalFailed

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
        case .serviceSettingsRetrievalFailed:
            "The instance's Mobile SDK settings could not be fetched. Check the connection and that the user "
                + "is signed in, then try again."
        }
    }
}
