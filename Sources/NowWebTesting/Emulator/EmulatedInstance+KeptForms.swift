import Foundation
import NowInternal
import NowWeb

extension EmulatedInstance {
    /// The classic form of the form-keeping tests: `/incident.do?sysparm_view=keep`, shown by itself or in the
    /// classic shell's `gsft_main` frame (``InstanceEmulator/keptClassicFormShellPath``).
    static let keptClassicFormView = "keep"
    /// The users the reference field knows, by lower-cased name: their sys_ids.
    static let referenceUsers = [
        "abel tuter": "62826bf03710200044e0bfc8bcbe5df1", "beth anglin": "46d44a23a9fe19810012d100cca80666",
    ]

    /// The classic form's script (`Resources/Scripts/EmulatedInstance.classicForm.js`): the reference field's
    /// sys_id and the form's modified flag (`data-modified`, set by a field's `change` event), loaded once.
    private static let classicFormScript = JavaScriptResource.required("EmulatedInstance.classicForm", in: .module)

    /// The answer for a request of a kept-form page, or `nil` when the request is for another page.
    func keptFormPage(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.path == "/incident.do", request.queryParameters["sysparm_view"] == Self.keptClassicFormView
        else { return nil }
        guard case .session(let session, let cookies) = authenticate(request) else {
            return expiryResponse(for: request)
        }
        var response: HTTPResponse
        if request.method == "POST" {
            response = saveKeptClassicForm(request, session: session)
        } else {
            response = .page(
                document(title: "Incident", body: Self.keptClassicForm(csrfToken: session.csrfToken), session: session),
                loggedIn: true)
        }
        response.headers += cookies.map { ("Set-Cookie", $0) }
        return response
    }

    /// A classic form as the instance writes it: the session's `sysparm_ck`, a text field, a reference field
    /// (the visible `sys_display.incident.caller_id` and the hidden `incident.caller_id` with the sys_id), a
    /// password field (`incident.u_pin`) and a text area.
    static func keptClassicForm(csrfToken: String) -> String {
        let users = JSONValue.object(referenceUsers.mapValues(JSONValue.string))
        return """
            <main><h1>Incident</h1>
            <form id="incident.do" name="incident.do" action="/incident.do?sysparm_view=\(keptClassicFormView)" \
            method="post">
            <input type="hidden" name="sysparm_ck" value="\(csrfToken.htmlEscaped)">
            <label for="incident.short_description">Short description</label>
            <input type="text" id="incident.short_description" name="incident.short_description" value="">
            <label for="sys_display.incident.caller_id">Caller</label>
            <input type="hidden" id="incident.caller_id" name="incident.caller_id" value="">
            <input type="text" id="sys_display.incident.caller_id" name="sys_display.incident.caller_id" value="">
            <label for="incident.u_pin">PIN</label>
            <input type="password" id="incident.u_pin" name="incident.u_pin" value="">
            <label for="incident.description">Description</label>
            <textarea id="incident.description" name="incident.description"></textarea>
            <button type="submit" id="sysverb_update">Update</button>
            </form>
            <script>\(classicFormScript.call(
                .string("incident.do"), .string("sys_display.incident.caller_id"), .string("incident.caller_id"), users))\
            </script></main>
            """
    }

    /// Saves the classic form when its `sysparm_ck` is the session's, and records what it saved.
    private func saveKeptClassicForm(_ request: HTTPRequest, session: EmulatorState.WebSession) -> HTTPResponse {
        var fields = request.formParameters
        guard fields.removeValue(forKey: "sysparm_ck") == session.csrfToken else {
            return .page(
                document(
                    title: "Invalid security token", body: "<main><h1>Invalid security token</h1></main>",
                    session: session),
                status: 403, loggedIn: true)
        }
        let record = InstanceEmulator.SavedForm(kind: .classic, user: session.user, fields: fields)
        state.withLock { $0.savedForms.append(record) }
        return .page(
            document(title: "Saved", body: "<main><h1 id=\"saved\">Record updated</h1></main>", session: session),
            loggedIn: true)
    }
}

extension InstanceEmulator {
    /// What a form of the emulator saved: one record per accepted submission (a submission without a session, or
    /// with a stale token, saves nothing).
    public struct SavedForm: Sendable, Equatable {
        /// Which form saved it.
        public enum Kind: String, Sendable, Equatable {
            /// The classic form (`/incident.do?sysparm_view=keep`), posted with `sysparm_ck`.
            case classic
        }

        /// Which form saved it.
        public var kind: Kind
        /// The session's user.
        public var user: String
        /// The fields as posted, by name, without the CSRF token.
        public var fields: [String: String]
    }

    /// The classic form of the form-keeping tests, in the classic shell's `gsft_main` frame: the path to load.
    public static let keptClassicFormShellPath =
        "/now/nav/ui/classic/params/target/incident.do%3Fsysparm_view%3D\(EmulatedInstance.keptClassicFormView)"

    /// Every record the emulator's forms saved, in order.
    public var savedForms: [SavedForm] { instance.state.withLock { $0.savedForms } }
}
