import Foundation

/// The text size of the pages of the instance, as a percentage of the engine's default: what the user chose for
/// text (Dynamic Type on iOS) reaching the page through the theme's page style.
///
/// The page style sets the root element's `font-size` to ``percent`` % of the engine's default (16 px), so
/// text sized in `rem` or `em` (Next Experience and Service Portal) follows; text the page sizes in pixels does
/// not. At 100 % the page style leaves the root font size to the page.
///
/// ```swift
/// NowWebTextSize(percent: 150)                          // 24 px root text
/// NowWebTextSize(category: .accessibilityMedium)        // 165 %
/// ```
public struct NowWebTextSize: Sendable, Hashable {
    /// The range ``percent`` is clamped to.
    public static let range: ClosedRange<Int> = 80...310
    /// 100 %: the engine's default text size, the page's own root font size.
    public static let standard = NowWebTextSize(percent: 100)

    /// The text size in percent of the engine's default, within ``range``.
    public let percent: Int

    /// A text size of `percent` % of the engine's default, clamped to ``range``.
    ///
    /// - Parameter percent: The percentage; values outside ``range`` become its nearest bound.
    public init(percent: Int) {
        self.percent = min(max(percent, Self.range.lowerBound), Self.range.upperBound)
    }

    /// The text size matching a system text-size category: the category's body text size over the default
    /// category's (17 pt), rounded to a whole percent and clamped to ``range``.
    ///
    /// - Parameter category: The category the user chose.
    public init(category: Category) {
        self.init(percent: Int((Double(category.bodyPointSize) * 100 / 17).rounded()))
    }

    /// The text-size categories of iOS Dynamic Type (`UIContentSizeCategory`), in increasing size.
    public enum Category: Sendable, CaseIterable {
        /// Extra small (body text 14 pt).
        case extraSmall
        /// Small (15 pt).
        case small
        /// Medium (16 pt).
        case medium
        /// Large, the default (17 pt).
        case large
        /// Extra large (19 pt).
        case extraLarge
        /// Extra extra large (21 pt).
        case extraExtraLarge
        /// Extra extra extra large (23 pt).
        case extraExtraExtraLarge
        /// Accessibility medium (28 pt).
        case accessibilityMedium
        /// Accessibility large (33 pt).
        case accessibilityLarge
        /// Accessibility extra large (40 pt).
        case accessibilityExtraLarge
        /// Accessibility extra extra large (47 pt).
        case accessibilityExtraExtraLarge
        /// Accessibility extra extra extra large (53 pt).
        case accessibilityExtraExtraExtraLarge

        /// The point size of body text in this category, from Apple's Human Interface Guidelines (Typography,
        /// Dynamic Type sizes, iOS, Body).
        public var bodyPointSize: Int {
            switch self {
            case .extraSmall: 14
            case .small: 15
            case .medium: 16
            case .large: 17
            case .extraLarge: 19
            case .extraExtraLarge: 21
            case .extraExtraExtraLarge: 23
            case .accessibilityMedium: 28
            case .accessibilityLarge: 33
            case .accessibilityExtraLarge: 40
            case .accessibilityExtraExtraLarge: 47
            case .accessibilityExtraExtraExtraLarge: 53
            }
        }
    }
}
