import Foundation
import NowInternal

extension EmulatedInstance {
    /// `/oauth_auth.do`: the authorization code flow's login and consent page (or an instant approval).
    func authorizationEndpoint(_ request: HTTPRequest) -> HTTPResponse {
        let parameters = request.method == "POST" ? request.formParameters : request.queryParameters
        guard let client = configuration.clients.first(where: { $0.id == parameters["client_id"] }),
            let redirectURI = parameters["redirect_uri"], client.accepts(redirectURI: redirectURI)
        else {
            let html =
                "<!DOCTYPE html><html><body><h1>Invalid request</h1>"
                + "<p>The client_id or redirect_uri is not registered.</p></body></html>"
            return .page(html, status: 400, loggedIn: nil)
        }
        let state = parameters["state"]
        guard parameters["response_type"] == "code" else {
            return .redirect(Self.appending(["error": "unsupported_response_type", "state": state], to: redirectURI))
        }
        let challenge = parameters["code_challenge"]
        if client.isPublic, challenge == nil || parameters["code_challenge_method"] != "S256" {
            return .redirect(
                Self.appending(["error": "invalid_request", "state": state], to: redirectURI))
        }
        if configuration.autoApproveAuthorization {
            return approve(user: configuration.autoApproveUser, client, redirectURI, challenge, state)
        }
        guard request.method == "POST" else { return .page(consentHTML(parameters, message: nil), loggedIn: false) }
        guard parameters["action"] != "deny" else {
            return .redirect(Self.appending(["error": "access_denied", "state": state], to: redirectURI))
        }
        guard let name = parameters["user_name"],
            configuration.users.contains(where: { $0.name == name && $0.password == parameters["user_password"] })
        else { return .page(consentHTML(parameters, message: "User name or password invalid"), loggedIn: false) }
        return approve(user: name, client, redirectURI, challenge, state)
    }

    private func approve(
        user: String, _ client: OAuthClient, _ redirectURI: String, _ challenge: String?, _ state: String?
    ) -> HTTPResponse {
        let code = Digest.randomBytes(24).base64URLEncoded
        let grant = EmulatorState.AuthorizationCode(
            user: user, clientID: client.id, redirectURI: redirectURI, codeChallenge: challenge,
            expiresAt: now.addingTimeInterval(120))
        self.state.withLock { $0.codes[code] = grant }
        return .redirect(Self.appending(["code": code, "state": state], to: redirectURI))
    }

    private func consentHTML(_ parameters: [String: String], message: String?) -> String {
        let carried = [
            "response_type", "client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method",
        ]
        let hidden = carried.compactMap { name in
            parameters[name].map { "<input type=\"hidden\" name=\"\(name)\" value=\"\($0.htmlEscaped)\">" }
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Authorize | ServiceNow</title></head>
            <body class="oauth"><h1>Allow \((parameters["client_id"] ?? "").htmlEscaped) to connect?</h1>
            \(message.map { "<p class=\"error\">\($0.htmlEscaped)</p>" } ?? "")
            <form action="/oauth_auth.do" method="post">
            \(hidden)
            <label>User name <input type="text" name="user_name"></label>
            <label>Password <input type="password" name="user_password"></label>
            <button type="submit" name="action" value="allow">Allow</button>
            <button type="submit" name="action" value="deny">Deny</button>
            </form></body></html>
            """
    }

    /// `uri` with the non-nil `parameters` added to its query (in name order).
    static func appending(_ parameters: [String: String?], to uri: String) -> String {
        let pairs = parameters.compactMap { name, value in value.map { (name, $0) } }.sorted { $0.0 < $1.0 }
        return uri + (uri.contains("?") ? "&" : "?") + FormEncoding.encode(pairs)
    }
}
