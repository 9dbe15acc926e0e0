import Foundation

/// Why `NowSDK.configure(with:)` refused a configuration.
public enum NowSDKError: Error, Sendable, Equatable, LocalizedError {
    /// The app bundle id is empty or contains characters a bundle id cannot have.
    case invalidAppBundleId
    /// The OAuth client id is empty, or a client secret was given without a client id.
    case invalidOAuthClient
    /// A token provider setting is out of range (negative skew, zero budget, ...).
    case invalidTokenPolicy(String)
    /// The settings source cannot be used (an endpoint path that is not a plain absolute path).
    case invalidSettingsSource(String)

    /// What went wrong and what to change.
    public var errorDescription: String? {
        switch self {
        case .invalidAppBundleId:
            "The app bundle id is empty or malformed. Set NowSDKConfiguration.appBundleId to the bundle id "
                + "registered in the instance's Mobile SDK settings."
        case .invalidOAuthClient:
            "The OAuth client is incomplete. Give a non-empty client id, or no client at all for the "
                + "JWT public client."
        case .invalidTokenPolicy(let setting):
            "The token policy setting \(setting) is out of range. Use a positive value."
        case .invalidSettingsSource(let problem):
            "The settings source is unusable: \(problem). Use a path such as "
                + "\(NowSettingsSource.defaultEndpointPath), or state the settings with .stated(...)."
        }
    }
}
