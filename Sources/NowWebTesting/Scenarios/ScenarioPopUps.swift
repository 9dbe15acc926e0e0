import NowWeb

/// What a host's engine tells of the pop-ups a page opens (WebKitGTK: the second views of the session), for the
/// scenarios that need ``ScenarioCapability/showsPopUps``.
@MainActor
package struct ScenarioPopUps {
    /// How many of the controller's pop-ups are open.
    package var openCount: @MainActor (NowWebViewController) async -> Int
    /// Lets the controller's page open windows by script without a user's gesture (WebKitGTK's
    /// `javascript-can-open-windows-automatically`): it stands in for a user's click in a frame, which a scenario
    /// cannot make; NowWeb's new-window rule still refuses what no gesture led to.
    package var allowWindowsWithoutGesture: @MainActor (NowWebViewController) async -> Void

    /// Makes the hooks from the host's functions.
    package init(
        openCount: @escaping @MainActor (NowWebViewController) async -> Int,
        allowWindowsWithoutGesture: @escaping @MainActor (NowWebViewController) async -> Void
    ) {
        self.openCount = openCount
        self.allowWindowsWithoutGesture = allowWindowsWithoutGesture
    }
}
