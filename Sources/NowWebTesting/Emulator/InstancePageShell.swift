import Foundation
import NowInternal
import NowWeb

/// The markup of the emulator's pages: a Next Experience header, a home page with an announcement and cards,
/// an incident list and an incident form, styled by ``InstancePageStyle``.
enum InstancePageShell {
    /// The unified navigation header of Next Experience pages.
    static let header = """
        <header class="now-header"><span class="logo">servicenow</span>
        <nav><a href="/now/nav/ui/home">All</a><a href="/now/nav/ui/home">Favorites</a>\
        <a href="/now/nav/ui/classic/params/target/incident_list.do">Workspaces</a></nav>
        <span class="search"></span><span class="avatar" title="Abel Tuter"></span></header>
        """

    /// The home page: an announcement (a critical alert) and cards that lead to the list, a record and an
    /// article.
    static let home = """
        <main><h1>Home</h1>
        <div class="now-alert" role="alert"><strong>Planned maintenance</strong> tonight from 22:00 to 23:00 UTC.</div>
        <div class="now-cards">
        <div class="now-card"><a href="/now/nav/ui/classic/params/target/incident_list.do">Incidents</a>
        <div class="hint">5 open, 2 assigned to you</div></div>
        <div class="now-card"><a href="/now/nav/ui/classic/params/target/\(FormEncoding.escape("incident.do?sys_id=1"))">INC0000001</a>
        <div class="hint">Email is not working</div></div>
        <div class="now-card"><a href="/kb_view.do?sysparm_article=KB0000001">Knowledge</a>
        <div class="hint">How to reset a password</div></div>
        </div></main>
        """

    /// The incidents every list, form and data request shows.
    static let incidents: [(number: String, summary: String, priority: String, state: String)] = [
        ("INC0000001", "Email is not working", "1 - Critical", "In Progress"),
        ("INC0000002", "Network printer offline on floor 3", "3 - Moderate", "New"),
        ("INC0000003", "VPN drops every hour", "2 - High", "On Hold"),
        ("INC0000004", "Laptop battery does not charge", "4 - Low", "New"),
        ("INC0000005", "Cannot open the expense report", "3 - Moderate", "Resolved"),
    ]

    /// The most rows a list page serves (`sysparm_rows`).
    static let maximumListRows = 10_000

    /// A classic list of incidents: the five incidents, or with `rows` that many rows (numbered
    /// `INC0000001` on, the five incidents' fields in turn) and ``frameProbe`` after the last row.
    static func incidentList(rows: Int? = nil) -> String {
        let count = min(max(rows ?? incidents.count, 1), maximumListRows)
        let cells = (0..<count).map { index in
            let incident = incidents[index % incidents.count]
            let number = index < incidents.count ? incident.number : "INC" + String(format: "%07d", index + 1)
            return "<tr><td><a href=\"/incident.do?sys_id=\(index + 1)\">\(number)</a></td>"
                + "<td>\(incident.summary)</td><td>\(incident.priority)</td><td>\(incident.state)</td></tr>"
        }
        return "<main><h1>Incidents</h1><table class=\"now-list\"><tr><th>Number</th><th>Short description</th>"
            + "<th>Priority</th><th>State</th></tr>" + cells.joined() + "</table>" + (rows == nil ? "" : frameProbe)
            + "</main>"
    }

    /// A script that tells when the first frame holding everything parsed before it was drawn: it asks for
    /// an animation frame (the callback runs in the next rendering update, before its style, layout and
    /// paint), and in that callback queues a task (which runs once that update is done). It leaves
    /// `window.__nowwebFirstFrame`, a JSON text: `origin` (`performance.timeOrigin`, the navigation start in
    /// milliseconds since 1970 on the system's clock), `frame` and `painted` (the callback's and the task's
    /// `performance.now()` added to it), and `paint`: WebKit's first contentful paint (Paint Timing) after the
    /// navigation start, in milliseconds, or `null`. Its JavaScript is
    /// `Resources/Scripts/InstancePageShell.frameProbe.js`, loaded once.
    static let frameProbe =
        "<script>\(JavaScriptResource.required("InstancePageShell.frameProbe", in: .module).source)</script>"

    /// A classic incident form; it posts with the session's CSRF token.
    static func incidentForm(id: String, csrfToken: String) -> String {
        let index = Int(id).map { $0 - 1 }.flatMap { incidents.indices.contains($0) ? $0 : nil }
        let summary = index.map { incidents[$0].summary } ?? "Email is not working"
        return """
            <main><h1>Incident \(id.htmlEscaped)</h1>
            <form class="now-form" id="incident.do" action="/incident.do?sys_id=\(FormEncoding.escape(id))" method="post">
            <input type="hidden" name="sysparm_ck" value="\(csrfToken)">
            <label for="caller">Caller</label><input type="text" id="caller" name="caller_id" value="Abel Tuter">
            <label for="state">State</label><select id="state" name="state"><option>New</option>\
            <option selected>In Progress</option><option>Resolved</option></select>
            <label for="short">Short description</label>\
            <input type="text" id="short" name="short_description" value="\(summary.htmlEscaped)">
            <button type="submit">Update</button></form></main>
            """
    }
}
