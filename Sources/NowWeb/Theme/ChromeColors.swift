import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The colours of the native views around a page (title bar, buttons, spinner, progress, banners), each
/// resolved and opaque, as the vendor documents their use in ``NowWebColoring``.
package struct ChromeColors: Sendable, Equatable {
    /// Behind the page and the bottom bar: ``NowWebColoring/backgroundPrimary``.
    package var background: NowUIColor.Components
    /// The title bar: ``NowWebColoring/brand``, the colour of the instance's own header.
    package var titleBar: NowUIColor.Components
    /// Title and icons on the title bar: ``NowWebColoring/screenHeaderText``.
    package var titleBarText: NowUIColor.Components
    /// The spinner and the progress bar: ``NowWebColoring/brand``.
    package var activity: NowUIColor.Components
    /// Action buttons: ``NowWebColoring/primary``.
    package var action: NowUIColor.Components
    /// Text of action buttons: ``NowWebColoring/textActionble``.
    package var actionText: NowUIColor.Components
    /// Body text: ``NowWebColoring/textPrimary`` with its alpha dropped.
    package var text: NowUIColor.Components
    /// Error banners: ``NowWebColoring/alertCritical0`` and ``NowWebColoring/alertCritical3``.
    package var error: Banner
    /// Success banners: ``NowWebColoring/alertPositive0`` and ``NowWebColoring/alertPositive3``.
    package var success: Banner
    /// Warning banners: ``NowWebColoring/alertWarning0`` with ``text``.
    package var warning: Banner
    /// Information banners: ``NowWebColoring/alertLow0`` with ``text``.
    package var info: Banner

    /// A banner's two colours.
    package struct Banner: Sendable, Equatable {
        /// The banner's background.
        package var background: NowUIColor.Components
        /// Its text and icon.
        package var text: NowUIColor.Components
    }

    /// Resolves `colors` with `resolve`.
    init(colors: any NowWebColoring, resolve: (NowThemeColor) -> NowUIColor.Components) {
        var text = resolve(colors.textPrimary.withAlphaComponent(1))
        text.alpha = 1
        background = resolve(colors.backgroundPrimary)
        titleBar = resolve(colors.brand)
        titleBarText = resolve(colors.screenHeaderText)
        activity = resolve(colors.brand)
        action = resolve(colors.primary)
        actionText = resolve(colors.textActionble)
        self.text = text
        error = Banner(background: resolve(colors.alertCritical0), text: resolve(colors.alertCritical3))
        success = Banner(background: resolve(colors.alertPositive0), text: resolve(colors.alertPositive3))
        warning = Banner(background: resolve(colors.alertWarning0), text: text)
        info = Banner(background: resolve(colors.alertLow0), text: text)
    }

    /// The banner for a `message.showMessage` style (`success`, `warning`, `error`, anything else: `info`).
    package func banner(forStyle style: String) -> Banner {
        switch style {
        case "error": error
        case "success": success
        case "warning": warning
        default: info
        }
    }
}
