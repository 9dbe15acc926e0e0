import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The colours and page theme of NowWeb screens. Every member defaults to the matching ``NowUIColoring``
/// colour of ``nowUIColor``.
public protocol NowWebColoring: Sendable {
    /// The UI colours the defaults come from.
    var nowUIColor: any NowUIColoring { get }
    /// Error banner background.
    var alertCritical0: NowThemeColor { get }
    /// Error banner text.
    var alertCritical3: NowThemeColor { get }
    /// Information banner background.
    var alertLow0: NowThemeColor { get }
    /// Success banner background.
    var alertPositive0: NowThemeColor { get }
    /// Success banner text.
    var alertPositive3: NowThemeColor { get }
    /// Warning banner background.
    var alertWarning0: NowThemeColor { get }
    /// Background of the view that holds the web view.
    var backgroundPrimary: NowThemeColor { get }
    /// Activity indicator while loading.
    var brand: NowThemeColor { get }
    /// Tint of action sheets.
    var primary: NowThemeColor { get }
    /// Button-badge text and thin badge border.
    var screenHeaderBackground: NowThemeColor { get }
    /// Badge text; tint of disabled navigation-bar buttons, banner text and icon.
    var screenHeaderText: NowThemeColor { get }
    /// Action-button text. The spelling is the vendor's public member name.
    var textActionble: NowThemeColor { get }
    /// Font text.
    var textPrimary: NowThemeColor { get }
    /// The `sys_ux_theme` sys_id of the Next Experience theme for loaded pages, or `nil` for the user's current
    /// theme.
    ///
    /// Before a controller's first page, and before the one reload that follows a change of ids in
    /// `updateTheme(themeColors:)`, NowWeb writes it as the signed-in user's preference
    /// `glide.ui.polaris.theme` through the Table API. Side effect: that preference is the user's own theme
    /// choice, so the user's desktop UI switches to this theme too, and it stays set after the app ends. A
    /// failed write is reported as an activity and the page loads in the user's current theme.
    var webPageThemeId: String? { get }
    /// The `sys_ux_style` sys_id (theme variant) for loaded pages, or `nil` for the user's current variant.
    /// Written as the preference `glide.ui.polaris.theme.variant`, with the same side effect as
    /// ``webPageThemeId``.
    var webPageThemeVariantId: String? { get }
}

extension NowWebColoring {
    /// ``NowUIColoring/alertCritical0`` of ``nowUIColor``.
    public var alertCritical0: NowThemeColor { nowUIColor.alertCritical0 }
    /// ``NowUIColoring/alertCritical3`` of ``nowUIColor``.
    public var alertCritical3: NowThemeColor { nowUIColor.alertCritical3 }
    /// ``NowUIColoring/alertLow0`` of ``nowUIColor``.
    public var alertLow0: NowThemeColor { nowUIColor.alertLow0 }
    /// ``NowUIColoring/alertPositive0`` of ``nowUIColor``.
    public var alertPositive0: NowThemeColor { nowUIColor.alertPositive0 }
    /// ``NowUIColoring/alertPositive3`` of ``nowUIColor``.
    public var alertPositive3: NowThemeColor { nowUIColor.alertPositive3 }
    /// ``NowUIColoring/alertWarning0`` of ``nowUIColor``.
    public var alertWarning0: NowThemeColor { nowUIColor.alertWarning0 }
    /// ``NowUIColoring/backgroundPrimary`` of ``nowUIColor``.
    public var backgroundPrimary: NowThemeColor { nowUIColor.backgroundPrimary }
    /// ``NowUIColoring/brand`` of ``nowUIColor``.
    public var brand: NowThemeColor { nowUIColor.brand }
    /// ``NowUIColoring/primary`` of ``nowUIColor``.
    public var primary: NowThemeColor { nowUIColor.primary }
    /// ``NowUIColoring/screenHeaderBackground`` of ``nowUIColor``.
    public var screenHeaderBackground: NowThemeColor { nowUIColor.screenHeaderBackground }
    /// ``NowUIColoring/screenHeaderText`` of ``nowUIColor``.
    public var screenHeaderText: NowThemeColor { nowUIColor.screenHeaderText }
    /// ``NowUIColoring/textActionable`` of ``nowUIColor``.
    public var textActionble: NowThemeColor { nowUIColor.textActionable }
    /// ``NowUIColoring/textPrimary`` of ``nowUIColor`` at 25 % opacity, as the vendor's default does.
    public var textPrimary: NowThemeColor { nowUIColor.textPrimary.withAlphaComponent(0.25) }
    /// `nil`: the user's current theme, nothing is written.
    public var webPageThemeId: String? { nil }
    /// `nil`: the user's current theme variant, nothing is written.
    public var webPageThemeVariantId: String? { nil }
}

/// Something that carries a ``NowWebColoring``: what `makeWebViewController(for:delegate:theme:)` takes.
public protocol NowWebThemeable: Sendable {
    /// The colours.
    var color: any NowWebColoring { get }
    /// The text size of the pages, or `nil` (the default) for the system's: on iOS the Dynamic Type size the
    /// user chose, followed while pages show; elsewhere 100 % unless a platform integration sets one.
    var textSize: NowWebTextSize? { get }
}

extension NowWebThemeable {
    /// `nil`: the pages follow the system's text size.
    public var textSize: NowWebTextSize? { nil }
}

/// The default NowWeb colours over a UI theme's colours.
public struct NowWebDefaultColors: NowWebColoring {
    /// The UI colours the defaults come from.
    public let nowUIColor: any NowUIColoring

    /// Makes the default web colours over `nowUIColor`.
    public init(nowUIColor: any NowUIColoring) { self.nowUIColor = nowUIColor }
}

/// The default NowWeb theme: ``NowWebDefaultColors`` over a UI theme.
public struct NowWebDefaultTheme: NowWebThemeable {
    /// The UI theme the colours come from.
    public let nowUITheme: any NowUIThemeable

    /// Makes the default web theme over `nowUITheme`.
    public init(nowUITheme: any NowUIThemeable) { self.nowUITheme = nowUITheme }

    /// ``NowWebDefaultColors`` over the UI theme's colours.
    public var color: any NowWebColoring { NowWebDefaultColors(nowUIColor: nowUITheme.color) }
}
