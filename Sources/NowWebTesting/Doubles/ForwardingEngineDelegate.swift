import NowWeb

/// Stands between an engine and its real delegate (a controller): records every policy question with the
/// answer the real delegate gave, and every event, then passes them on unchanged.
@MainActor
package final class ForwardingEngineDelegate: WebEngineDelegate {
    /// Every navigation action the engine asked about, with the real delegate's answer, in order.
    package private(set) var decisions: [(action: NavigationAction, policy: NavigationPolicy)] = []
    /// The events, for awaiting them.
    package let events = RecordingEngineDelegate()
    private let target: any WebEngineDelegate

    package init(to target: any WebEngineDelegate) {
        self.target = target
    }

    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    {
        let policy = await target.webEngine(engine, decidePolicyFor: action)
        decisions.append((action, policy))
        return policy
    }

    package func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {
        target.webEngine(engine, didReceive: event)
        events.webEngine(engine, didReceive: event)
    }

    package func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        await target.webEngine(engine, runJavaScriptPanel: panel)
    }
}
