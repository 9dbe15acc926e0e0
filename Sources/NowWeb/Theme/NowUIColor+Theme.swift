import Foundation

#if canImport(UIKit)
    import UIKit
#endif

extension NowUIColor {
    /// The colour as a ``NowThemeColor``: a dynamic `UIColor` that follows the trait collection's
    /// appearance where UIKit exists, the colour itself elsewhere.
    public var themeColor: NowThemeColor {
        #if canImport(UIKit)
            let colour = self
            return UIColor { traits in
                let components = colour.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light)
                return UIColor(
                    red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
                    alpha: CGFloat(components.alpha))
            }
        #else
            return self
        #endif
    }
}

extension NowUIColor.Components {
    /// The components of the theme colour `color` in `appearance`: what native chrome draws and what pages
    /// get as CSS.
    ///
    /// Where UIKit exists the colour is resolved for a trait collection of that appearance and read as
    /// sRGB; a colour that cannot be read that way (a pattern image) resolves to opaque black.
    ///
    /// ```swift
    /// let background = NowUIColor.Components(theme.color.backgroundPrimary, in: .dark)
    /// print(background.hex)  // "#07080B"
    /// ```
    ///
    /// - Parameters:
    ///   - color: A theme colour.
    ///   - appearance: Light or dark.
    package init(_ color: NowThemeColor, in appearance: NowUIColor.Appearance) {
        #if canImport(UIKit)
            let traits = UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light)
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 1
            guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
                self.init(red: 0, green: 0, blue: 0)
                return
            }
            self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        #else
            self = color.resolved(for: appearance)
        #endif
    }
}
