import Foundation

/// What happened in an engine.
public enum WebEngineEvent: Sendable, Equatable {
    /// A server redirect was followed (already allowed by policy).
    case redirected(from: URL, to: URL, isMainFrame: Bool)
    /// A response arrived for a frame.
    case responseReceived(WebResponse)
    /// The main frame committed to showing `url`.
    case committed(URL)
    /// The main frame finished loading `url`, subresources included.
    case finished(URL)
    /// A main-frame load failed. Subframe and subresource failures are not reported.
    case failed(url: URL?, error: WebEngineError)
    /// The page title changed.
    case titleChanged(String)
    /// The estimated load progress, 0 to 1.
    case progressChanged(Double)
    /// A page posted a message to one of the engine's script message handlers.
    case scriptMessage(ScriptMessage)
}
