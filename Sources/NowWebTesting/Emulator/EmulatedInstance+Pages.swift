import Foundation
import NowInternal

extension EmulatedInstance {
    /// The UI pages that need a web session.
    enum Page: Equatable {
        case home
        case classicShell(target: String)
        case incident
        case incidentList
        case portal(String)
        case knowledge
        case blank
        case navTo
        case root

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
            case "/nav_to.do": self = .navTo
            default:
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
        case .blank:
            return .page("<!DOCTYPE html><html><head><title></title></head><body></body></html>", loggedIn: true)
        case .home:
            body = """
                <h1>Home</h1><ul>
                <li><a href="/now/nav/ui/classic/params/target/incident_list.do">Incidents</a></li>
                <li><a href="/now/nav/ui/classic/params/target/\(FormEncoding.escape("incident.do?sys_id=1"))">INC0000001</a></li>
                <li><a href="/kb_view.do?sysparm_article=KB0000001">Knowledge</a></li></ul>
                """ + embedded(query["embed"])
        case .classicShell(let target):
            let decoded = Self.localTarget(target.removingPercentEncoding) ?? "/blank.do"
            body = """
                <h1>Next Experience</h1>
                <iframe id="gsft_main" name="gsft_main" title="Main Content" src="\(decoded.htmlEscaped)"></iframe>
                """
        case .incident:
            if request.method == "POST" { return saveIncident(request, session: session) }
            let id = query["sys_id"] ?? "-1"
            body = """
                <h1>Incident \(id.htmlEscaped)</h1>
                <form id="incident.do" action="/incident.do?sys_id=\(FormEncoding.escape(id))" method="post">
                <input type="hidden" name="sysparm_ck" value="\(session.csrfToken)">
                <input type="text" name="short_description" value="Email is not working">
                <button type="submit">Update</button></form>
                """
        case .incidentList:
            body =
                "<h1>Incidents</h1><table>"
                + (1...5).map { "<tr><td><a href=\"/incident.do?sys_id=\($0)\">INC000000\($0)</a></td></tr>" }.joined()
                + "</table>"
        case .portal(let name):
            body = "<h1>Portal \(name)</h1><p>Page \((query["id"] ?? "index").htmlEscaped)</p>"
        case .knowledge:
            body =
                "<h1>Knowledge article \((query["sysparm_article"] ?? "KB0000001").htmlEscaped)</h1><p>How to reset a password.</p>"
        }
        return .page(document(title: "ServiceNow", body: body, session: session), loggedIn: true)
    }

    /// An iframe of the foreign host's page at `path` (a third-party widget), or nothing.
    private func embedded(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//") else { return "" }
        let source = addresses.current.foreign.absoluteString + path
        return "<iframe id=\"embedded\" title=\"Widget\" src=\"\(source.htmlEscaped)\"></iframe>"
    }

    /// A full page: every configured asset, the CSRF token `g_ck` and the body.
    func document(title: String, body: String, session: EmulatorState.WebSession) -> String {
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>\(title.htmlEscaped)</title>
            \(assets.headTags)<script>window.g_ck = "\(session.csrfToken)"; window.NOW = { user: "\(session.user.htmlEscaped)" };</script>
            \(CabrilloPageScript.tag)
            </head><body data-user="\(session.user.htmlEscaped)">
            \(body)
            <div class="icons">\(assets.imageTags)</div></body></html>
            """
    }

    /// A state-changing request: accepted only with the session's CSRF token (`X-UserToken` or `sysparm_ck`).
    private func saveIncident(_ request: HTTPRequest, session: EmulatorState.WebSession) -> HTTPResponse {
        let token = request.header("X-UserToken") ?? request.formParameters["sysparm_ck"]
        guard token == session.csrfToken else {
            return .page(
                document(title: "Invalid security token", body: "<h1>Invalid security token</h1>", session: session),
                status: 403, loggedIn: true)
        }
        return .page(document(title: "Saved", body: "<h1>Record updated</h1>", session: session), loggedIn: true)
    }

    private func loggedIn(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers.append(("X-Is-Logged-In", "true"))
        return response
    }
}
