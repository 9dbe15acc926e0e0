/// Decides whether the SDK may ask the user for a device permission on behalf of a page.
///
/// Conformers must answer quickly and without blocking: the SDK calls this on the main actor when a page
/// requests a capability. A conforming type is main-actor isolated, so the vendor's
/// `class PermissionProvider: DevicePermissionDelegate` and `extension AppDelegate: DevicePermissionDelegate`
/// compile as written in the Swift 5 and Swift 6 language modes.
@MainActor
public protocol DevicePermissionDelegate: Sendable {
    /// Whether the SDK may show the system prompt for `permission`.
    ///
    /// - Parameter permission: The capability a page asked for.
    /// - Returns: `true` to let the SDK request the permission, `false` to refuse it on the page's behalf.
    func canRequestPermission(_ permission: DevicePermission) -> Bool
}
