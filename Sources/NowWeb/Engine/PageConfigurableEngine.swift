/// An engine whose page settings an app may choose through ``NowWebPage/configure(_:)``: WKWebView and WebKitGTK,
/// which have a web inspector. An engine offers it in ``WebEngineCapabilities/pageConfiguration``; engines without
/// settings (headless) leave that `nil`.
///
/// Conformers must apply new settings before their next command, so that no load asked for afterwards runs
/// under the old ones.
@MainActor
public protocol PageConfigurableEngine: WebEngine {
    /// The settings in force.
    var pageConfiguration: NowWebPage.Configuration { get }
    /// Applies `configuration` before the engine's next command.
    func applyPageConfiguration(_ configuration: NowWebPage.Configuration)
}
