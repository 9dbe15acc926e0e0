import Foundation

/// The colours every NowSDK module draws with. Every member has a default, so an empty conformance is valid.
///
/// ```swift
/// struct AppColors: NowUIColoring {
///     var brand: NowUIColor { NowUIColor(light: 0x0B3D91, dark: 0x0B3D91) }
/// }
/// ```
public protocol NowUIColoring: Sendable {
    /// Brand colour.
    var brand: NowUIColor { get }
    /// Primary accent (tints).
    var primary: NowUIColor { get }
    /// Secondary accent.
    var secondary: NowUIColor { get }
    /// Destructive actions.
    var destructive: NowUIColor { get }
    /// Main text.
    var textPrimary: NowUIColor { get }
    /// Secondary text.
    var textSecondary: NowUIColor { get }
    /// Tertiary text.
    var textTertiary: NowUIColor { get }
    /// Text of action buttons.
    var textActionable: NowUIColor { get }
    /// Text in screen headers.
    var screenHeaderText: NowUIColor { get }
    /// Background of screen headers.
    var screenHeaderBackground: NowUIColor { get }
    /// Main background.
    var backgroundPrimary: NowUIColor { get }
    /// Secondary background.
    var backgroundSecondary: NowUIColor { get }
    /// Primary link text.
    var linkPrimaryText: NowUIColor { get }
    /// Error banner background.
    var alertCritical0: NowUIColor { get }
    /// Error banner text.
    var alertCritical3: NowUIColor { get }
    /// Information banner background.
    var alertLow0: NowUIColor { get }
    /// Success banner background.
    var alertPositive0: NowUIColor { get }
    /// Success banner text.
    var alertPositive3: NowUIColor { get }
    /// Warning banner background.
    var alertWarning0: NowUIColor { get }
    /// Tertiary background (chat bubbles of agents and bots).
    var backgroundTertiary: NowUIColor { get }
    /// Background of selected pagination and pop-ups.
    var backgroundPrimaryActionable: NowUIColor { get }
    /// Background of selectable inputs (search, date and time).
    var backgroundSecondaryActionable: NowUIColor { get }
    /// Background in the brand's hue (the user's chat bubbles).
    var brandBackground: NowUIColor { get }
    /// Links on non-neutral (non-white) backgrounds.
    var linkSecondary: NowUIColor { get }
    /// Primary separators (input borders).
    var separatorPrimary: NowUIColor { get }
    /// Tertiary separators (dividers).
    var separatorTertiary: NowUIColor { get }
    /// Tertiary borders (input borders).
    var borderTertiary: NowUIColor { get }
    /// Card shadows.
    var shadow: NowUIColor { get }
    /// New-message and notification indicators.
    var notification: NowUIColor { get }
}

// Defaults from the vendor's published theme tables (light / dark).
extension NowUIColoring {
    /// Default `#302F4B`.
    public var brand: NowUIColor { NowUIColor(light: 0x302F4B, dark: 0x302F4B) }
    /// Default `#4F52BD` light, `#8486FF` dark.
    public var primary: NowUIColor { NowUIColor(light: 0x4F52BD, dark: 0x8486FF) }
    /// Default `#1C1D42` light, `#CECFFF` dark.
    public var secondary: NowUIColor { NowUIColor(light: 0x1C1D42, dark: 0xCECFFF) }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var destructive: NowUIColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876) }
    /// Default `#151920` light, `#FFFFFF` dark.
    public var textPrimary: NowUIColor { NowUIColor(light: 0x151920, dark: 0xFFFFFF) }
    /// Default `#151920` at 70 % light, `#FFFFFF` at 70 % dark.
    public var textSecondary: NowUIColor { textPrimary.withAlphaComponent(0.7) }
    /// Default `#151920` at 50 % light, `#FFFFFF` at 50 % dark.
    public var textTertiary: NowUIColor { textPrimary.withAlphaComponent(0.5) }
    /// Default `#FFFFFF` light, `#07080B` dark.
    public var textActionable: NowUIColor { NowUIColor(light: 0xFFFFFF, dark: 0x07080B) }
    /// Default `#FFFFFF`.
    public var screenHeaderText: NowUIColor { NowUIColor(light: 0xFFFFFF, dark: 0xFFFFFF) }
    /// Default `#CADFC0`.
    public var screenHeaderBackground: NowUIColor { NowUIColor(light: 0xCADFC0, dark: 0xCADFC0) }
    /// Default `#FFFFFF` light, `#07080B` dark.
    public var backgroundPrimary: NowUIColor { NowUIColor(light: 0xFFFFFF, dark: 0x07080B) }
    /// Default `#F4F4F5` light, `#16171B` dark.
    public var backgroundSecondary: NowUIColor { NowUIColor(light: 0xF4F4F5, dark: 0x16171B) }
    /// Default `#3C59E7` light, `#647BFD` dark.
    public var linkPrimaryText: NowUIColor { NowUIColor(light: 0x3C59E7, dark: 0x647BFD) }
    /// Default `#F8C8CD` light, `#7B1E28` dark.
    public var alertCritical0: NowUIColor { NowUIColor(light: 0xF8C8CD, dark: 0x7B1E28) }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var alertCritical3: NowUIColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876) }
    /// Default `#DBDBDE`.
    public var alertLow0: NowUIColor { NowUIColor(light: 0xDBDBDE, dark: 0xDBDBDE) }
    /// Default `#CADFC0`.
    public var alertPositive0: NowUIColor { NowUIColor(light: 0xCADFC0, dark: 0xCADFC0) }
    /// Default `#3B7F00`.
    public var alertPositive3: NowUIColor { NowUIColor(light: 0x3B7F00, dark: 0x3B7F00) }
    /// Default `#FBF7BF`.
    public var alertWarning0: NowUIColor { NowUIColor(light: 0xFBF7BF, dark: 0xFBF7BF) }
    /// Default `#E4E6EA` light, `#252A35` dark.
    public var backgroundTertiary: NowUIColor { NowUIColor(light: 0xE4E6EA, dark: 0x252A35) }
    /// Default `#151920` light, `#FFFFFF` dark.
    public var backgroundPrimaryActionable: NowUIColor { NowUIColor(light: 0x151920, dark: 0xFFFFFF) }
    /// Default `#2C323F` light, `#C1C5CD` dark.
    public var backgroundSecondaryActionable: NowUIColor { NowUIColor(light: 0x2C323F, dark: 0xC1C5CD) }
    /// Default `#D1D2EE` light, `#28284D` dark.
    public var brandBackground: NowUIColor { NowUIColor(light: 0xD1D2EE, dark: 0x28284D) }
    /// Default `#293D9E` light, `#93A3FE` dark.
    public var linkSecondary: NowUIColor { NowUIColor(light: 0x293D9E, dark: 0x93A3FE) }
    /// Default `#8F95A1`.
    public var separatorPrimary: NowUIColor { NowUIColor(light: 0x8F95A1, dark: 0x8F95A1) }
    /// Default `#D3D6DC` light, `#353B49` dark.
    public var separatorTertiary: NowUIColor { NowUIColor(light: 0xD3D6DC, dark: 0x353B49) }
    /// Default `#D3D6DC` light, `#454D5B` dark.
    public var borderTertiary: NowUIColor { NowUIColor(light: 0xD3D6DC, dark: 0x454D5B) }
    /// Default `#151920`.
    public var shadow: NowUIColor { NowUIColor(light: 0x151920, dark: 0x151920) }
    /// Default `#B61C2D` light, `#E46876` dark.
    public var notification: NowUIColor { NowUIColor(light: 0xB61C2D, dark: 0xE46876) }
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
