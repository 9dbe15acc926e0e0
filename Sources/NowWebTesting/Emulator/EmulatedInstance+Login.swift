import Foundation
import NowInternal

extension EmulatedInstance {
    /// `GET /login.do` shows the form; `POST /login.do` with `sys_action=sysverb_login` signs in.
    func login(_ request: HTTPRequest) -> HTTPResponse {
        let query = request.queryParameters
        guard request.method == "POST" else {
            return .page(loginHTML(goto: query["sysparm_goto_url"], message: nil), loggedIn: false)
        }
        let form = request.formParameters
        let goto = form["sysparm_goto_url"] ?? query["sysparm_goto_url"]
        guard form["sys_action"] == "sysverb_login", let name = form["user_name"],
            configuration.users.contains(where: { $0.name == name && $0.password == form["user_password"] })
        else { return .page(loginHTML(goto: goto, message: "User name or password invalid"), loggedIn: false) }
        let now = self.now
        let session = makeSession(user: name, at: now, accessToken: nil, tokenExpiresAt: nil)
        let accepted = state.withLock { state in
            guard !state.faults.refuseNewSessions else { return false }
            admit(session, into: &state)
            return true
        }
        guard accepted else {
            return .page(loginHTML(goto: goto, message: "A new session could not be started"), loggedIn: false)
        }
        var response = HTTPResponse.redirect(Self.localTarget(goto) ?? "/now/nav/ui/home")
        response.headers += sessionCookies(session, at: now).map { ("Set-Cookie", $0) }
        return response
    }

    /// `/logout.do` ends the session, deletes its cookies and redirects to the login page.
    func logout(_ request: HTTPRequest) -> HTTPResponse {
        if let id = request.cookies["JSESSIONID"] { state.withLock { $0.sessions[id] = nil } }
        var response = HTTPResponse.redirect("/login.do")
        response.headers += clearedSessionCookies.map { ("Set-Cookie", $0) }
        return response
    }

    /// `/session_timeout.do` and `/login_redirect.do`: 200 pages that send the top window to the login page.
    func interstitial(_ request: HTTPRequest) -> HTTPResponse {
        let goto = request.queryParameters["sysparm_goto_url"]
        let target = "/login.do" + (goto.map { "?sysparm_goto_url=" + FormEncoding.escape($0) } ?? "")
        let title = request.path == "/session_timeout.do" ? "Session timed out" : "Redirecting to login"
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>\(title)</title>
            <meta http-equiv="refresh" content="0;url=\(target.htmlEscaped)"></head>
            <body><p>\(title)</p><script>top.location.href = "\(target.htmlEscaped)";</script></body></html>
            """
        return .page(html, loggedIn: false)
    }

    /// `/sp?id=login` and `/esc?id=login`: the portal login, answered 200.
    func portalLogin(_ request: HTTPRequest) -> HTTPResponse {
        .page(loginHTML(goto: request.queryParameters["sysparm_goto_url"], message: nil), loggedIn: false)
    }

    /// The login page: a form posting `user_name`, `user_password` and `sys_action=sysverb_login`.
    func loginHTML(goto: String?, message: String?) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Log in | ServiceNow</title></head>
        <body class="login"><h1>Log in</h1>\(message.map { "<p class=\"error\">\($0.htmlEscaped)</p>" } ?? "")
        <form id="loginForm" name="loginForm" action="/login.do" method="post">
        <input type="hidden" name="sys_action" value="sysverb_login">
        <input type="hidden" name="sysparm_goto_url" value="\((goto ?? "").htmlEscaped)">
        <label>User name <input type="text" id="user_name" name="user_name"></label>
        <label>Password <input type="password" id="user_password" name="user_password"></label>
        <button type="submit" id="sysverb_login">Log in</button>
        </form></body></html>
        """
    }

    /// `target` when it is a path on this instance (never another origin), else `nil`.
    static func localTarget(_ target: String?) -> String? {
        guard var target, !target.isEmpty, !target.contains("://"), !target.hasPrefix("//"), !target.contains("\\")
        else { return nil }
        if !target.hasPrefix("/") { target = "/" + target }
        guard !target.contains("\r"), !target.contains("\n") else { return nil }
        return target
    }

    /// A public page, for a request without a session.
    func publicHTML(_ path: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Public page | ServiceNow</title></head>
        <body class="public"><h1>Public page</h1><p>\(path.htmlEscaped)</p></body></html>
        """
    }
}
