/// Decides whether the SDK may ask the user for a device permission on behalf of a page.
///
/// Conformers must answer quickly and without blocking: the SDK calls this when a page requests a capability.
public protocol DevicePermissionDelegate: Sendable {
    /// Whether the SDK may show the system prompt for `permission`.
    ///
    /// - Parameter permission: The capability a page asked for.
    /// - Returns: `true` to let the SDK request the permission, `false` to refuse it on the page's behalf.
    func canRequestPermission(_ permission: DevicePermission) -> Bool
}
