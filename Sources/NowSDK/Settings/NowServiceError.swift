import Foundation

/// Why a service could not be made, in the vendor's six cases.
public enum NowServiceError: Error, Sendable, Equatable, LocalizedError {
    /// `NowSDK.configure(with:)` has not been called.
    case sdkNotConfigured
    /// The instance URL is not an absolute https URL (or http to a loopback host), or the app bundle id is empty.
    case serviceConfigurationInvalid
    /// The instance's Mobile SDK settings disable this app or service.
    case serviceDisabled
    /// The instance's settings answer is not the expected JSON.
    case serviceSettingsInvalid
    /// The instance has no Mobile SDK settings for this app's bundle id.
    case serviceSettingsNotFound
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
        case .serviceSettingsInvalid:
            "The instance's Mobile SDK settings are malformed. Ask the instance administrator to check the "
                + "Mobile SDK settings record of this app."
        case .serviceSettingsNotFound:
            "The instance has no Mobile SDK settings for this app's bundle id. Ask the instance administrator "
                + "to add a record in the Mobile SDK Settings table."
        case .serviceSettingsRetrievalFailed:
            "The instance's Mobile SDK settings could not be fetched. Check the connection and that the user "
                + "is signed in, then try again."
        }
    }
}
