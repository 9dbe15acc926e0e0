import Foundation

/// The vendor's service settings errors, as its Combine forms of `requestSettings(for:)` and
/// `refreshSettings(for:)` fail with them.
///
/// The async forms throw ``NowServiceError``, which `NowWeb.makeWebService` reports; ``init(_:)`` maps any of
/// their errors to a vendor case. The vendor does not say when each case is used; the mapping is ours:
///
/// | thrown by the async forms | vendor case |
/// |---|---|
/// | `sdkNotConfigured`, `serviceConfigurationInvalid` | ``invalidProvider`` |
/// | `serviceDisabled` | ``sdkNotLicensed`` |
/// | `serviceSettingsInvalid` | ``invalidJSON`` |
/// | `serviceSettingsNotFound` | ``settingNotFound`` |
/// | `serviceSettingsRetrievalFailed` | ``fetchFailed`` |
/// | a ``NowAuthorizationError`` or ``AccessTokenProviderError`` | ``notAuthorized`` |
/// | a `URLError` (the request could not be sent) | ``fetchError`` |
/// | anything else | ``unknown`` |
public enum SettingsError: Error, Sendable, Equatable, LocalizedError {
    /// The request for the settings could not be sent or answered.
    case fetchError
    /// The instance did not hand over the settings (an error status, or no token to ask with).
    case fetchFailed
    /// The instance's answer is not Mobile SDK settings.
    case invalidJSON
    /// The SDK or the service configuration cannot ask for settings (not configured, invalid configuration).
    case invalidProvider
    /// No access token could be obtained to ask with.
    case notAuthorized
    /// The settings disable the SDK for this app.
    case sdkNotLicensed
    /// The instance has no settings for this app.
    case settingNotFound
    /// Any other failure.
    case unknown

    /// The vendor case for an error of ``NowCoreServiceProviding/requestSettings(for:)`` or
    /// ``NowCoreServiceProviding/refreshSettings(for:)``.
    ///
    /// - Parameter error: What the async form threw.
    public init(_ error: any Error) {
        switch error {
        case let vendor as SettingsError: self = vendor
        case let service as NowServiceError:
            switch service {
            case .sdkNotConfigured, .serviceConfigurationInvalid: self = .invalidProvider
            case .serviceDisabled: self = .sdkNotLicensed
            case .serviceSettingsInvalid: self = .invalidJSON
            case .serviceSettingsNotFound: self = .settingNotFound
            case .serviceSettingsRetrievalFailed: self = .fetchFailed
            }
        case is NowAuthorizationError, is AccessTokenProviderError: self = .notAuthorized
        case is URLError: self = .fetchError
        default: self = .unknown
        }
    }

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .fetchError: "The Mobile SDK settings request could not be sent or answered."
        case .fetchFailed: "The instance did not hand over the Mobile SDK settings."
        case .invalidJSON: "The instance's answer is not Mobile SDK settings."
        case .invalidProvider: "The SDK is not configured, or the service configuration is invalid."
        case .notAuthorized: "No access token could be obtained to ask for the Mobile SDK settings."
        case .sdkNotLicensed: "The instance's Mobile SDK settings disable the SDK for this app."
        case .settingNotFound: "The instance has no Mobile SDK settings for this app."
        case .unknown: "The Mobile SDK settings could not be had."
        }
    }
}
