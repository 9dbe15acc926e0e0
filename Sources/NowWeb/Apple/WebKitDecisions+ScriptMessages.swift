import Foundation
import NowInternal

// A page's script messages on WKWebView (`userContentController(_:didReceive:)`): which handler, which frame, and
// whether the message is read at all, decided on the values WebKit's `WKScriptMessage` gives.
extension WebKitDecisions {
    /// What WebKit says of a script message, as ``WebKitMapping`` reads it from a `WKScriptMessage`: the values
    /// WebKit vouches for (the handler, the sending frame and its security origin), never what the page posted.
    package struct ScriptMessageSender: Sendable, Equatable {
        /// The handler the page posted to (`WKScriptMessage.name`).
        package var handlerName: String
        /// Whether the sending frame is the main frame (`frameInfo.isMainFrame`).
        package var isMainFrame: Bool
        /// The sending frame's security origin (``WebKitMapping/origin(of:)``); `nil` for an opaque one.
        package var frameOrigin: URL?
        /// Whether the message came from the engine's own view (`WKScriptMessage.webView`): a pop-up's view
        /// shares the page's user content controller, and its messages are never the page's.
        package var isFromEngineView: Bool

        /// A sender with every part given.
        package init(handlerName: String, isMainFrame: Bool, frameOrigin: URL?, isFromEngineView: Bool) {
            self.handlerName = handlerName
            self.isMainFrame = isMainFrame
            self.frameOrigin = frameOrigin
            self.isFromEngineView = isFromEngineView
        }
    }

    /// The event the engine reports for a script message from `sender`, or `nil` when it is dropped.
    ///
    /// Dropped before its body is read (so that a frame of another site cannot make the app's main thread convert
    /// what it posts, nor spend a frame id): a message from another view than the engine's (a pop-up's), from a
    /// frame without an origin (sandboxed), from a frame of another origin than the main frame's
    /// (``WebKitMapping/acceptsScriptMessage(fromOrigin:mainFrameURL:)``), or from a frame that is not of the
    /// instance (or before the engine knows the instance). Either unknown: dropped (fail closed).
    ///
    /// The session watch's handler (``InPageSessionWatch/handlerName``) is ``WebEngineEvent/sessionWatchSignal(_:)``,
    /// its body's `top` replaced by WebKit's word on the frame; the form keeper's (``FormKeep/handlerName``) is one
    /// too, its text taken as posted up to ``FormKeep/maximumMessageLength``; the input listener's
    /// (``UserInputListener/handlerName``) is ``WebEngineEvent/userInteracted(isKey:)`` as
    /// ``UserInputListener/event(forMessage:)`` reads it; every other handler the engine adds is a Cabrillo
    /// method's, ``WebEngineEvent/cabrilloMessage(_:)``, with the main frame as ``ScriptMessage/Frame/main`` and a
    /// subframe by the id `registerFrame` gives it (asked only for a message that is reported). A body that is not
    /// what the handler takes (a session signal that is not a JSON object, a Cabrillo body beyond
    /// ``PageJSON/Limits``) is dropped.
    ///
    /// - Parameters:
    ///   - sender: What WebKit says of the message.
    ///   - body: The posted value (`WKScriptMessage.body`), read only when the message is accepted.
    ///   - mainFrameURL: The main frame's URL (`WKWebView.url`).
    ///   - scope: The instance's scope; `nil` when the engine has loaded nothing of the instance yet.
    ///   - registerFrame: Remembers the sending subframe (``WebKitFrameRegistry``) and names it.
    /// - Returns: The event to report, or `nil`.
    package static func scriptMessage(
        from sender: ScriptMessageSender, body: @autoclosure () -> Any, mainFrameURL: URL?, scope: InstanceScope?,
        registerFrame: () -> ScriptMessage.Frame
    ) -> WebEngineEvent? {
        guard sender.isFromEngineView, let origin = sender.frameOrigin, let scope, scope.contains(origin),
            WebKitMapping.acceptsScriptMessage(fromOrigin: origin, mainFrameURL: mainFrameURL)
        else { return nil }
        if sender.handlerName == InPageSessionWatch.handlerName {
            guard let text = body() as? String,
                let signal = InPageSessionSignal.body(text, isMainFrame: sender.isMainFrame)
            else { return nil }
            return .sessionWatchSignal(
                ScriptMessage(handlerName: sender.handlerName, body: signal, frame: .main, origin: origin))
        }
        if sender.handlerName == UserInputListener.handlerName {
            // The listener in the watch's isolated world alone: the user's trusted input in a frame of the instance.
            guard let text = body() as? String else { return nil }
            return UserInputListener.event(forMessage: text)
        }
        if sender.handlerName == FormKeep.handlerName {
            // A form's snapshot (`FormKeep`), for the page session's keeper alone, within its length cap.
            guard let text = body() as? String, text.utf8.count <= FormKeep.maximumMessageLength else { return nil }
            return .sessionWatchSignal(
                ScriptMessage(handlerName: sender.handlerName, body: text, frame: .main, origin: origin))
        }
        guard let json = WebKitMapping.json(body()) else { return nil }
        let frame = sender.isMainFrame ? ScriptMessage.Frame.main : registerFrame()
        return .cabrilloMessage(
            ScriptMessage(handlerName: sender.handlerName, body: json, frame: frame, origin: origin))
    }
}
