import Foundation
import NowInternal

// The REST endpoints the single-page apps load their data from: the Table API on `incident` and the Service
// Portal page API. As on an instance, a request from a page is authenticated by the session cookie together
// with the session's CSRF token in `X-UserToken` (KB0565021), or by a bearer token.
extension EmulatedInstance {
    static let incidentTable = "/api/now/table/incident"
    static let portalPageResource = "/api/now/sp/page"

    /// Whether `path` is one of the page data endpoints.
    static func isPageDataPath(_ path: String) -> Bool {
        path == incidentTable || path.hasPrefix(incidentTable + "/") || path == portalPageResource
    }

    /// The instance's answer to a REST request without authentication (KB0565021).
    static let notAuthenticatedBody =
        #"{"error":{"message":"User Not Authenticated","detail":"Required to provide Auth information"},"status":"failure"}"#

    /// Who a data request acts as.
    private enum DataCaller {
        case user(String, loggedIn: Bool)
        /// A live session without its `X-UserToken` (a page from before the session, or another tab), or a
        /// bearer token that is not valid.
        case refused
        case noSession
    }

    /// Answers a page data request.
    func pageData(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" else {
            return .json(#"{"error":{"message":"Method not Supported"},"status":"failure"}"#, status: 405)
        }
        switch dataCaller(request) {
        case .user(let user, let loggedIn):
            var response =
                request.path == Self.portalPageResource ? portalPage(request, user: user) : incidents(request)
            if loggedIn { response.headers.append(("X-Is-Logged-In", "true")) }
            return response
        case .refused:
            return .json(Self.notAuthenticatedBody, status: 401)
        case .noSession:
            switch state.withLock({ $0.singlePageApps })?.dataExpiry ?? .unauthorized {
            case .unauthorized: return .json(Self.notAuthenticatedBody, status: 401)
            case .notLoggedInHeader:
                return .json(#"{"result":[]}"#, extraHeaders: [("X-Is-Logged-In", "false")])
            }
        }
    }

    /// A valid bearer token's user; a live session's with its CSRF token (the request extends the session), or
    /// without one when the pages send none (``InstanceEmulator/SinglePageApps/sendsUserToken``).
    private func dataCaller(_ request: HTTPRequest) -> DataCaller {
        let now = self.now
        if let bearer = Self.bearerToken(in: request) {
            return state.withLock { $0.user(forAccessToken: bearer, at: now) }.map { .user($0, loggedIn: false) }
                ?? .refused
        }
        guard let cookie = request.cookies["JSESSIONID"] else { return .noSession }
        return state.withLock { state in
            guard var session = state.sessions[cookie], isAlive(session, at: now) else { return .noSession }
            let needsToken = state.singlePageApps?.sendsUserToken ?? true
            guard !needsToken || request.header("X-UserToken") == session.csrfToken else { return .refused }
            session.lastSeen = now
            state.sessions[cookie] = session
            return .user(session.user, loggedIn: true)
        }
    }

    /// `GET /api/now/table/incident` (at most `sysparm_limit` rows) or `/api/now/table/incident/<sys_id>`.
    private func incidents(_ request: HTTPRequest) -> HTTPResponse {
        let rows = InstancePageShell.incidents.enumerated().map { index, incident in
            [
                "sys_id": String(index + 1), "number": incident.number, "short_description": incident.summary,
                "priority": incident.priority, "state": incident.state,
            ]
        }
        let id = request.path.dropFirst(Self.incidentTable.count).drop { $0 == "/" }
        guard id.isEmpty else {
            guard let row = rows.first(where: { $0["sys_id"] == String(id) }) else {
                return .json(#"{"error":{"message":"No Record found"},"status":"failure"}"#, status: 404)
            }
            return .json(Self.jsonText(["result": row]))
        }
        let limit = request.queryParameters["sysparm_limit"].flatMap { Int($0) }.map { max(0, $0) } ?? rows.count
        return .json(Self.jsonText(["result": Array(rows.prefix(limit))]))
    }

    /// `GET /api/now/sp/page?id=<page>&portal_id=<portal>`: the page's title and widgets, for `user`.
    private func portalPage(_ request: HTTPRequest, user: String) -> HTTPResponse {
        let query = request.queryParameters
        let id = query["id"].flatMap { $0.isEmpty ? nil : $0 } ?? "index"
        let widgets: [[String: Any]] = [
            ["id": "my-requests", "rows": InstancePageShell.incidents.count],
            ["id": "announcements", "rows": 1],
        ]
        let result: [String: Any] = [
            "id": id, "portal": query["portal_id"] ?? "sp", "title": "Page \(id)", "user": user, "widgets": widgets,
        ]
        return .json(Self.jsonText(["result": result]))
    }

    private static func jsonText(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
