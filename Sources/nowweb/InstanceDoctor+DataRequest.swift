import Foundation
import NowInternal
import NowSDK
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension InstanceDoctor {
    /// The REST path a page's script would load data from, asked without any credential.
    static let dataRequestPath = "/api/now/table/incident?sysparm_limit=1"

    /// Sends a data request without a session, cookie or token (read only), and names the way the instance
    /// answers it: how a single-page app's data request meets an expired session.
    func dataRequestCheck() async -> DoctorCheck {
        let id = "data-expiry"
        let title = "session-less data request"
        let shown = "GET \(Self.dataRequestPath.prefix { $0 != "?" })"
        let fix =
            "look at what the instance's pages get from their REST calls after a session ends (browser developer "
            + "tools); NowWeb recognises a 401 and X-Is-Logged-In: false"
        guard let root = CredentialScope(instance: origin)?.root,
            let url = URL(string: Self.dataRequestPath, relativeTo: root)?.absoluteURL,
            let response = try? await transport.send(
                NowHTTPRequest(method: "GET", url: url, headers: ["Accept": "application/json"]))
        else { return .fail(id, title, "\(shown) without a session got no answer", fix: fix) }
        let loggedIn = response.header("X-Is-Logged-In")
        let header = loggedIn.map { ", X-Is-Logged-In: \(HTTPAnswerSummary.clean($0, limit: 10))" } ?? ""
        if response.statusCode == 401 {
            let challenge =
                response.header("WWW-Authenticate").map {
                    ", WWW-Authenticate \(HTTPAnswerSummary.clean(String($0.prefix { $0 != " " }), limit: 20))"
                } ?? ""
            return .pass(
                id, title,
                "HTTP 401\(header)\(challenge), \(Self.errorShape(response.body)): the 401 variant "
                    + "(emulated as SinglePageApps.DataExpiry.unauthorized)")
        }
        if loggedIn?.lowercased() == "false", (200..<300).contains(response.statusCode) {
            return .pass(
                id, title,
                "HTTP \(response.statusCode) with X-Is-Logged-In: false, \(Self.resultShape(response.body)): the "
                    + "header variant (emulated as SinglePageApps.DataExpiry.notLoggedInHeader)")
        }
        if (300..<400).contains(response.statusCode), let scope = InstanceScope(instanceURL: origin),
            let location = response.header("Location"),
            let target = URL(string: location, relativeTo: origin)?.absoluteURL,
            case .login(let reason) = LoginPageDetector(scope: scope).verdict(for: target)
        {
            return .pass(
                id, title,
                "HTTP \(response.statusCode)\(header) to \(Self.describe(reason)): a redirect variant (not emulated "
                    + "for data requests)")
        }
        return .fail(
            id, title,
            "\(shown) without a session got \(HTTPAnswerSummary.describe(response))\(header): no expiry answer "
                + "NowWeb can recognise", fix: fix)
    }

    /// `JSON error "<message>" ("<detail>"), keys [...]`, or what else the body is.
    static func errorShape(_ body: Data) -> String {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            return body.isEmpty ? "empty body" : "\(body.count) bytes that are not a JSON object"
        }
        let keys =
            "keys [\(object.keys.sorted().prefix(8).map { HTTPAnswerSummary.clean($0, limit: 30) }.joined(separator: ", "))]"
        guard let error = object["error"] as? [String: Any] else { return "JSON with \(keys)" }
        let message = (error["message"] as? String).map { "\"\(HTTPAnswerSummary.clean($0, limit: 80))\"" } ?? "none"
        let detail = (error["detail"] as? String).map { " (\"\(HTTPAnswerSummary.clean($0, limit: 80))\")" } ?? ""
        return "JSON error \(message)\(detail), \(keys)"
    }

    /// `N result rows`, or what else the body is.
    static func resultShape(_ body: Data) -> String {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            return body.isEmpty ? "empty body" : "\(body.count) bytes that are not a JSON object"
        }
        guard let rows = object["result"] as? [Any] else { return errorShape(body) }
        return "JSON with \(rows.count) result rows"
    }
}
