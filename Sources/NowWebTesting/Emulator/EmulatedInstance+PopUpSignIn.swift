import Foundation
import NowInternal
import NowWeb

extension EmulatedInstance {
    /// The path of the pop-up identity provider's sign-in page on the foreign host.
    static let popUpSignInPath = "/oauth2/popup/authorize"
    /// The button's script (`Resources/Scripts/EmulatedInstance.popUpSignInButton.js`), loaded once.
    private static let popUpSignInButtonScript = JavaScriptResource.required(
        "EmulatedInstance.popUpSignInButton", in: .module)
    /// The signed-in pop-up's script (`Resources/Scripts/EmulatedInstance.popUpSignInCompletion.js`): with a
    /// URL, it goes there; with `null`, it posts to its opener and closes. Loaded once.
    private static let popUpSignInCompletionScript = JavaScriptResource.required(
        "EmulatedInstance.popUpSignInCompletion", in: .module)

    /// The button of the home page's `signInPopUp` query (`post` or `redirect`; `auto` opens the pop-up as the
    /// page loads, without a user's gesture): `#sign-in-popup` opens the foreign host's
    /// ``popUpSignInPath`` in a pop-up that keeps `window.opener`. With `post`, the pop-up posts
    /// `{type: "nowweb-idp", state, user}` back to its opener and closes itself; the home page checks the
    /// message's origin, source and state and writes `signed in as <user>` into `#idp-result`. With
    /// `redirect`, the pop-up goes to the instance's knowledge page (the completion URL) with
    /// `idp_state=<state>`. With `download`, the pop-up's page is a file to save (`Content-Disposition:
    /// attachment`, named `idp-download-<state>.bin`), which no engine may save.
    func popUpSignInButton(_ mode: String?) -> String {
        guard let mode, ["post", "redirect", "auto", "download"].contains(mode) else { return "" }
        let foreign = addresses.current.foreign.absoluteString
        let state = UUID().uuidString.lowercased()
        let flow = mode == "auto" ? "post" : mode
        let target = "\(foreign)\(Self.popUpSignInPath)?state=\(state)&mode=\(flow)"
        let script = Self.popUpSignInButtonScript.call(
            .string(state), .string(foreign), .string(target), .bool(mode == "auto"))
        return """
            <p><button id="sign-in-popup" type="button">Sign in with the identity provider</button>
            <span id="idp-result"></span></p>
            <script>\(script)</script>
            """
    }

    /// The foreign host's pop-up identity provider: `GET` shows a sign-in page for the user the provider
    /// remembers (the first configured user, as a provider with a live session of its own does) that continues
    /// by itself; `POST` signs that user in and answers with the completion: a message to the opener and
    /// `window.close()` (`mode=post`), or a navigation to the instance's completion URL (`mode=redirect`). With
    /// `mode=download`, `GET` answers a file to save instead of a page.
    /// `nil` for another path.
    func routePopUpSignIn(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.path == Self.popUpSignInPath else { return nil }
        let parameters = request.method == "POST" ? request.formParameters : request.queryParameters
        let state = String((parameters["state"] ?? "").filter { $0.isHexDigit || $0 == "-" }.prefix(64))
        let mode = ["redirect", "download"].contains(parameters["mode"]) ? parameters["mode"] ?? "post" : "post"
        if mode == "download" {
            return HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", "application/octet-stream"),
                    ("Content-Disposition", "attachment; filename=\"idp-download-\(state).bin\""),
                ], body: "NowWeb emulator pop-up download\n")
        }
        guard let user = configuration.users.first?.name else {
            return .page("<!DOCTYPE html><html><body><h1>No user</h1></body></html>", status: 400, loggedIn: nil)
        }
        guard request.method == "POST" else {
            let html = """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in | Identity Provider</title></head>
                <body class="idp" onload="document.forms[0].submit()"><h1>Identity Provider</h1>
                <form action="\(Self.popUpSignInPath)" method="post">
                <input type="hidden" name="state" value="\(state)"><input type="hidden" name="mode" value="\(mode)">
                <button type="submit">Continue as \(user.htmlEscaped)</button></form></body></html>
                """
            return .page(html, loggedIn: nil)
        }
        let instance = addresses.current.instance.absoluteString
        let redirect = "\(instance)/kb_view.do?sysparm_article=KB0000001&idp_state=\(state)"
        let completion = Self.popUpSignInCompletionScript.call(
            mode == "redirect" ? .string(redirect) : .null, .string(state), .string(user), .string(instance))
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Signed in</title></head>
            <body><p>Signed in.</p><script>\(completion)</script></body></html>
            """
        return .page(html, loggedIn: nil)
    }
}
