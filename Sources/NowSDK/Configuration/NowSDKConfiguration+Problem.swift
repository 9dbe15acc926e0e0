import Foundation

extension NowSDKConfiguration {
    /// Which setting of a configuration is malformed; `NowSDK.configure(with:)` throws
    /// ``NowSDKError/configurationError`` for each.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Problem: Sendable, Equatable {
        /// The app bundle id is empty or contains characters a bundle id cannot have.
        case invalidAppBundleId
        /// The OAuth client id is empty, or a client secret was given without a client id.
        case invalidOAuthClient
        /// A token provider setting is out of range (negative skew, zero budget, ...); the setting's name.
        case invalidTokenPolicy(String)
        /// The settings source cannot be used (an endpoint path that is not a plain absolute path).
        case invalidSettingsSource(String)

        /// What to change.
        public var explanation: String {
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
                    + "\(NowSettingsSource.defaultResourcePath), or state the settings with .stated(...)."
            }
        }
    }

    /// The first malformed setting, or `nil` when `NowSDK.configure(with:)` accepts the configuration.
    public var problem: Problem? {
        guard Self.isValidBundleId(appBundleId) else { return .invalidAppBundleId }
        if oauthClient.clientId?.isEmpty == true || (oauthClient.clientId == nil && oauthClient.clientSecret != nil) {
            return .invalidOAuthClient
        }
        if let setting = tokenPolicy.invalidSetting { return .invalidTokenPolicy(setting) }
        if let problem = settingsSource.problem { return .invalidSettingsSource(problem) }
        return nil
    }
}
