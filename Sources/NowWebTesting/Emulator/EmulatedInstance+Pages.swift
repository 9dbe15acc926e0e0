import Foundation
import NowInternal
import NowWeb

extension EmulatedInstance {
    /// The script of a `refresh_to.do?by=location` page: `location.assign(path)` after a delay
    /// (`Resources/Scripts/EmulatedInstance.assignLater.js`), loaded once.
    private static let assignLaterScript = JavaScriptResource.required("EmulatedInstance.assignLater", in: .module)
    /// The script of a `refresh_to.do?by=form` page: the form's `submit()` after a delay
    /// (`Resources/Scripts/EmulatedInstance.submitLater.js`), loaded once.
    private static let submitLaterScript = JavaScriptResource.required("EmulatedInstance.submitLater", in: .module)

    /// The UI pages that need a web session.
    enum Page: Equatable {
        case home
        case classicShell(target: String)
        /// A Next Experience app (`/now/sow/...`, `/now/workspace/<name>/...`), by its root path.
        case workspace(root: String)
        case incident
        case incidentList
        case portal(String)
        case knowledge
        case blank
        case attachment
        case attachmentForm
        case navTo
        case refreshTo
        case root
        case export

        init?(path: String) {
            let classicPrefix = "/now/nav/ui/classic/params/target/"
            switch path {
            case "/", "/navpage.do": self = .root
            case "/now/nav/ui/home": self = .home
            case "/incident.do": self = .incident
            case "/incident_list.do": self = .incidentList
            case "/sp", "/esc", "/mesp": self = .portal(String(path.dropFirst()))
            case "/kb_view.do": self = .knowledge
            case "/blank.do": self = .blank
            case "/sys_attachment.do": self = .attachment
            case EmulatedInstance.attachmentFormPath: self = .attachmentForm
            case "/nav_to.do": self = .navTo
            case "/refresh_to.do": self = .refreshTo
            case InstanceEmulator.exportPagePath: self = .export
            default:
                if let root = EmulatedInstance.workspaceRoot(path) {
                    self = .workspace(root: root)
                    return
                }
                guard path.hasPrefix(classicPrefix) else { return nil }
                self = .classicShell(target: String(path.dropFirst(classicPrefix.count)))
            }
        }
    }

    /// The page for an authenticated request.
    func render(_ page: Page, request: HTTPRequest, session: EmulatorState.WebSession) -> HTTPResponse {
        let query = request.queryParameters
        let body: String
        switch page {
        case .root:
            return loggedIn(.redirect("/now/nav/ui/home"))
        case .navTo:
            return loggedIn(.redirect(Self.localTarget(query["uri"]) ?? "/now/nav/ui/home"))
        case .refreshTo:
            // A client-side redirect: a page whose meta refresh sends the browser on to `uri`, after `delay`
            // seconds (0 to 60; 0 by default); with `by=form`, a script that sends a GET form there instead.
            let target = (Self.localTarget(query["uri"]) ?? "/now/nav/ui/home").htmlEscaped
            let delay = min(max(query["delay"].flatMap(Int.init) ?? 0, 0), 60)
            if query["by"] == "location" {
                // The same, by a script that calls `location.assign(uri)`.
                let path = Self.localTarget(query["uri"]) ?? "/now/nav/ui/home"
                let script =
                    "<script>\(Self.assignLaterScript.call(.string(path), .number(Double(delay * 1000))))</script>"
                return .page(
                    "<!DOCTYPE html><html><head><title>Redirecting</title></head><body>\(script)</body></html>",
                    loggedIn: true)
            }
            if query["by"] == "form" {
                // The same, by a script that sends a GET form to `uri` (no query of its own) with `form.submit()`.
                let action = String(target.prefix { $0 != "?" })
                let form =
                    "<form id=\"next\" method=\"get\" action=\"\(action)\">"
                    + "<input type=\"hidden\" name=\"sysparm_article\" value=\"KB0000001\"></form>"
                let script =
                    "<script>\(Self.submitLaterScript.call(.string("next"), .number(Double(delay * 1000))))</script>"
                return .page(
                    "<!DOCTYPE html><html><head><title>Redirecting</title></head><body>\(form)\(script)</body></html>",
                    loggedIn: true)
            }
            let refresh =
                "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" content=\"\(delay);url=\(target)\">"
            return .page(refresh + "<title>Redirecting</title></head><body></body></html>", loggedIn: true)
        case .blank:
            return .page("<!DOCTYPE html><html><head><title></title></head><body></body></html>", loggedIn: true)
        case .attachment:
            if let stored = storedAttachment(query["sys_id"], user: session.user) { return loggedIn(stored) }
            // A record's attachment, as the instance serves it for download: a file to save, not a page.
            let name = "attachment-\((query["sys_id"] ?? "0").filter { $0.isLetter || $0.isNumber }).bin"
            return loggedIn(
                HTTPResponse(
                    status: 200,
                    headers: [
                        ("Content-Type", "application/octet-stream"),
                        ("Content-Disposition", "attachment; filename=\"\(name)\""),
                        ("Cache-Control", "no-cache,no-store,must-revalidate,max-age=-1"),
                    ], body: "NowWeb emulator attachment \(name)\n"))
        case .attachmentForm:
            body = Self.attachmentForm(record: query["sys_id"])
        case .home:
            let home =
                InstancePageShell.home + embedded(query["embed"]) + newWindowLink(query["newWindow"])
                + popUpSignInButton(query["signInPopUp"])
                + singlePageParts(.next, links: Self.homeLinks)
            return .page(document(title: "ServiceNow", body: home, session: session, shell: true), loggedIn: true)
        case .classicShell(let target):
            let decoded = Self.localTarget(target.removingPercentEncoding) ?? "/blank.do"
            let frame = """
                <iframe id="gsft_main" name="gsft_main" title="Main Content" src="\(decoded.htmlEscaped)"></iframe>
                """ + singlePageParts(.classicShell)
            return .page(document(title: "ServiceNow", body: frame, session: session, shell: true), loggedIn: true)
        case .workspace(let root):
            let app =
                "<main><h1>Workspace</h1><p>\(request.path.htmlEscaped)</p>"
                + singlePageParts(.next, links: Self.workspaceLinks(root), keepsControls: true) + "</main>"
            return .page(document(title: "ServiceNow", body: app, session: session, shell: true), loggedIn: true)
        case .incident:
            if request.method == "POST" { return saveIncident(request, session: session) }
            body =
                InstancePageShell.incidentForm(id: query["sys_id"] ?? "-1", csrfToken: session.csrfToken)
                + singlePageParts(.classic)
        case .incidentList:
            body =
                InstancePageShell.incidentList(rows: query["sysparm_rows"].flatMap(Int.init))
                + singlePageParts(.classic)
        case .portal(let name):
            body =
                "<main><h1>Portal \(name)</h1><p>Page \((query["id"] ?? "index").htmlEscaped)</p>"
                + singlePageParts(.portal, links: Self.portalLinks(name), portal: name) + "</main>"
        case .export:
            body = exportPage
        case .knowledge:
            body =
                "<main><h1>Knowledge article \((query["sysparm_article"] ?? "KB0000001").htmlEscaped)</h1>"
                + "<p>How to reset a password.</p></main>"
        }
        return .page(document(title: "ServiceNow", body: body, session: session), loggedIn: true)
    }

    /// An iframe of the foreign host's page at `path` (a third-party widget), or nothing.
    private func embedded(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//") else { return "" }
        let source = addresses.current.foreign.absoluteString + path
        return "<iframe id=\"embedded\" title=\"Widget\" src=\"\(source.htmlEscaped)\"></iframe>"
    }

    /// A link that opens in a new window (`target="_blank"`, id `new-window`) to the instance's page at `path`,
    /// or to the foreign host's with a `foreign:` prefix; nothing for anything else.
    private func newWindowLink(_ path: String?) -> String {
        guard var path else { return "" }
        var base = addresses.current.instance.absoluteString
        if path.hasPrefix("foreign:") {
            path.removeFirst("foreign:".count)
            base = addresses.current.foreign.absoluteString
        }
        guard path.hasPrefix("/"), !path.hasPrefix("//") else { return "" }
        let href = (base + path).htmlEscaped
        return "<p><a id=\"new-window\" href=\"\(href)\" target=\"_blank\">Open in a new window</a></p>"
    }

    /// A full page: every configured asset, the CSRF token `g_ck`, the page style and the body, under the Next
    /// Experience header when `shell` is set (classic pages, shown in the shell's frame, have none).
    func document(title: String, body: String, session: EmulatorState.WebSession, shell: Bool = false) -> String {
        // One generated line of page globals, as an instance writes them (the page scripts are resources).
        let globals =
            "window.g_ck = \"\(session.csrfToken)\"; "
            + "window.NOW = { user: \"\(session.user.htmlEscaped)\", g_ck: window.g_ck };"
        return """
            <!DOCTYPE html><html\(themeAttributes(of: session.user))><head><meta charset="utf-8"><title>\(title.htmlEscaped)</title>
            \(InstancePageStyle.tag)
            \(assets.headTags)<script>\(globals)</script>
            \(CabrilloPageScript.tag)
            </head><body data-user="\(session.user.htmlEscaped)">
            \(shell ? InstancePageShell.header : "")\(body)
            <div class="icons">\(assets.imageTags)</div></body></html>
            """
    }

    /// The `<html>` attributes that show `user`'s Next Experience theme preferences: `data-now-theme`,
    /// `data-now-theme-variant` and a `now-theme-<id>` class, or nothing when the user chose none.
    private func themeAttributes(of user: String) -> String {
        let (theme, variant) = state.withLock { state in
            (
                state.preference("glide.ui.polaris.theme", of: user),
                state.preference("glide.ui.polaris.theme.variant", of: user)
            )
        }
        var attributes = ""
        if let theme {
            attributes += " data-now-theme=\"\(theme.htmlEscaped)\" class=\"now-theme-\(theme.htmlEscaped)\""
        }
        if let variant { attributes += " data-now-theme-variant=\"\(variant.htmlEscaped)\"" }
        return attributes
    }

    /// A state-changing request: accepted only with the session's CSRF token (`X-UserToken` or `sysparm_ck`).
    private func saveIncident(_ request: HTTPRequest, session: EmulatorState.WebSession) -> HTTPResponse {
        let token = request.header("X-UserToken") ?? request.formParameters["sysparm_ck"]
        guard token == session.csrfToken else {
            return .page(
                document(
                    title: "Invalid security token", body: "<main><h1>Invalid security token</h1></main>",
                    session: session),
                status: 403, loggedIn: true)
        }
        return .page(
            document(title: "Saved", body: "<main><h1>Record updated</h1></main>", session: session), loggedIn: true)
    }

    private func loggedIn(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers.append(("X-Is-Logged-In", "true"))
        return response
    }
}
