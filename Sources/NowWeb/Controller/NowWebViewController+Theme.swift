import Foundation

// Theming: the theme's colours reach the pages of the instance as Now Design System custom properties, and
// the host's native views through the observers (`PageChange/theme(_:)`).
extension NowWebViewController {
    /// The appearance the theme's adaptive colours are resolved for: the system's
    /// (`NowWebSystemAppearance/current`) unless ``appearanceOverride`` is set.
    public var appearance: NowUIColor.Appearance {
        appearanceOverride ?? NowWebSystemAppearance.shared.current
    }

    /// The text size of the pages: the theme's ``NowWebThemeable/textSize``, or the system's when it sets none.
    public var textSize: NowWebTextSize {
        theme.textSize ?? NowWebSystemAppearance.shared.textSize
    }

    /// The style sheet in force: the theme's colours resolved for ``appearance``, and ``textSize``.
    package var themeStyleSheet: ThemeStyleSheet {
        ThemeStyleSheet(colors: theme.color, appearance: appearance, textSize: textSize)
    }

    /// Applies the theme to the page shown (without reloading it) and to the pages that follow, and to what the
    /// engine draws itself (a sign-in pop-up's sheet), and tells the observers.
    func applyTheme() {
        let sheet = themeStyleSheet
        let capabilities = webEngine.capabilities
        capabilities.pageStyling?.setPageStyleSheet(
            sheet.css, origin: service.scope.instanceURL, background: sheet.background)
        capabilities.chromeColors?(theme.color)
        observers.send(.theme(sheet))
    }

    /// Called by `NowWebSystemAppearance` when the platform's text size changed: restyles the page shown, in
    /// place, unless the theme sets its own text size.
    func systemTextSizeDidChange() {
        guard theme.textSize == nil else { return }
        applyTheme()
    }

    /// Called by `NowWebSystemAppearance` when the platform's setting changed.
    func systemAppearanceDidChange(_ appearance: NowUIColor.Appearance) {
        guard appearanceOverride == nil else { return }
        #if canImport(UIKit)
            // On iOS each controller's own trait collection tells its delegate (traitCollectionDidChange); the
            // shared setting only restyles the pages.
            applyTheme()
        #else
            if let delegate {
                delegate.nowWebViewController(self, systemThemeDidChange: appearance)
            } else {
                updateTheme(themeColors: theme)
            }
        #endif
    }
}
