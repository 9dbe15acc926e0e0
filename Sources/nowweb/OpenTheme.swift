import Foundation
import NowWeb

/// What `nowweb open --theme` names: the default theme in light or dark, or a theme read from a JSON file.
///
/// The file is an object whose keys are `NowUIColoring` member names, each a `"#RRGGBB"` colour or
/// `{"light": "#RRGGBB", "dark": "#RRGGBB"}`, plus optional `webPageThemeId`, `webPageThemeVariantId` (strings)
/// and `appearance` (`"light"` or `"dark"`). Members it leaves out keep their defaults.
///
/// ```json
/// {"brand": "#0B6E4F", "backgroundPrimary": {"light": "#FFF4E0", "dark": "#1A1033"}, "appearance": "light"}
/// ```
struct OpenTheme: Sendable {
    /// The theme for the controller.
    var theme: any NowWebThemeable
    /// The appearance to resolve it for; `nil` follows the system.
    var appearance: NowUIColor.Appearance?
    /// How the theme was named, for the output.
    var name: String

    /// Parses `light`, `dark` or the path of a JSON file.
    init(argument: String) throws {
        switch argument {
        case "light", "dark":
            theme = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
            appearance = NowUIColor.Appearance(rawValue: argument)
            name = argument
        default:
            let file = URL(fileURLWithPath: argument)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw UsageError(description: "--theme: cannot read \(argument) (give light, dark or a JSON file)")
            }
            let parsed = try FileTheme(json: data, source: file.lastPathComponent)
            theme = parsed
            appearance = parsed.appearance
            name = file.lastPathComponent
        }
    }
}

/// A theme read from a JSON file (see ``OpenTheme``).
struct FileTheme: NowWebThemeable, NowWebColoring {
    static let memberNames: Set<String> = [
        "brand", "primary", "secondary", "destructive", "textPrimary", "textSecondary", "textTertiary",
        "textActionable", "screenHeaderText", "screenHeaderBackground", "backgroundPrimary", "backgroundSecondary",
        "linkPrimaryText", "alertCritical0", "alertCritical3", "alertLow0", "alertPositive0", "alertPositive3",
        "alertWarning0", "backgroundTertiary", "backgroundPrimaryActionable", "backgroundSecondaryActionable",
        "brandBackground", "linkSecondary", "separatorPrimary", "separatorTertiary", "borderTertiary", "shadow",
        "notification",
    ]

    let colors: FileColors
    let webPageThemeId: String?
    let webPageThemeVariantId: String?
    let appearance: NowUIColor.Appearance?

    var color: any NowWebColoring { self }
    var nowUIColor: any NowUIColoring { colors }

    init(json: Data, source: String) throws {
        guard let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
            throw UsageError(description: "--theme: \(source) is not a JSON object")
        }
        var colors: [String: NowUIColor] = [:]
        var ids: [String: String] = [:]
        var appearance: NowUIColor.Appearance?
        for (key, value) in object {
            switch key {
            case "webPageThemeId", "webPageThemeVariantId":
                guard let id = value as? String else {
                    throw UsageError(description: "--theme: \(key) must be a string")
                }
                ids[key] = id
            case "appearance":
                guard let name = value as? String, let parsed = NowUIColor.Appearance(rawValue: name) else {
                    throw UsageError(description: "--theme: appearance must be \"light\" or \"dark\"")
                }
                appearance = parsed
            default:
                guard Self.memberNames.contains(key) else {
                    throw UsageError(
                        description: "--theme: \(source) has an unknown member \"\(key)\"; use NowUIColoring names "
                            + "such as brand, backgroundPrimary, alertCritical0")
                }
                colors[key] = try Self.color(value, member: key)
            }
        }
        self.colors = FileColors(colors: colors)
        webPageThemeId = ids["webPageThemeId"]
        webPageThemeVariantId = ids["webPageThemeVariantId"]
        self.appearance = appearance
    }

    private static func color(_ value: Any, member: String) throws -> NowUIColor {
        if let hex = value as? String, let rgb = rgb(hex) { return NowUIColor(light: rgb, dark: rgb) }
        if let pair = value as? [String: Any], let light = (pair["light"] as? String).flatMap(rgb),
            let dark = (pair["dark"] as? String).flatMap(rgb)
        {
            return NowUIColor(light: light, dark: dark)
        }
        throw UsageError(
            description: "--theme: \(member) must be \"#RRGGBB\" or {\"light\": \"#RRGGBB\", \"dark\": \"#RRGGBB\"}")
    }

    private static func rgb(_ text: String) -> UInt32? {
        guard text.count == 7, text.hasPrefix("#") else { return nil }
        return UInt32(text.dropFirst(), radix: 16)
    }
}

/// The colours of a ``FileTheme``: the file's, else the defaults.
struct FileColors: NowUIColoring {
    let colors: [String: NowUIColor]
    private var defaults: NowUIDefaultColors { NowUIDefaultColors() }

    var brand: NowThemeColor { colors["brand"]?.themeColor ?? defaults.brand }
    var primary: NowThemeColor { colors["primary"]?.themeColor ?? defaults.primary }
    var secondary: NowThemeColor { colors["secondary"]?.themeColor ?? defaults.secondary }
    var destructive: NowThemeColor { colors["destructive"]?.themeColor ?? defaults.destructive }
    var textPrimary: NowThemeColor { colors["textPrimary"]?.themeColor ?? defaults.textPrimary }
    var textSecondary: NowThemeColor { colors["textSecondary"]?.themeColor ?? defaults.textSecondary }
    var textTertiary: NowThemeColor { colors["textTertiary"]?.themeColor ?? defaults.textTertiary }
    var textActionable: NowThemeColor { colors["textActionable"]?.themeColor ?? defaults.textActionable }
    var screenHeaderText: NowThemeColor { colors["screenHeaderText"]?.themeColor ?? defaults.screenHeaderText }
    var screenHeaderBackground: NowThemeColor {
        colors["screenHeaderBackground"]?.themeColor ?? defaults.screenHeaderBackground
    }
    var backgroundPrimary: NowThemeColor { colors["backgroundPrimary"]?.themeColor ?? defaults.backgroundPrimary }
    var backgroundSecondary: NowThemeColor { colors["backgroundSecondary"]?.themeColor ?? defaults.backgroundSecondary }
    var linkPrimaryText: NowThemeColor { colors["linkPrimaryText"]?.themeColor ?? defaults.linkPrimaryText }
    var alertCritical0: NowThemeColor { colors["alertCritical0"]?.themeColor ?? defaults.alertCritical0 }
    var alertCritical3: NowThemeColor { colors["alertCritical3"]?.themeColor ?? defaults.alertCritical3 }
    var alertLow0: NowThemeColor { colors["alertLow0"]?.themeColor ?? defaults.alertLow0 }
    var alertPositive0: NowThemeColor { colors["alertPositive0"]?.themeColor ?? defaults.alertPositive0 }
    var alertPositive3: NowThemeColor { colors["alertPositive3"]?.themeColor ?? defaults.alertPositive3 }
    var alertWarning0: NowThemeColor { colors["alertWarning0"]?.themeColor ?? defaults.alertWarning0 }
    var backgroundTertiary: NowThemeColor { colors["backgroundTertiary"]?.themeColor ?? defaults.backgroundTertiary }
    var backgroundPrimaryActionable: NowThemeColor {
        colors["backgroundPrimaryActionable"]?.themeColor ?? defaults.backgroundPrimaryActionable
    }
    var backgroundSecondaryActionable: NowThemeColor {
        colors["backgroundSecondaryActionable"]?.themeColor ?? defaults.backgroundSecondaryActionable
    }
    var brandBackground: NowThemeColor { colors["brandBackground"]?.themeColor ?? defaults.brandBackground }
    var linkSecondary: NowThemeColor { colors["linkSecondary"]?.themeColor ?? defaults.linkSecondary }
    var separatorPrimary: NowThemeColor { colors["separatorPrimary"]?.themeColor ?? defaults.separatorPrimary }
    var separatorTertiary: NowThemeColor { colors["separatorTertiary"]?.themeColor ?? defaults.separatorTertiary }
    var borderTertiary: NowThemeColor { colors["borderTertiary"]?.themeColor ?? defaults.borderTertiary }
    var shadow: NowThemeColor { colors["shadow"]?.themeColor ?? defaults.shadow }
    var notification: NowThemeColor { colors["notification"]?.themeColor ?? defaults.notification }
}
