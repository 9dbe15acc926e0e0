import Foundation

/// What NowWeb's own UI shows for a page's ``JavaScriptPanel`` when the app set no handler, and how the button the
/// user taps answers the page. Engine-neutral: the iOS controller draws it with `UIAlertController`.
///
/// The title is the host of the page that asked, never a text of the page's: a page cannot make its panel look like
/// the app's own question, and the host tells the user which site asks.
package struct NativePanel: Sendable, Equatable {
    /// A button of the panel.
    package enum Button: Sendable, Equatable {
        /// OK: acknowledges an alert, confirms, or sends the prompt's text.
        case ok
        /// Cancel: a confirm's `false`, a prompt's `null`.
        case cancel
    }

    /// The title: the host of the page that asked (``title(for:)``).
    package let title: String
    /// The page's text.
    package let message: String
    /// The buttons, in order: OK alone for an alert, OK and Cancel otherwise.
    package let buttons: [Button]
    /// A prompt's text field, filled in with the page's default text; `nil` for an alert or a confirm.
    package let fieldText: String?
    private let kind: JavaScriptPanel.Kind

    /// The title shown when the page that asked has no host (`about:blank`, a `data:` frame).
    package static let untitledPage = "Web page"

    /// What to show for `panel`.
    package init(_ panel: JavaScriptPanel) {
        kind = panel.kind
        title = Self.title(for: panel.pageURL)
        message = panel.message
        switch panel.kind {
        case .alert:
            buttons = [.ok]
            fieldText = nil
        case .confirm:
            buttons = [.ok, .cancel]
            fieldText = nil
        case .prompt(let defaultText):
            buttons = [.ok, .cancel]
            fieldText = defaultText
        }
    }

    /// The host of `pageURL` as a sign-in pop-up's label shows it (``PopUpHostLabel/host(of:)``: lower-cased, its
    /// port when not the scheme's default, marked when cleartext), or ``untitledPage`` when it has none.
    package static func title(for pageURL: URL?) -> String {
        pageURL.flatMap(PopUpHostLabel.host(of:)) ?? untitledPage
    }

    /// The page's answer when the user tapped `button`, with `text` in a prompt's field (an empty text when the
    /// field gave none).
    package func response(to button: Button, text: String?) -> JavaScriptPanel.Response {
        switch kind {
        case .alert: .dismissed
        case .confirm: .confirmed(button == .ok)
        case .prompt: .text(button == .ok ? (text ?? "") : nil)
        }
    }

    /// The answer when no panel can be shown (the controller's view in no window): an alert acknowledged, a confirm
    /// cancelled (a "Leave page?" keeps the user on the page), a prompt cancelled (`null`), as WebKit answers
    /// without a UI.
    package static func unanswered(_ kind: JavaScriptPanel.Kind) -> JavaScriptPanel.Response {
        switch kind {
        case .alert: .dismissed
        case .confirm: .confirmed(false)
        case .prompt: .text(nil)
        }
    }
}
