import Foundation
import NowInternal

/// Where a service talks to: the instance and the app's bundle id registered there.
public struct NowServiceConfiguration: Sendable, Equatable, Hashable {
    /// The instance's base URL, for example `https://example.service-now.com`.
    public var instanceUrl: URL
    /// The bundle id the instance's Mobile SDK settings know this app by.
    public var appBundleId: String

    /// Creates a configuration for `instanceUrl` and `appBundleId`.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance's base URL.
    ///   - appBundleId: The app's bundle id as registered in the instance's Mobile SDK settings.
    public init(instanceUrl: URL, appBundleId: String) {
        self.instanceUrl = instanceUrl
        self.appBundleId = appBundleId
    }

    /// Whether the instance URL is an absolute http(s) URL with a host and the bundle id is not empty.
    package var isValid: Bool {
        guard URLOrigin(instanceUrl) != nil else { return false }
        return NowSDKConfiguration.isValidBundleId(appBundleId)
    }
}
