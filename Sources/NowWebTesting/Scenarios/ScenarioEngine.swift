/// An engine the session scenarios run on, with each capability it lacks and why.
///
/// A scenario that needs a capability the engine lacks is never skipped silently: ``reason(cannotRun:)`` says
/// which capability is missing and why, and the runners test that it does.
package struct ScenarioEngine: Sendable, Hashable, CustomStringConvertible {
    /// The engine's name, as the table's column says it.
    package let name: String
    /// Each capability the engine lacks, with why.
    package let lacks: [ScenarioCapability: String]

    package var description: String { name }

    /// The engines whose column the suite runs: the headless engine and WebKitGTK. (The WKWebView column says what
    /// of a scenario runs without a device: ``SessionScenario/webKitColumn``.)
    package static let runnable: [ScenarioEngine] = [.headless, .webKitGTK]

    /// `HeadlessWebEngine`: HTTP, cookies, redirects and the page's assets, no script.
    package static let headless = ScenarioEngine(
        name: "Headless",
        lacks: [
            .runsJavaScript: "it parses HTML and fetches its assets but runs no script (`evaluateJavaScript` throws)",
            .startsScheduledNavigations:
                "it follows a meta refresh at once when the page finished, never after its delay, and runs no timer",
            .announcesScriptNavigations: "it runs no script, so no script's navigation reaches it",
            .showsAWindow: "it draws nothing, so there is no window to show the controller in",
            .showsPopUps: "it runs no script, so no page opens a pop-up in it",
        ])

    /// `WebKitGTKEngine`: a real WebKit.
    package static let webKitGTK = ScenarioEngine(name: "WebKitGTK", lacks: [:])

    /// `WKWebViewEngine`: Apple's WebKit, run by the Apple workflow (the iOS simulator and macOS), never here, so
    /// not among ``runnable``: its column of the table says what runs here instead. It lacks the hooks that read
    /// WebKitGTK's own objects.
    package static let wkWebView = ScenarioEngine(
        name: "WKWebView",
        lacks: [
            .announcesScriptNavigations:
                "WebKit asks its navigation policy for a script's navigation itself; the announcing listener is "
                + "WebKitGTK's",
            .showsAWindow:
                "the window with its offline banner is the GTK one; the iOS chrome view has tests of its own",
            .showsPopUps:
                "its pop-up is a UIKit sheet an app presents; the suite's pop-up hook reads WebKitGTK's views",
        ])

    /// The capabilities `scenario` needs that this engine lacks, in a stable order.
    package func missing(for scenario: SessionScenario) -> [ScenarioCapability] {
        scenario.needs.filter { lacks[$0] != nil }.sorted()
    }

    /// Why this engine cannot run `scenario`, naming each missing capability; `nil` when it can.
    package func reason(cannotRun scenario: SessionScenario) -> String? {
        let reasons = missing(for: scenario).compactMap { capability in
            lacks[capability].map { "\(name) lacks “\(capability)”: \($0)" }
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
