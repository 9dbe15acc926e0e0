import Foundation
import NowSDK

/// A page's request for device capabilities (camera, microphone, location), as an engine reports it.
public struct DevicePermissionRequest: Sendable, Equatable {
    /// What the page asked for; all of them are granted or none.
    public var permissions: [DevicePermission]
    /// The page the main frame showed when the request came, if known.
    public var pageURL: URL?

    /// Makes a request.
    public init(permissions: [DevicePermission], pageURL: URL?) {
        self.permissions = permissions
        self.pageURL = pageURL
    }
}
