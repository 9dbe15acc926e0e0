import Foundation
import NowWeb

/// The GTK CSS that paints a NowWeb chrome in its theme's colours, scoped to one CSS class so that windows
/// with different themes do not restyle each other.
enum ChromeStyle {
    /// The CSS for the widgets under `.scope`.
    static func css(_ colors: ChromeColors, scope: String) -> String {
        let root = ".\(scope)"
        var rules = [
            "\(root) { background-color: \(rgb(colors.background)); }",
            "\(root) headerbar, \(root).nowweb-titlebar { background: none; background-color: \(rgb(colors.titleBar)); "
                + "color: \(rgb(colors.titleBarText)); box-shadow: none; border: none; }",
            "\(root) headerbar button, \(root) headerbar label { color: \(rgb(colors.titleBarText)); }",
            "\(root) headerbar button:not(.nowweb-action) { background: none; border: none; box-shadow: none; }",
            "\(root) button.nowweb-action { background: none; background-color: \(rgb(colors.action)); "
                + "color: \(rgb(colors.actionText)); border: none; box-shadow: none; }",
            "\(root) button.nowweb-action label { color: \(rgb(colors.actionText)); }",
            "\(root) .nowweb-bottom { background-color: \(rgb(colors.background)); padding: 8px; }",
            "\(root) spinner { color: \(rgb(colors.titleBarText)); }",
            "\(root) progressbar progress { background: none; background-color: \(rgb(colors.activity)); "
                + "border: none; min-height: 3px; }",
            "\(root) progressbar trough { background: none; background-color: \(rgb(colors.background)); "
                + "border: none; min-height: 3px; }",
        ]
        for (style, banner) in [
            ("error", colors.error), ("success", colors.success), ("warning", colors.warning), ("info", colors.info),
        ] {
            rules.append(
                "\(root) .nowweb-banner.\(style) { background-color: \(rgb(banner.background)); "
                    + "color: \(rgb(banner.text)); padding: 10px 16px; }")
            rules.append("\(root) .nowweb-banner.\(style) label { color: \(rgb(banner.text)); }")
        }
        return rules.joined(separator: "\n")
    }

    private static func rgb(_ components: NowUIColor.Components) -> String {
        let channels = [components.red, components.green, components.blue].map { Int(($0 * 255).rounded()) }
        return "rgb(\(channels.map(String.init).joined(separator: ", ")))"
    }
}
