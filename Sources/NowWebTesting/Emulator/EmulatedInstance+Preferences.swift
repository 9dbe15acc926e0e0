import Foundation
import NowInternal

// The Table API on `sys_user_preference`, the part NowWeb uses to select a Next Experience theme: query the
// current user's rows, create one, update one; and on `sys_user`, the query that finds the caller's sys_id.
// Authenticated by a bearer token, or by the session cookie with its `X-UserToken`, as an instance's REST API is.
extension EmulatedInstance {
    static let preferenceTable = "/api/now/table/sys_user_preference"
    static let userTable = "/api/now/table/sys_user"
    /// What `javascript:gs.getUserID()` stands for in a query or a field: the caller.
    static let currentUserExpression = "javascript:gs.getUserID()"

    /// The sys_id of the `sys_user` row of `user` (a user name): 32 hexadecimal digits, the same in every run.
    static func sysID(ofUser user: String) -> String {
        Digest.sha256(Data("sys_user:\(user)".utf8)).prefix(16).hexString
    }

    /// Answers a Table API query on `sys_user`: the caller's own row (`sys_id` and `user_name`) when every term
    /// of `sysparm_query` (`sys_id=…`, `user_name=…`) names the caller, no row otherwise. Without a query, the
    /// caller's row and one more, as a query an instance ignores would list every user.
    func users(_ request: HTTPRequest) -> HTTPResponse {
        guard let user = apiUser(request) else {
            return .json(#"{"error":{"message":"User Not Authenticated"},"status":"failure"}"#, status: 401)
        }
        guard request.method == "GET" else {
            return .json(#"{"error":{"message":"Method not Supported"},"status":"failure"}"#, status: 405)
        }
        let literal = state.withLock { $0.faults.literalJavaScriptValues }
        let caller = Self.sysID(ofUser: user)
        let row = #"{"sys_id":"\#(caller)","user_name":"\#(user)"}"#
        let terms = (request.queryParameters["sysparm_query"] ?? "").split(separator: "^")
        guard !terms.isEmpty else {
            let other = #"{"sys_id":"\#(Self.sysID(ofUser: "system"))","user_name":"system"}"#
            return .json(#"{"result":[\#(row),\#(other)]}"#)
        }
        for term in terms {
            let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return .json(#"{"result":[]}"#) }
            let names: Bool
            switch parts[0] {
            case "sys_id": names = parts[1] == caller || (!literal && parts[1] == Self.currentUserExpression)
            case "user_name": names = parts[1] == user || (!literal && parts[1] == "javascript:gs.getUserName()")
            default: names = false
            }
            guard names else { return .json(#"{"result":[]}"#) }
        }
        return .json(#"{"result":[\#(row)]}"#)
    }

    /// Answers a Table API request on `sys_user_preference`.
    func userPreferences(_ request: HTTPRequest) -> HTTPResponse {
        guard let user = apiUser(request) else {
            return .json(#"{"error":{"message":"User Not Authenticated"},"status":"failure"}"#, status: 401)
        }
        if state.withLock({ $0.faults.refuseUserPreferences }) {
            return .json(#"{"error":{"message":"Operation Failed"},"status":"failure"}"#, status: 403)
        }
        let id = request.path.dropFirst(Self.preferenceTable.count).drop { $0 == "/" }
        switch (request.method, id.isEmpty) {
        case ("GET", true): return queryPreferences(request, user: user)
        case ("POST", true):
            guard let fields = Self.jsonFields(request.body), let name = fields["name"], let value = fields["value"],
                let owner = owner(named: fields["user"], caller: user)
            else { return .json(#"{"error":{"message":"Invalid body"},"status":"failure"}"#, status: 400) }
            let sysID = Digest.randomBytes(16).hexString
            state.withLock { $0.preferences[sysID] = .init(user: owner, name: name, value: value) }
            return .json(Self.record(sysID, name: name, value: value), status: 201)
        case ("PATCH", false), ("PUT", false):
            guard let value = Self.jsonFields(request.body)?["value"] else {
                return .json(#"{"error":{"message":"Invalid body"},"status":"failure"}"#, status: 400)
            }
            let updated: EmulatorState.UserPreference? = state.withLock { state in
                guard var row = state.preferences[String(id)], row.user == user else { return nil }
                row.value = value
                state.preferences[String(id)] = row
                return row
            }
            guard let updated else {
                return .json(#"{"error":{"message":"No Record found"},"status":"failure"}"#, status: 404)
            }
            return .json(Self.record(String(id), name: updated.name, value: updated.value))
        default:
            return .json(#"{"error":{"message":"Method not Supported"},"status":"failure"}"#, status: 405)
        }
    }

    /// The caller's rows matching `sysparm_query` (`user=<the caller's sys_id>^name=<name>`).
    private func queryPreferences(_ request: HTTPRequest, user: String) -> HTTPResponse {
        var name: String?
        for term in (request.queryParameters["sysparm_query"] ?? "").split(separator: "^") {
            let parts = term.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "name" { name = parts[1] }
            if parts[0] == "user", owner(named: parts[1], caller: user) != user {
                return .json(#"{"result":[]}"#)
            }
        }
        let rows = state.withLock { state in
            state.preferences.filter { $0.value.user == user && (name == nil || $0.value.name == name) }
        }
        let records = rows.sorted { $0.key < $1.key }.map { #"{"sys_id":"\#($0.key)"}"# }
        return .json(#"{"result":[\#(records.joined(separator: ","))]}"#)
    }

    /// Whose row a `user` value given by `caller` makes: the caller's for its sys_id or (when evaluated)
    /// `javascript:gs.getUserID()`, nobody's (`""`, the system-wide default) for a `javascript:` value taken
    /// literally or no value; `nil` (refused) for anyone else's.
    private func owner(named value: String?, caller: String) -> String? {
        let literal = state.withLock { $0.faults.literalJavaScriptValues }
        guard let value else { return "" }
        if value == Self.sysID(ofUser: caller) { return caller }
        if value == Self.currentUserExpression { return literal ? "" : caller }
        return nil
    }

    /// The user a REST request acts as: a valid bearer token's, or a live session's with its CSRF token.
    func apiUser(_ request: HTTPRequest) -> String? {
        let now = self.now
        if let bearer = Self.bearerToken(in: request) {
            return state.withLock { $0.user(forAccessToken: bearer, at: now) }
        }
        guard let cookie = request.cookies["JSESSIONID"] else { return nil }
        let session = state.withLock { $0.sessions[cookie] }
        guard let session, isAlive(session, at: now), request.header("X-UserToken") == session.csrfToken else {
            return nil
        }
        return session.user
    }

    private static func jsonFields(_ body: Data) -> [String: String]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: String]
    }

    private static func record(_ sysID: String, name: String, value: String) -> String {
        let object: [String: String] = ["sys_id": sysID, "name": name, "value": value]
        let data = (try? JSONSerialization.data(withJSONObject: ["result": object], options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
