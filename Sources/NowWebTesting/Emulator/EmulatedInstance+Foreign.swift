import Foundation
import NowInternal

extension EmulatedInstance {
    /// The foreign listener: the configured `foreignPages`, a SAML identity provider at `/saml2/idp/sso` (both
    /// bindings), a pop-up identity provider at ``popUpSignInPath``, a sign-in portal at ``signInPortalPath``
    /// and a plain page everywhere else,
    /// so tests can prove that tokens and cookies never travel there.
    func routeForeign(_ request: HTTPRequest) -> HTTPResponse {
        if let page = configuration.foreignPages[request.path] { return .page(page, loggedIn: nil) }
        if let popUp = routePopUpSignIn(request) { return popUp }
        if request.path == InstanceEmulator.exportWidgetPath { return .page(Self.exportWidget, loggedIn: nil) }
        if request.path == Self.signInPortalPath {
            // The company's own sign-in portal: signing in there is the portal's business, not the instance's.
            let html = """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in | Company portal</title></head>
                <body class="portal"><h1>Company portal</h1><form method="post" action="\(Self.signInPortalPath)">
                <label>User name <input type="text" name="username"></label>
                <label>Password <input type="password" name="password"></label>
                <button type="submit">Sign in</button></form></body></html>
                """
            return .page(html, loggedIn: nil)
        }
        guard request.path == "/saml2/idp/sso" else {
            return .page(
                "<!DOCTYPE html><html><head><title>Foreign host</title></head><body><h1>Foreign host</h1></body></html>",
                loggedIn: nil)
        }
        let parameters = request.method == "POST" ? request.formParameters : request.queryParameters
        let relay = parameters["RelayState"] ?? "/now/nav/ui/home"
        if request.method == "POST", let name = parameters["username"],
            configuration.users.contains(where: { $0.name == name && $0.password == parameters["password"] })
        {
            // The identity provider answers the way real ones do: a form that posts the assertion to the
            // instance's assertion consumer (`/navpage.do`) as soon as the page loads.
            let consumer = addresses.current.instance.absoluteString + "/navpage.do"
            let html = """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>Signing in</title></head>
                <body onload="document.forms[0].submit()"><form method="post" action="\(consumer.htmlEscaped)">
                <input type="hidden" name="SAMLResponse" value="\(samlResponse(for: name))">
                <input type="hidden" name="RelayState" value="\(relay.htmlEscaped)">
                <noscript><button type="submit">Continue</button></noscript></form></body></html>
                """
            return .page(html, loggedIn: nil)
        }
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in | Identity Provider</title></head>
            <body class="idp"><h1>Identity Provider</h1>
            <form action="/saml2/idp/sso" method="post">
            <input type="hidden" name="RelayState" value="\(relay.htmlEscaped)">
            <label>User name <input type="text" name="username"></label>
            <label>Password <input type="password" name="password"></label>
            <button type="submit">Sign in</button></form></body></html>
            """
        return .page(html, loggedIn: nil)
    }

    /// `POST /navpage.do` with a `SAMLResponse` from the identity provider: starts a session and redirects
    /// to the `RelayState` page.
    func samlConsumer(_ request: HTTPRequest) -> HTTPResponse {
        let form = request.formParameters
        guard let response = form["SAMLResponse"], let user = verifiedSAMLUser(response) else {
            let html = "<!DOCTYPE html><html><body><h1>SAML login failed</h1></body></html>"
            return .page(html, status: 400, loggedIn: false)
        }
        let now = self.now
        let session = makeSession(user: user, at: now, accessToken: nil, tokenExpiresAt: nil)
        let accepted = state.withLock { state in
            guard !state.faults.refuseNewSessions else { return false }
            admit(session, into: &state)
            return true
        }
        guard accepted else { return expiryResponse(for: request) }
        var redirect = HTTPResponse.redirect(Self.localTarget(form["RelayState"]) ?? "/now/nav/ui/home")
        redirect.headers += sessionCookies(session, at: now).map { ("Set-Cookie", $0) }
        return redirect
    }

    /// A short-lived assertion for `user`, signed with a key derived from the JWT key.
    private func samlResponse(for user: String) -> String {
        let claim = "\(user)|\(Int(now.timeIntervalSince1970) + 300)"
        let signature = Digest.hmacSHA256(key: samlKey, data: Data(claim.utf8)).base64URLEncoded
        return Data("\(claim)|\(signature)".utf8).base64EncodedString()
    }

    private func verifiedSAMLUser(_ response: String) -> String? {
        guard let decoded = Data(base64Encoded: response).map({ String(decoding: $0, as: UTF8.self) }) else {
            return nil
        }
        let parts = decoded.split(separator: "|").map(String.init)
        guard parts.count == 3, let expiry = Double(parts[1]), expiry > now.timeIntervalSince1970,
            let signature = Data(base64URLEncoded: parts[2]),
            Digest.constantTimeEquals(
                Digest.hmacSHA256(key: samlKey, data: Data("\(parts[0])|\(parts[1])".utf8)), signature),
            configuration.users.contains(where: { $0.name == parts[0] })
        else { return nil }
        return parts[0]
    }

    private var samlKey: Data { Digest.sha256(Data("saml".utf8) + configuration.jwtSigningKey) }
}
