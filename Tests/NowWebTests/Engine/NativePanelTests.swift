import Foundation
import Testing

@testable import NowWeb

/// NowWeb's own panel for a page's alert, confirm and prompt: its title names the host that asked, its buttons
/// answer the page as the kind of panel wants, and without a UI the answers are WebKit's.
@Suite("NativePanel")
struct NativePanelTests {
    private static let page = URL(string: "https://acme.service-now.com/incident.do?sys_id=1")

    @Test func theTitleIsTheHostThatAskedNeverThePagesText() {
        let panel = NativePanel(JavaScriptPanel(kind: .alert, message: "Your bank asks", pageURL: Self.page))
        #expect(panel.title == "acme.service-now.com")
        #expect(panel.message == "Your bank asks")
        #expect(
            NativePanel.title(for: URL(string: "https://ACME.service-now.com:8443/x")) == "acme.service-now.com:8443")
        #expect(NativePanel.title(for: URL(string: "http://127.0.0.2:8080/x")) == "http://127.0.0.2:8080")
        #expect(NativePanel.title(for: URL(string: "about:blank")) == NativePanel.untitledPage)
        #expect(NativePanel.title(for: URL(string: "data:text/html,<p>hi")) == NativePanel.untitledPage)
        #expect(NativePanel.title(for: nil) == NativePanel.untitledPage)
    }

    @Test func anAlertHasOKAloneAndIsAcknowledged() {
        let panel = NativePanel(JavaScriptPanel(kind: .alert, message: "Saved", pageURL: Self.page))
        #expect(panel.buttons == [.ok])
        #expect(panel.fieldText == nil)
        #expect(panel.response(to: .ok, text: nil) == .dismissed)
    }

    @Test func aConfirmIsTrueForOKAndFalseForCancel() {
        let panel = NativePanel(JavaScriptPanel(kind: .confirm, message: "Leave page?", pageURL: Self.page))
        #expect(panel.buttons == [.ok, .cancel])
        #expect(panel.fieldText == nil)
        #expect(panel.response(to: .ok, text: nil) == .confirmed(true))
        #expect(panel.response(to: .cancel, text: nil) == .confirmed(false))
    }

    @Test func aPromptSendsTheFieldsTextForOKAndNullForCancel() {
        let panel = NativePanel(JavaScriptPanel(kind: .prompt(defaultText: "x"), message: "Name?", pageURL: Self.page))
        #expect(panel.buttons == [.ok, .cancel])
        #expect(panel.fieldText == "x")
        #expect(panel.response(to: .ok, text: "Ada") == .text("Ada"))
        #expect(panel.response(to: .ok, text: nil) == .text(""), "OK with no field text sends an empty text")
        #expect(panel.response(to: .cancel, text: "Ada") == .text(nil))
        let empty = NativePanel(JavaScriptPanel(kind: .prompt(defaultText: ""), message: "Name?", pageURL: nil))
        #expect(empty.fieldText == "")
    }

    @Test func withoutAUITheAnswersAreWebKits() {
        #expect(NativePanel.unanswered(.alert) == .dismissed)
        #expect(NativePanel.unanswered(.confirm) == .confirmed(false))
        #expect(NativePanel.unanswered(.prompt(defaultText: "x")) == .text(nil))
    }
}
