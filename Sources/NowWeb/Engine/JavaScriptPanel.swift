import Foundation

/// A JavaScript `alert` or `confirm` panel a page opened; the host shows it and answers.
public struct JavaScriptPanel: Sendable, Equatable {
    /// Which panel.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Kind: Sendable, Equatable {
        /// `window.alert(message)`: a message with one button.
        case alert
        /// `window.confirm(message)`: a question answered with OK or Cancel.
        case confirm
    }

    /// The host's answer.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Response: Sendable, Equatable {
        /// The user closed an alert.
        case dismissed
        /// The user answered a confirm panel: `true` for OK.
        case confirmed(Bool)
    }

    /// Which panel.
    public var kind: Kind
    /// The text the page shows.
    public var message: String
    /// The page that opened it, if known.
    public var pageURL: URL?

    /// Makes a panel.
    public init(kind: Kind, message: String, pageURL: URL?) {
        self.kind = kind
        self.message = message
        self.pageURL = pageURL
    }
}
