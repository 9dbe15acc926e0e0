import Foundation

/// A native button a page asked for with `cabrillo.viewLayout.setNavigationBarButtons` or `setBottomButtons`.
///
/// The host shows it and, on a tap, passes it to `NowWebViewController/tap(_:)`, which runs the page's
/// callback in the frame that set it.
package struct CabrilloButton: Sendable, Equatable {
    /// Where the page wants its buttons.
    package enum Placement: String, Sendable, Equatable {
        /// The navigation bar (trailing items).
        case navigationBar
        /// The bar at the bottom of the screen.
        case bottom
    }

    /// The function every tap calls; the page's own `callbackName` is never used, so that a tap cannot be made
    /// to run any other global function of the page.
    package static let defaultCallbackName = "snmCabrillo.viewLayout.executeCallback"

    /// The label.
    package var title: String?
    /// The page's identifier for the button.
    package var buttonId: String?
    /// Whether the button can be tapped. Default: true.
    package var isEnabled: Bool
    /// A named image (see the Cabrillo data types), shown instead of or beside the title.
    package var imageName: String?
    /// A badge number, if any.
    package var badgeCount: Int?
    /// A style such as `moreMenuButtonStyle` or `replaceBackButtonStyle`.
    package var buttonStyle: String?
    /// A CSS-like background colour, if the page set one.
    package var backgroundColor: String?
    /// A CSS-like text colour, if the page set one.
    package var textColor: String?
    /// What a tap runs in the page; `nil` when the page gave no callback.
    package var tapCallback: ScriptCallback?

    /// Reads a button from the object the page sent. Total: a number that is not a whole number an `Int` can
    /// hold (`1e300`, `2.5`, NaN) reads as no value; ``CabrilloDispatcher`` refuses such buttons with an error.
    package init(payload: JSONValue) {
        title = payload["title"]?.stringValue
        buttonId = payload["buttonId"].flatMap { $0.stringValue ?? Self.wholeNumber($0).map(String.init) }
        isEnabled = payload["enabled"]?.boolValue ?? true
        imageName = payload["imageName"]?.stringValue
        badgeCount = payload["badgeCount"].flatMap(Self.wholeNumber)
        buttonStyle = payload["buttonStyle"]?.stringValue
        backgroundColor = payload["backgroundColor"]?.stringValue
        textColor = payload["textColor"]?.stringValue
        tapCallback = Self.tapCallback(payload)
    }

    /// The names of the payload's numeric fields that hold a number no `Int` can stand for.
    static func unreadableNumbers(in payload: JSONValue) -> [String] {
        ["buttonId", "badgeCount"].filter { key in
            guard let value = payload[key], value.numberValue != nil else { return false }
            return wholeNumber(value) == nil
        }
    }

    private static func wholeNumber(_ value: JSONValue) -> Int? {
        value.numberValue.flatMap { Int(exactly: $0) }
    }

    /// The page's `callbackScript` is `callbackName(payload)` with the payload as it was before the script was
    /// added; calling the fixed function with that payload does the same without evaluating page-supplied text.
    private static func tapCallback(_ payload: JSONValue) -> ScriptCallback? {
        guard case .object(var members) = payload, members["callbackContext"] != nil else { return nil }
        members["callbackScript"] = nil
        return ScriptCallback(functionPath: defaultCallbackName, argument: .object(members))
    }
}
