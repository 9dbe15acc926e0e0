/// An engine whose page settings an app may choose through ``NowWebPage/configure(_:)``: WKWebView and WebKitGTK,
/// which have a web inspector. Engines without one (headless) ignore the hook.
@MainActor
package protocol PageConfigurableEngine: WebEngine {
    /// The settings in force.
    var pageConfiguration: NowWebPage.Configuration { get }
    /// Applies `configuration` before the engine's next command.
    func applyPageConfiguration(_ configuration: NowWebPage.Configuration)
}
