import Foundation

/// A colour with a light and a dark appearance, as the SDK's themes use.
///
/// On Apple platforms it converts to a dynamic `UIColor`; on every platform it renders as CSS for pages.
///
/// ```swift
/// let brand = NowUIColor(light: 0x302F4B, dark: 0x302F4B)
/// let faded = brand.withAlphaComponent(0.25)
/// ```
public struct NowUIColor: Sendable, Hashable, CustomStringConvertible {
    /// One appearance of a colour: red, green, blue and alpha, each 0...1.
    public struct Components: Sendable, Hashable {
        /// Red, 0...1.
        public var red: Double
        /// Green, 0...1.
        public var green: Double
        /// Blue, 0...1.
        public var blue: Double
        /// Opacity, 0...1.
        public var alpha: Double

        /// Makes components, clamping each to 0...1.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = min(max(red, 0), 1)
            self.green = min(max(green, 0), 1)
            self.blue = min(max(blue, 0), 1)
            self.alpha = min(max(alpha, 0), 1)
        }

        /// Makes opaque components from a 24-bit `0xRRGGBB` value.
        public init(rgb: UInt32) {
            self.init(
                red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                blue: Double(rgb & 0xff) / 255)
        }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
        package var hex: String {
            let bytes = [red, green, blue].map { Int(($0 * 255).rounded()) }
            let alphaByte = Int((alpha * 255).rounded())
            let all = alphaByte == 255 ? bytes : bytes + [alphaByte]
            return "#" + all.map { String(format: "%02X", $0) }.joined()
        }
    }

    /// How a screen is drawn.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// The colour in light mode.
    public var light: Components
    /// The colour in dark mode.
    public var dark: Components

    /// Makes a colour from its two appearances.
    public init(light: Components, dark: Components) {
        self.light = light
        self.dark = dark
    }

    /// Makes a colour from two `0xRRGGBB` values.
    public init(light: UInt32, dark: UInt32) {
        self.init(light: Components(rgb: light), dark: Components(rgb: dark))
    }

    /// Makes a colour that looks the same in both appearances.
    public init(_ components: Components) {
        self.init(light: components, dark: components)
    }

    /// The components for `appearance`.
    public func resolved(for appearance: Appearance) -> Components {
        appearance == .light ? light : dark
    }

    /// The same colour with its opacity set to `alpha` in both appearances.
    public func withAlphaComponent(_ alpha: Double) -> NowUIColor {
        var copy = self
        copy.light.alpha = min(max(alpha, 0), 1)
        copy.dark.alpha = min(max(alpha, 0), 1)
        return copy
    }

    /// `light/dark` in hex, for logs and tests.
    public var description: String { "\(light.hex)/\(dark.hex)" }
}
