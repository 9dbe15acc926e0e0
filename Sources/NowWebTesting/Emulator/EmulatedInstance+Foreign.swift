import Foundation
import NowInternal

extension EmulatedInstance {
    /// The foreign listener: a SAML identity provider at `/saml2/idp/sso` and a plain page everywhere else,
    /// so tests can prove that tokens and cookies never travel there.
    func routeForeign(_ request: HTTPRequest) -> HTTPResponse {
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
            let html =
                "<!DOCTYPE html><html><body><h1>Signed in at the identity provider</h1>"
                + "<p>Return to the instance and sign in there: the emulator does not consume SAML assertions.</p>"
                + "<a href=\"\(addresses.current.instance.absoluteString)\(Self.localTarget(relay) ?? "/")".htmlEscaped
                + "\">Continue</a></body></html>"
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
}
