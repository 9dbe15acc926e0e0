/// What an engine must do for a ``SessionScenario`` to run on it, beyond loading pages and asking before each
/// navigation (which every engine does: ``WebEngineConformance`` checks it).
package enum ScenarioCapability: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    /// Runs the page's JavaScript: the in-page session watch, a script's click or navigation.
    case runsJavaScript
    /// Starts the navigations a page schedules for later (a timed meta refresh, a script's timer), after the page
    /// finished loading, and asks about them like any other.
    case startsScheduledNavigations
    /// Tells NowWeb of a navigation the page's script starts (`location.assign`) before it goes out, when the
    /// host's engine is made to (WebKitGTK's Navigation API: `announcesScriptNavigations`).
    case announcesScriptNavigations
    /// Shows the controller in a window of the host's, with the offline banner and its retry button
    /// (``ScenarioHost/openWindow``).
    case showsAWindow
    /// Shows a page's pop-up (`window.open` keeping its opener) in a second view of the session, and tells how many
    /// are open (``ScenarioHost/popUps``).
    case showsPopUps

    /// What the capability is, as the table of scenarios says it.
    package var description: String {
        switch self {
        case .runsJavaScript: "runs the page's JavaScript"
        case .startsScheduledNavigations: "starts the navigations a page schedules for later"
        case .announcesScriptNavigations: "announces a script's navigation before it goes out"
        case .showsAWindow: "shows the controller in a window with its offline banner"
        case .showsPopUps: "shows a page's pop-up in a second view"
        }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
