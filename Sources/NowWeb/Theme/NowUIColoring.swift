import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The colours every NowSDK module draws with. Every member has a default, so an empty conformance is valid.
///
/// The members are ``NowThemeColor``s: `UIColor` where UIKit exists, so a theme written as the vendor's
/// documentation writes it (`var brand: UIColor { ... }`) overrides the default, and ``NowUIColor``
/// elsewhere. ``NowUIColor/themeColor`` turns a light/dark pair into either.
///
/// ```swift
/// struct AppColors: NowUIColoring {
///     var brand: NowThemeColor { NowUIColor(light: 0x0B3D91, dark: 0x0B3D91).themeColor }
/// }
/// ```
public protocol NowUIColoring: Sendable {
    /// Brand colour.
    var brand: NowThemeColor { get }
    /// Primary accent (tints).
    var primary: NowThemeColor { get }
    /// Secondary accent.
    var secondary: NowThemeColor { get }
    /// Destructive actions.
    var destructive: NowThemeColor { get }
    /// Main text.
    var textPrimary: NowThemeColor { get }
    /// Secondary text.
    var textSecondary: NowThemeColor { get }
    /// Tertiary text.
    var textTertiary: NowThemeColor { get }
    /// Text of action buttons.
    var textActionable: NowThemeColor { get }
    /// Text in screen headers.
    var screenHeaderText: NowThemeColor { get }
    /// Background of screen headers.
    var screenHeaderBackground: NowThemeColor { get }
    /// Main background.
    var backgroundPrimary: NowThemeColor { get }
    /// Secondary background.
    var backgroundSecondary: NowThemeColor { get }
    /// Primary link text.
    var linkPrimaryText: NowThemeColor { get }
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
    /// Tertiary background (chat bubbles of agents and bots).
    var backgroundTertiary: NowThemeColor { get }
    /// Background of selected pagination and pop-ups.
    var backgroundPrimaryActionable: NowThemeColor { get }
    /// Background of selectable inputs (search, date and time).
    var backgroundSecondaryActionable: NowThemeColor { get }
    /// Background in the brand's hue (the user's chat bubbles).
    var brandBackground: NowThemeColor { get }
    /// Links on non-neutral (non-white) backgrounds.
    var linkSecondary: NowThemeColor { get }
    /// Primary separators (input borders).
    var separatorPrimary: NowThemeColor { get }
    /// Tertiary separators (dividers).
    var separatorTertiary: NowThemeColor { get }
    /// Tertiary borders (input borders).
    var borderTertiary: NowThemeColor { get }
    /// Card shadows.
    var shadow: NowThemeColor { get }
    /// New-message and notification indicators.
    var notification: NowThemeColor { get }
}

// Defaults from the vendor's published theme tables (light / dark).
extension NowUIColoring {
    /// Default `#302F4B`.
    public var brand: NowThemeColor { NowUIColor(light: 0x302F4B, dark: 0x302F4B).themeColor }
    /// Default `#4F52BD` light, `#8486FF` dark.
    public var primary: NowThemeColor { NowUIColor(light: 0x4F52BD, dark: 0x8486FF).themeColor }
    /// Default `#1C1D42` light, `#CECFFF` dark.
    public var secondary: NowThemeColor { NowUIColor(light: 0x1C1D42, dark: 0xCECFFF).themeColor }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var destructive: NowThemeColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876).themeColor }
    /// Default `#151920` light, `#FFFFFF` dark.
    public var textPrimary: NowThemeColor { NowUIColor(light: 0x151920, dark: 0xFFFFFF).themeColor }
    /// Default `#151920` at 70 % light, `#FFFFFF` at 70 % dark.
    public var textSecondary: NowThemeColor { textPrimary.withAlphaComponent(0.7) }
    /// Default `#151920` at 50 % light, `#FFFFFF` at 50 % dark.
    public var textTertiary: NowThemeColor { textPrimary.withAlphaComponent(0.5) }
    /// Default `#FFFFFF` light, `#07080B` dark.
    public var textActionable: NowThemeColor { NowUIColor(light: 0xFFFFFF, dark: 0x07080B).themeColor }
    /// Default `#FFFFFF`.
    public var screenHeaderText: NowThemeColor { NowUIColor(light: 0xFFFFFF, dark: 0xFFFFFF).themeColor }
    /// Default `#CADFC0`.
    public var screenHeaderBackground: NowThemeColor { NowUIColor(light: 0xCADFC0, dark: 0xCADFC0).themeColor }
    /// Default `#FFFFFF` light, `#07080B` dark.
    public var backgroundPrimary: NowThemeColor { NowUIColor(light: 0xFFFFFF, dark: 0x07080B).themeColor }
    /// Default `#F4F4F5` light, `#16171B` dark.
    public var backgroundSecondary: NowThemeColor { NowUIColor(light: 0xF4F4F5, dark: 0x16171B).themeColor }
    /// Default `#3C59E7` light, `#647BFD` dark.
    public var linkPrimaryText: NowThemeColor { NowUIColor(light: 0x3C59E7, dark: 0x647BFD).themeColor }
    /// Default `#F8C8CD` light, `#7B1E28` dark.
    public var alertCritical0: NowThemeColor { NowUIColor(light: 0xF8C8CD, dark: 0x7B1E28).themeColor }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var alertCritical3: NowThemeColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876).themeColor }
    /// Default `#DBDBDE`.
    public var alertLow0: NowThemeColor { NowUIColor(light: 0xDBDBDE, dark: 0xDBDBDE).themeColor }
    /// Default `#CADFC0`.
    public var alertPositive0: NowThemeColor { NowUIColor(light: 0xCADFC0, dark: 0xCADFC0).themeColor }
    /// Default `#3B7F00`.
    public var alertPositive3: NowThemeColor { NowUIColor(light: 0x3B7F00, dark: 0x3B7F00).themeColor }
    /// Default `#FBF7BF`.
    public var alertWarning0: NowThemeColor { NowUIColor(light: 0xFBF7BF, dark: 0xFBF7BF).themeColor }
    /// Default `#E4E6EA` light, `#252A35` dark.
    public var backgroundTertiary: NowThemeColor { NowUIColor(light: 0xE4E6EA, dark: 0x252A35).themeColor }
    /// Default `#151920` light, `#FFFFFF` dark.
    public var backgroundPrimaryActionable: NowThemeColor { NowUIColor(light: 0x151920, dark: 0xFFFFFF).themeColor }
    /// Default `#2C323F` light, `#C1C5CD` dark.
    public var backgroundSecondaryActionable: NowThemeColor { NowUIColor(light: 0x2C323F, dark: 0xC1C5CD).themeColor }
    /// Default `#D1D2EE` light, `#28284D` dark.
    public var brandBackground: NowThemeColor { NowUIColor(light: 0xD1D2EE, dark: 0x28284D).themeColor }
    /// Default `#293D9E` light, `#93A3FE` dark.
    public var linkSecondary: NowThemeColor { NowUIColor(light: 0x293D9E, dark: 0x93A3FE).themeColor }
    /// Default `#8F95A1`.
    public var separatorPrimary: NowThemeColor { NowUIColor(light: 0x8F95A1, dark: 0x8F95A1).themeColor }
    /// Default `#D3D6DC` light, `#353B49` dark.
    public var separatorTertiary: NowThemeColor { NowUIColor(light: 0xD3D6DC, dark: 0x353B49).themeColor }
    /// Default `#D3D6DC` light, `#454D5B` dark.
    public var borderTertiary: NowThemeColor { NowUIColor(light: 0xD3D6DC, dark: 0x454D5B).themeColor }
    /// Default `#151920`.
    public var shadow: NowThemeColor { NowUIColor(light: 0x151920, dark: 0x151920).themeColor }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var notification: NowThemeColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876).themeColor }
}

/// Something that carries a ``NowUIColoring``.
public protocol NowUIThemeable: Sendable {
    /// The colours.
    var color: any NowUIColoring { get }
}

/// The SDK's default colours.
public struct NowUIDefaultColors: NowUIColoring {
    /// Makes the default colours.
    public init() {}
}

/// The SDK's default UI theme.
public struct NowUIDefaultTheme: NowUIThemeable {
    /// The default colours.
    public var color: any NowUIColoring { NowUIDefaultColors() }
    /// Makes the default theme.
    public init() {}
}
