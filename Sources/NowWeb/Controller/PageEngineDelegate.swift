import Foundation

/// A controller's answers to its engine: the navigation policy, events, JavaScript panels and device
/// permissions, forwarded to the controller, held weakly. Without a controller every question is answered
/// closed: navigations are cancelled, panels get the engine's default, permissions are denied.
@MainActor
package final class PageEngineDelegate: WebEngineDelegate, WebEnginePermissionDelegate {
    /// The controller answered for.
    package weak var controller: NowWebViewController?

    /// A delegate for no controller yet.
    package init() {}

    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    {
        await controller?.webEngine(engine, decidePolicyFor: action) ?? .cancel
    }

    package func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        controller?.webEngine(engine, didReceive: event)
    }

    package func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        await controller?.webEngine(engine, runJavaScriptPanel: panel)
    }

    package func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool {
        controller?.webEngine(engine, decide: request) ?? false
    }
}
