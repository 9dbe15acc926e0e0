import Foundation

/// A theme's colours as the Now Design System CSS custom properties that Next Experience and Service Portal
/// pages read (`--now-color_background--primary: 255, 255, 255`), for one appearance.
///
/// Each property holds an `r, g, b` triple, because pages write `rgb(var(--now-color_…))` or
/// `rgba(var(--now-color_…), 0.5)`. A translucent colour is composited over the background colour first, so
/// that the page shows what a native view would; `textPrimary` is the exception (its alpha is dropped), see
/// `docs/THEMING.md`, which also gives the reasoning for every row of the mapping table.
///
/// ```swift
/// let sheet = ThemeStyleSheet(colors: theme.color, appearance: .dark)
/// print(sheet.css)   // :root { --now-color_background--primary: 7, 8, 11 !important; … }
/// ```
package struct ThemeStyleSheet: Sendable, Equatable {
    /// One custom property and the colour it got.
    package struct Property: Sendable, Equatable {
        /// The custom property's name, such as `--now-color_background--primary`.
        package var name: String
        /// The opaque colour it holds.
        package var components: NowUIColor.Components

        /// The `r, g, b` triple, each 0...255.
        package var triple: String {
            [components.red, components.green, components.blue].map { String(Int(($0 * 255).rounded())) }
                .joined(separator: ", ")
        }
    }

    /// How a row's colour is made opaque.
    enum Opacity {
        /// Composited over the background colour.
        case composite
        /// Alpha dropped.
        case dropAlpha
    }

    /// The mapping: a theme member, the properties it sets, and how its alpha is treated.
    static let rows:
        [(
            member: String, properties: [String], color: @Sendable (any NowWebColoring) -> NowThemeColor,
            opacity: Opacity
        )] =
            [
                ("backgroundPrimary", ["--now-color_background--primary"], { $0.backgroundPrimary }, .composite),
                (
                    "nowUIColor.backgroundSecondary", ["--now-color_background--secondary"],
                    { $0.nowUIColor.backgroundSecondary }, .composite
                ),
                (
                    "nowUIColor.backgroundTertiary", ["--now-color_background--tertiary"],
                    { $0.nowUIColor.backgroundTertiary }, .composite
                ),
                ("textPrimary", ["--now-color_text--primary"], { $0.textPrimary }, .dropAlpha),
                (
                    "nowUIColor.textSecondary", ["--now-color_text--secondary"], { $0.nowUIColor.textSecondary },
                    .composite
                ),
                ("nowUIColor.textTertiary", ["--now-color_text--tertiary"], { $0.nowUIColor.textTertiary }, .composite),
                (
                    "brand",
                    [
                        "--now-color_chrome--brand", "--now-color_brand--primary",
                        "--now-unified-nav_header--background-color",
                    ], { $0.brand }, .composite
                ),
                ("screenHeaderText", ["--now-unified-nav_header--color"], { $0.screenHeaderText }, .composite),
                (
                    "primary", ["--now-color--primary-1", "--now-color_interactive--primary"], { $0.primary },
                    .composite
                ),
                ("nowUIColor.secondary", ["--now-color--secondary-1"], { $0.nowUIColor.secondary }, .composite),
                (
                    "nowUIColor.linkPrimaryText", ["--now-color_link--primary"], { $0.nowUIColor.linkPrimaryText },
                    .composite
                ),
                (
                    "nowUIColor.linkSecondary", ["--now-color_link--secondary"], { $0.nowUIColor.linkSecondary },
                    .composite
                ),
                (
                    "nowUIColor.borderTertiary", ["--now-color_border--tertiary"], { $0.nowUIColor.borderTertiary },
                    .composite
                ),
                (
                    "nowUIColor.separatorPrimary", ["--now-color_divider--primary"], { $0.nowUIColor.separatorPrimary },
                    .composite
                ),
                (
                    "nowUIColor.separatorTertiary", ["--now-color_divider--tertiary"],
                    { $0.nowUIColor.separatorTertiary }, .composite
                ),
                ("alertCritical0", ["--now-color_alert--critical-0"], { $0.alertCritical0 }, .composite),
                ("alertCritical3", ["--now-color_alert--critical-3"], { $0.alertCritical3 }, .composite),
                ("alertLow0", ["--now-color_alert--low-0"], { $0.alertLow0 }, .composite),
                ("alertPositive0", ["--now-color_alert--positive-0"], { $0.alertPositive0 }, .composite),
                ("alertPositive3", ["--now-color_alert--positive-3"], { $0.alertPositive3 }, .composite),
                ("alertWarning0", ["--now-color_alert--warning-0"], { $0.alertWarning0 }, .composite),
            ]

    /// The appearance the colours were resolved for.
    package let appearance: NowUIColor.Appearance
    /// The properties, in the order of the mapping table.
    package let properties: [Property]
    /// The page background (``NowWebColoring/backgroundPrimary``), for the view behind the page.
    package let background: NowUIColor.Components
    /// The colours of the native chrome around the page, resolved for the same appearance.
    package let chrome: ChromeColors
    /// The pages' text size: the root font size, unless it is ``NowWebTextSize/standard``.
    package let textSize: NowWebTextSize

    /// Resolves `colors` for `appearance`, with `textSize`.
    package init(
        colors: any NowWebColoring, appearance: NowUIColor.Appearance, textSize: NowWebTextSize = .standard
    ) {
        self.textSize = textSize
        let background = Self.components(of: colors.backgroundPrimary, for: appearance).opaque(over: .white)
        self.appearance = appearance
        self.background = background
        properties = Self.rows.flatMap { row in
            var components = Self.components(of: row.color(colors), for: appearance)
            switch row.opacity {
            case .composite: components = components.opaque(over: background)
            case .dropAlpha: components.alpha = 1
            }
            return row.properties.map { Property(name: $0, components: components) }
        }
        chrome = ChromeColors(colors: colors) { Self.components(of: $0, for: appearance).opaque(over: background) }
    }

    /// The colour a custom property got, if the table sets it.
    package subscript(property name: String) -> NowUIColor.Components? {
        properties.first { $0.name == name }?.components
    }

    /// The style sheet: one `:root` rule whose declarations are `!important`, so that they win over the page's
    /// own theme (a user style sheet's important declarations come before the page's in the cascade). A text
    /// size other than 100 % adds the root's `font-size` as a percentage of the engine's default; at 100 % the
    /// page keeps its own root font size.
    package var css: String {
        var declarations = properties.map { "\($0.name): \($0.triple) !important;" }
        if textSize != .standard { declarations.append("font-size: \(textSize.percent)% !important;") }
        return ":root { " + declarations.joined(separator: " ") + " }"
    }

    /// The one place where a theme colour becomes components for an appearance.
    static func components(of color: NowThemeColor, for appearance: NowUIColor.Appearance) -> NowUIColor.Components {
        NowUIColor.Components(color, in: appearance)
    }
}

extension NowUIColor.Components {
    /// Opaque white.
    static let white = NowUIColor.Components(red: 1, green: 1, blue: 1)

    /// These components drawn over `background` (source-over), opaque.
    func opaque(over background: NowUIColor.Components) -> NowUIColor.Components {
        NowUIColor.Components(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }
}
