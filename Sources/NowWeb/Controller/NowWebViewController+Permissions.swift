import Foundation
import NowSDK

// Device permissions: a page's camera, microphone and location requests go to the app's
// `DevicePermissionDelegate` (from the NowSDK configuration).
extension NowWebViewController {
    /// Grants `request` only when the page shown is on the instance and the app's
    /// `DevicePermissionDelegate` allows every capability asked for. Without a delegate, or for a page off the
    /// instance, it is denied.
    package func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool {
        guard let page = request.pageURL ?? engine.currentURL, service.scope.contains(page) else { return false }
        guard let delegate = (service.core as? NowCoreService)?.configuration.permissionDelegate else { return false }
        return !request.permissions.isEmpty && request.permissions.allSatisfy { delegate.canRequestPermission($0) }
    }
}
