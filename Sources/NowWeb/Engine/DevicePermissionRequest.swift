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

/// A ``WebEngineDelegate`` that also decides a page's device permission requests. Engines ask it when their
/// delegate conforms, and deny the request otherwise: a decision that cannot be made fails closed.
@MainActor
public protocol WebEnginePermissionDelegate: WebEngineDelegate {
    /// Whether the page may have `request`'s capabilities.
    func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool
}
