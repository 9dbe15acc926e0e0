import Foundation

/// A message a page posted to one of the engine's script message handlers
/// (`window.webkit.messageHandlers[name].postMessage(body)`).
public struct ScriptMessage: Sendable, Equatable {
    /// The frame a message came from, for answering it there with ``WebEngine/evaluate(_:in:)``.
    ///
    /// Opaque: only the engine that made it knows what it names. It stays valid while the frame shows the
    /// document that posted the message.
    public struct Frame: Sendable, Hashable {
        /// The engine's name for the frame.
        public var id: String

        /// Makes a frame reference from the engine's name for it.
        public init(id: String) {
            self.id = id
        }

        /// The main frame, for engines that cannot tell frames apart.
        public static let main = Frame(id: "")
    }

    /// The name of the handler the page posted to.
    public var handlerName: String
    /// The posted value as JSON text.
    public var body: String
    /// The frame that posted it.
    public var frame: Frame
    /// The origin of the document that posted it (`https://host:port`), when the engine knows it.
    public var origin: URL?

    /// Makes a message.
    public init(handlerName: String, body: String, frame: Frame, origin: URL? = nil) {
        self.handlerName = handlerName
        self.body = body
        self.frame = frame
        self.origin = origin
    }
}
