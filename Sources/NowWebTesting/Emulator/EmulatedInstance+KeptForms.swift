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

    /// The portal page with the JSON form's widget: `/sp?id=<this>`.
    static let keptPortalFormPage = "nowweb_keep_form"
    /// The Next Experience record form, its fields in an open shadow root.
    static let keptNextFormPath = "/now/nowweb_keep/record/incident"
    /// Where the JSON forms post: `<this>/portal` and `<this>/next`.
    static let keptFormEndpoint = "/api/x_nowweb/keep"
    /// The JSON forms' script (`Resources/Scripts/EmulatedInstance.jsonForm.js`), loaded once.
    private static let jsonFormScript = JavaScriptResource.required("EmulatedInstance.jsonForm", in: .module)

    /// The answer for a request of a kept-form page or its endpoint, or `nil` when the request is for another page.
    func keptFormPage(_ request: HTTPRequest) -> HTTPResponse? {
        let kind: InstanceEmulator.SavedForm.Kind
        let isEndpoint = request.path.hasPrefix(Self.keptFormEndpoint + "/") && request.method == "POST"
        switch request.path {
        case "/incident.do" where request.queryParameters["sysparm_view"] == Self.keptClassicFormView: kind = .classic
        case "/sp" where request.queryParameters["id"] == Self.keptPortalFormPage: kind = .portal
        case Self.keptNextFormPath: kind = .nextExperience
        case Self.keptFormEndpoint + "/portal" where isEndpoint: kind = .portal
        case Self.keptFormEndpoint + "/next" where isEndpoint: kind = .nextExperience
        default: return nil
        }
        guard case .session(let session, let cookies) = authenticate(request) else {
            guard !isEndpoint else {
                // As a REST endpoint answers a request without a session (KB0565021).
                return HTTPResponse(
                    status: 401, headers: [("Content-Type", "application/json"), ("X-Is-Logged-In", "false")],
                    body: Self.notAuthenticatedBody)
            }
            return expiryResponse(for: request)
        }
        var response: HTTPResponse
        if isEndpoint {
            response = saveKeptJSONForm(request, kind: kind, session: session)
        } else if request.method == "POST" {
            response = saveKeptClassicForm(request, session: session)
        } else {
            let body =
                switch kind {
                case .classic: Self.keptClassicForm(csrfToken: session.csrfToken)
                case .portal: Self.keptJSONForm(.portal, csrfToken: session.csrfToken)
                case .nextExperience: Self.keptJSONForm(.nextExperience, csrfToken: session.csrfToken)
                }
            response = .page(document(title: "Incident", body: body, session: session), loggedIn: true)
        }
        response.headers += cookies.map { ("Set-Cookie", $0) }
        return response
    }

    /// A form that saves itself as JSON with `X-UserToken` (its Save button, `#save`, calls `fetch`): a portal
    /// widget's fields in the document (`#widget`), or a Next Experience record form's in the open shadow root of
    /// `<now-record-form id="record">`. Fields: `short_description`, `comments` (a text area), `u_pin` (a password).
    static func keptJSONForm(_ kind: InstanceEmulator.SavedForm.Kind, csrfToken: String) -> String {
        let endpoint = keptFormEndpoint + (kind == .portal ? "/portal" : "/next")
        let token = JSONValue.string(csrfToken)
        guard kind == .portal else {
            return """
                <main><h1>Incident</h1><now-record-form id="record"></now-record-form>
                <script>\(jsonFormScript.call(.string("record"), .bool(true), .string(endpoint), token))</script></main>
                """
        }
        return """
            <main><h1>Report an issue</h1><div id="widget" class="sp-widget">
            <label for="short_description">Short description</label>
            <input type="text" id="short_description" name="short_description" value="">
            <label for="comments">Comments</label><textarea id="comments" name="comments"></textarea>
            <label for="u_pin">PIN</label><input type="password" id="u_pin" name="u_pin" value="">
            <button type="button" id="save">Save</button><p id="status"></p></div>
            <script>\(jsonFormScript.call(.string("widget"), .bool(false), .string(endpoint), token))</script></main>
            """
    }

    /// Saves a JSON form when its `X-UserToken` is the session's, and records what it saved.
    private func saveKeptJSONForm(
        _ request: HTTPRequest, kind: InstanceEmulator.SavedForm.Kind, session: EmulatorState.WebSession
    ) -> HTTPResponse {
        let json = [("Content-Type", "application/json"), ("X-Is-Logged-In", "true")]
        guard request.header("X-UserToken") == session.csrfToken else {
            return HTTPResponse(status: 401, headers: json, body: #"{"error":{"message":"Invalid token"}}"#)
        }
        guard case .object(let members)? = try? JSONValue(parsing: String(decoding: request.body, as: UTF8.self))
        else { return HTTPResponse(status: 400, headers: json, body: #"{"error":{"message":"Bad body"}}"#) }
        let fields = members.compactMapValues(\.stringValue)
        state.withLock {
            $0.savedForms.append(InstanceEmulator.SavedForm(kind: kind, user: session.user, fields: fields))
        }
        return HTTPResponse(status: 200, headers: json, body: #"{"result":{"saved":true}}"#)
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
            /// The portal widget (`/sp?id=nowweb_keep_form`), posted as JSON with `X-UserToken`.
            case portal
            /// The Next Experience record form (fields in an open shadow root), posted as JSON with `X-UserToken`.
            case nextExperience
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

    /// The portal page with the JSON form's widget.
    public static let keptPortalFormPath = "/sp?id=\(EmulatedInstance.keptPortalFormPage)"
    /// The Next Experience record form, its fields in an open shadow root.
    public static let keptNextFormPath = EmulatedInstance.keptNextFormPath

    /// Every record the emulator's forms saved, in order.
    public var savedForms: [SavedForm] { instance.state.withLock { $0.savedForms } }
}
