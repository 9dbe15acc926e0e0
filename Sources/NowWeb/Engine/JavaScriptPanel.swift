import Foundation

/// A JavaScript `alert`, `confirm` or `prompt` panel a page opened; the host shows it and answers.
public struct JavaScriptPanel: Sendable, Equatable {
    /// Which panel.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Kind: Sendable, Hashable {
        /// `window.alert(message)`: a message with one button.
        case alert
        /// `window.confirm(message)`: a question answered with OK or Cancel.
        case confirm
        /// `window.prompt(message, defaultText)`: a line of text to enter, `defaultText` filled in (empty when the
        /// page gave none); answered with ``Response/text(_:)``.
        case prompt(defaultText: String)
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
        /// The user answered a prompt: the text entered (OK), or `nil` (Cancel), which the page gets as `null`.
        case text(String?)
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
