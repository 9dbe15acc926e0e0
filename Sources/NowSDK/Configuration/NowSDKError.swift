import Foundation

/// Why `NowSDK.configure(with:)` refused a configuration: the vendor's three cases.
///
/// The vendor's NowSDK throws these; so does this one. Which setting was wrong is told by
/// ``NowSDKConfiguration/problem`` (a ``NowSDKConfiguration/Problem``) and in the error log, so that a
/// `catch NowSDKError.configurationError` written for the vendor's SDK catches every malformed setting:
///
/// | ``NowSDKConfiguration/Problem`` | thrown as |
/// |---|---|
/// | `invalidAppBundleId`, `invalidOAuthClient`, `invalidTokenPolicy`, `invalidSettingsSource` | ``configurationError`` |
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowSDKError: Error, Sendable, Equatable, LocalizedError {
    /// A setting of the configuration is malformed; ``NowSDKConfiguration/problem`` says which.
    case configurationError
    /// The configuration has no authorization provider. `NowSDKConfiguration`'s initializers require one (the
    /// vendor's provider or a grant provider), so `configure(with:)` does not throw this today; the case is
    /// kept for code written against the vendor's SDK.
    case missingAuthorizationProvider
    /// The configuration has no permission delegate. This SDK accepts none (pages are then refused every device
    /// permission), so `configure(with:)` does not throw this; the case is kept for code written against the
    /// vendor's SDK.
    case missingPermissionDelegate

    /// What went wrong and what to change.
    public var errorDescription: String? {
        switch self {
        case .configurationError:
            "The NowSDK configuration is invalid; NowSDKConfiguration.problem names the setting to change."
        case .missingAuthorizationProvider:
            "The NowSDK configuration has no authorization provider. Create it with "
                + "NowSDKConfiguration(authorizationProvider:) or NowSDKConfiguration(grantProvider:)."
        case .missingPermissionDelegate:
            "The NowSDK configuration has no permission delegate. Pass one to let pages ask for device "
                + "permissions."
        }
    }
}
