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
    /// Answers a page's `alert`, `confirm` or `prompt` panel, which stays open (and the page's script waits) until
    /// then. `nil` gets the engine's answer without a UI: an alert is acknowledged, a confirm and a prompt are
    /// cancelled (the prompt's answer is `null`).
    func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async -> JavaScriptPanel
        .Response?
    /// Whether the page may have the device capabilities `request` asks for (camera, microphone, location); all
    /// are granted or none. Engines ask it for every request and deny the request without a delegate.
    func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool
    /// The files for the page's `<input type=file>` chooser, or `nil` to leave it to the engine's platform picker
    /// (``WebEngineCapabilities`` of an engine that has one). Engines without a delegate pick nothing.
    func webEngine(_ engine: any WebEngine, pickFilesFor request: FilePickRequest) async -> [URL]?
}

extension WebEngineDelegate {
    /// Leaves the answer to the engine: an alert is acknowledged, a confirm and a prompt are cancelled.
    public func webEngine(_ engine: any WebEngine, runJavaScriptPanel panel: JavaScriptPanel) async
        -> JavaScriptPanel.Response?
    {
        nil
    }

    /// Denies the request: a decision nobody makes fails closed.
    public func webEngine(_ engine: any WebEngine, decide request: DevicePermissionRequest) -> Bool {
        false
    }

    /// No picker of the delegate's: the engine's platform picker decides.
    public func webEngine(_ engine: any WebEngine, pickFilesFor request: FilePickRequest) async -> [URL]? {
        nil
    }
}

/// The delegate that decided device permission requests, now a requirement of every ``WebEngineDelegate``.
@available(*, deprecated, renamed: "WebEngineDelegate", message: "decide(_:) is a requirement of WebEngineDelegate")
public typealias WebEnginePermissionDelegate = WebEngineDelegate
