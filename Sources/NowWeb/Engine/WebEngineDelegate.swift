import Foundation

/// What a ``WebEngine`` asks and tells its owner.
///
/// Engines call these methods on the main actor, never from inside one of the engine's own commands (see
/// ``WebEngine``'s re-entrancy rule), so an implementation may call the engine's commands from any of them.
@MainActor
public protocol WebEngineDelegate: AnyObject {
    /// Decides whether the engine may perform `action`. Engines wait for the answer before the request
    /// goes out.
    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    /// Receives what happened in the engine, in order.
    func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent)
    /// Answers a page's `alert` or `confirm` panel, which stays open (and the page's script waits) until then.
    /// `nil` gets the engine's answer without a UI: an alert is acknowledged, a confirm is cancelled.
    func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async -> JavaScriptPanel
        .Response?
}

extension WebEngineDelegate {
    /// Leaves the answer to the engine: an alert is acknowledged, a confirm is cancelled.
    public func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        nil
    }
}
