import Foundation

/// What happened in an engine.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
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
    /// The in-page session watch's reporter posted a signal (a page's request refused for want of a session, a
    /// login form put in place, a subframe's document): a message to the engine's session-watch handler, which
    /// only the session machine reads. The engine decides the channel from the name of the handler that
    /// received the message, never from its body.
    case sessionWatchSignal(ScriptMessage)
    /// A page called a Cabrillo method: a message to one of the engine's Cabrillo handlers (the methods
    /// NowWeb offers and the app's own), which the controller serves once the session machine has seen it. The
    /// engine decides the channel from the name of the handler that received the message, never from its body.
    case cabrilloMessage(ScriptMessage)
    /// A response the engine will not show, a file to save (`Content-Disposition: attachment`, or a type the
    /// engine cannot display), in the main frame or a subframe. The engine did not load it and wrote nothing:
    /// where a file goes is the app's decision, never a page's.
    case downloadRefused(WebResponse)
    /// The user pressed a key (`isKey`) or a pointer button in the page: input the platform delivered
    /// (`event.isTrusted`), never an event a page script dispatched. An engine reports it from a listener the page
    /// cannot reach (an isolated script world posting to a handler of that world alone), at most once every
    /// 2 seconds for each kind; the session machine reads it to know that the user is working in the page (a
    /// keep-alive of its session, whether the page holds unsaved input).
    case userInteracted(isKey: Bool)
    /// A file a document of the instance made and asked to save (an export: a `blob:` or `data:` URL with
    /// `download`, such as a list's CSV), which NowWeb's export rule accepted (the instance's origin, at most
    /// 50 MiB, one at a time): the engine wrote it to `file`, a private place of its own, and the owner moves it
    /// into the app's attachment directory or deletes it. `name` is the name the page suggested, unchecked.
    case exportReceived(file: URL, name: String)
}

extension WebResponse {
    /// Whether the response asks to be saved as a file rather than shown (`Content-Disposition: attachment`).
    package var isAttachment: Bool {
        guard let disposition = headers["content-disposition"] else { return false }
        let type = disposition.split(separator: ";", maxSplits: 1).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased() == "attachment"
    }

    /// Whether the response is a file to save, which an engine reports as ``WebEngineEvent/downloadRefused(_:)``
    /// instead of loading: a successful answer with content (2xx but 204 and 205) that is an attachment, or
    /// whose type the engine cannot display.
    ///
    /// - Parameter engineCanShow: Whether the engine can display the response's type.
    package func isFileToSave(engineCanShow: Bool) -> Bool {
        guard (200..<300).contains(statusCode), statusCode != 204, statusCode != 205 else { return false }
        return isAttachment || !engineCanShow
    }
}
