import Foundation

/// The platform's light or dark setting, as NowWeb's controllers resolve adaptive colours for it, and its text
/// size, as they size the pages' text.
///
/// A platform integration keeps it current (on Linux, `NowWebKitGTK.install()` follows GTK's colour-scheme
/// setting); when it changes, every live controller's delegate gets
/// ``NowWebViewControllerDelegate/nowWebViewController(_:systemThemeDidChange:)``, whose default
/// implementation applies the controller's theme again for the new appearance.
///
/// ```swift
/// NowWebSystemAppearance.shared.update(.dark)
/// ```
@MainActor
package final class NowWebSystemAppearance {
    /// The process's appearance: there is one system setting.
    package static let shared = NowWebSystemAppearance()

    /// The appearance in force. Default: light, until a platform integration says otherwise.
    package private(set) var current: NowUIColor.Appearance = .light

    /// The text size in force. Default: 100 %, until a platform integration says otherwise (on iOS the
    /// Dynamic Type size, followed from the first controller on).
    package private(set) var textSize = NowWebTextSize.standard

    private var followsTextSize = false

    private final class WeakController {
        weak var controller: NowWebViewController?
        init(_ controller: NowWebViewController) { self.controller = controller }
    }

    private var controllers: [WeakController] = []

    private init() {}

    /// Sets the appearance; when it changed, tells every live controller.
    ///
    /// - Parameter appearance: The platform's new setting.
    package func update(_ appearance: NowUIColor.Appearance) {
        guard appearance != current else { return }
        current = appearance
        controllers.removeAll { $0.controller == nil }
        for entry in controllers { entry.controller?.systemAppearanceDidChange(appearance) }
    }

    /// Sets the text size; when it changed, restyles the pages of every live controller whose theme does not
    /// set one.
    ///
    /// - Parameter textSize: The platform's new text size.
    package func update(textSize: NowWebTextSize) {
        guard textSize != self.textSize else { return }
        self.textSize = textSize
        controllers.removeAll { $0.controller == nil }
        for entry in controllers { entry.controller?.systemTextSizeDidChange() }
    }

    /// Tells `controller` about later changes, for as long as it lives.
    func register(_ controller: NowWebViewController) {
        controllers.removeAll { $0.controller == nil }
        controllers.append(WeakController(controller))
        guard !followsTextSize else { return }
        followsTextSize = true
        #if canImport(UIKit)
            followContentSizeCategory()
        #endif
    }
}
