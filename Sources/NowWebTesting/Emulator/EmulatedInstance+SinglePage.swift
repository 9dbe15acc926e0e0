import Foundation
import NowInternal

// The markup that turns a page into a single-page app when `Configuration.singlePageApps` is set: links that
// navigate with `pushState`, a refresh button, the list the data goes to, and ``SinglePageScript``.
extension EmulatedInstance {
    /// Which kind of page the script runs in, as its `family` setting says.
    enum AppFamily: String {
        /// `/sp`, `/esc`, `/mesp`: the Service Portal page API.
        case portal
        /// Next Experience pages: `/now/nav/ui/home`, `/now/sow/...`, `/now/workspace/...`.
        case next
        /// The Next Experience frame set around a classic page (`gsft_main`).
        case classicShell
        /// A classic page (list or form), shown in the frame set's iframe or alone.
        case classic
    }

    /// The Next Experience app a `/now/sow/...` or `/now/workspace/<name>/...` path belongs to: its root path.
    static func workspaceRoot(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0] == "now" else { return nil }
        if parts[1] == "sow" { return "/now/sow" }
        guard parts[1] == "workspace", parts.count >= 3 else { return nil }
        return "/now/workspace/\(parts[2])"
    }

    /// The navigation links, refresh button and data list of a single-page app, and its script; nothing when the
    /// configuration has no single-page apps, or only the links, button and list with `keepsControls` (for pages
    /// that exist only as apps).
    func singlePageParts(
        _ family: AppFamily, links: [(href: String, title: String)] = [], portal: String? = nil,
        keepsControls: Bool = false
    ) -> String {
        let nav = links.map {
            "<a class=\"nowweb-spa-link\" href=\"\($0.href.htmlEscaped)\">\($0.title.htmlEscaped)</a>"
        }
        let controls =
            family == .classicShell
            ? ""
            : "<nav class=\"nowweb-spa-nav\">\(nav.joined())</nav>"
                + "<button type=\"button\" id=\"nowweb-refresh\">Refresh</button><ul id=\"nowweb-data\"></ul>"
        guard let apps = state.withLock({ $0.singlePageApps }) else { return keepsControls ? controls : "" }
        let milliseconds = Int((apps.refreshInterval.secondsValue * 1000).rounded())
        var settings: [String: Any] = ["family": family.rawValue, "reaction": apps.reaction.rawValue]
        settings["refreshMs"] = milliseconds
        settings["userToken"] = apps.sendsUserToken
        if let portal { settings["portal"] = portal }
        let data = (try? JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys])) ?? Data("{}".utf8)
        // `</` cannot appear in JSON made of these values, so the object is safe inside a `<script>` element.
        return controls + SinglePageScript.tags(configuration: String(decoding: data, as: UTF8.self))
    }

    /// The links of a portal page: other pages of the same portal, by `id`.
    static func portalLinks(_ portal: String) -> [(href: String, title: String)] {
        [("index", "Home"), ("sc_home", "Catalog"), ("my_requests", "My requests")].map {
            ("/\(portal)?id=\($0.0)", $0.1)
        }
    }

    /// The links of a Next Experience app under `root`.
    static func workspaceLinks(_ root: String) -> [(href: String, title: String)] {
        [("\(root)/home", "Home"), ("\(root)/list/incident", "Incidents"), ("\(root)/record/incident/1", "INC0000001")]
    }

    /// The links of the Next Experience home page: its tabs.
    static let homeLinks: [(href: String, title: String)] = [
        ("/now/nav/ui/home?tab=favorites", "Favorites"), ("/now/nav/ui/home?tab=history", "History"),
    ]
}
