import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The colours of the native views around a page (title bar, buttons, spinner, progress, banners), each
/// resolved and opaque, as the vendor documents their use in ``NowWebColoring``.
public struct ChromeColors: Sendable, Equatable {
    /// Behind the page and the bottom bar: ``NowWebColoring/backgroundPrimary``.
    public var background: NowUIColor.Components
    /// The title bar: ``NowWebColoring/brand``, the colour of the instance's own header.
    public var titleBar: NowUIColor.Components
    /// Title and icons on the title bar: ``NowWebColoring/screenHeaderText``.
    public var titleBarText: NowUIColor.Components
    /// The spinner and the progress bar: ``NowWebColoring/brand``.
    public var activity: NowUIColor.Components
    /// Action buttons: ``NowWebColoring/primary``.
    public var action: NowUIColor.Components
    /// Text of action buttons: ``NowWebColoring/textActionble``.
    public var actionText: NowUIColor.Components
    /// Body text: ``NowWebColoring/textPrimary`` with its alpha dropped.
    public var text: NowUIColor.Components
    /// Error banners: ``NowWebColoring/alertCritical0`` and ``NowWebColoring/alertCritical3``.
    public var error: Banner
    /// Success banners: ``NowWebColoring/alertPositive0`` and ``NowWebColoring/alertPositive3``.
    public var success: Banner
    /// Warning banners: ``NowWebColoring/alertWarning0`` with ``text``.
    public var warning: Banner
    /// Information banners: ``NowWebColoring/alertLow0`` with ``text``.
    public var info: Banner

    /// A banner's two colours.
    public struct Banner: Sendable, Equatable {
        /// The banner's background.
        public var background: NowUIColor.Components
        /// Its text and icon.
        public var text: NowUIColor.Components
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
    public func banner(forStyle style: String) -> Banner {
        switch style {
        case "error": error
        case "success": success
        case "warning": warning
        default: info
        }
    }
}
