import Foundation
import NowSDK

// Device permissions: a page's camera, microphone and location requests go to the service's core
// (`canRequestPermission(_:)`: the SDK core asks the app's `DevicePermissionDelegate`), whatever core it is.
extension NowWebViewController {
    /// Grants `request` only when the page shown is on the instance and the core allows every capability asked
    /// for (the SDK core: the app's `DevicePermissionDelegate`; without one, nothing). For a page off the
    /// instance, it is denied.
    package func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool {
        guard let page = request.pageURL ?? engine.currentURL, service.scope.contains(page) else { return false }
        let core = service.core
        return !request.permissions.isEmpty && request.permissions.allSatisfy { core.canRequestPermission($0) }
    }
}
