import Foundation
import NowInternal
import NowSDK

/// Writes a theme's Next Experience theme and variant as the signed-in user's preferences
/// (`glide.ui.polaris.theme`, `glide.ui.polaris.theme.variant` in `sys_user_preference`) through the Table
/// API, so that the instance serves its pages in that theme. See `docs/THEMING.md` §6.
///
/// The signed-in user's sys_id is read from the instance first (`sys_user`, the row whose `sys_id` is
/// `javascript:gs.getUserID()`; exactly one row must come back), and nothing is written when it cannot be had:
/// a row created without a user would be the system-wide default, every user's theme. Each preference is then
/// looked up for that user, then updated (`PATCH`) or created (`POST`, naming the user), so that repeated
/// writes never add duplicates. Requests go through the core's network service: to the instance
/// origin only, with the bearer token in a header.
struct ThemePreferenceWriter: Sendable {
    /// The pair of ids a theme selects.
    struct Selection: Sendable, Equatable {
        /// The `sys_ux_theme` sys_id, or `nil`.
        var themeId: String?
        /// The `sys_ux_style` sys_id, or `nil`.
        var variantId: String?

        init(themeId: String?, variantId: String?) {
            self.themeId = themeId
            self.variantId = variantId
        }

        init(_ coloring: any NowWebColoring) {
            self.init(themeId: coloring.webPageThemeId, variantId: coloring.webPageThemeVariantId)
        }

        /// Whether neither id is set (the instance's default theme: nothing to write).
        var isEmpty: Bool { themeId == nil && variantId == nil }
    }

    /// Why a write failed, worded without any secret.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// An id is not a sys_id (32 hexadecimal digits); nothing was sent.
        case invalidId(preference: String)
        /// The instance answered with this status.
        case status(Int, preference: String)
        /// The answer was not the Table API's JSON.
        case unreadableAnswer(preference: String)
        /// The signed-in user's sys_id could not be had (no single `sys_user` row came back); nothing was written.
        case noCurrentUser
        /// The request could not be sent or no token could be had.
        case transport(String)

        var description: String {
            switch self {
            case .invalidId(let name): "theme preference \(name): the id is not a sys_id, nothing was sent"
            case .status(let status, let name): "theme preference \(name): the instance answered HTTP \(status)"
            case .unreadableAnswer(let name): "theme preference \(name): the instance's answer was not readable"
            case .noCurrentUser: "theme preference: the signed-in user's sys_id could not be had, nothing was written"
            case .transport(let reason): "theme preference: \(reason)"
            }
        }
    }

    static let themePreference = "glide.ui.polaris.theme"
    static let variantPreference = "glide.ui.polaris.theme.variant"
    static let table = "/api/now/table/sys_user_preference"
    static let userTable = "/api/now/table/sys_user"

    let network: NowNetworkService

    /// Writes every id `selection` sets.
    ///
    /// - Throws: ``Failure``.
    func write(_ selection: Selection) async throws(Failure) {
        let pairs = [(Self.themePreference, selection.themeId), (Self.variantPreference, selection.variantId)]
        for case (let name, let value?) in pairs {
            guard SysID.isValid(value) else { throw .invalidId(preference: name) }
        }
        guard pairs.contains(where: { $0.1 != nil }) else { return }
        let user = try await currentUserID()
        for case (let name, let value?) in pairs {
            try await write(name: name, value: value, user: user)
        }
    }

    /// The signed-in user's sys_id: the one `sys_user` row the instance finds for `javascript:gs.getUserID()`.
    ///
    /// An instance that does not evaluate the script finds no row whose sys_id is the script's text; one that
    /// ignores the query lists more than one row. Either way there is no sys_id, and nothing is written.
    private func currentUserID() async throws(Failure) -> String {
        var components = URLComponents()
        components.path = Self.userTable
        components.queryItems = [
            URLQueryItem(name: "sysparm_query", value: "sys_id=javascript:gs.getUserID()"),
            URLQueryItem(name: "sysparm_fields", value: "sys_id"), URLQueryItem(name: "sysparm_limit", value: "2"),
        ]
        let found = try await send("GET", components.url, body: nil, preference: "sys_user")
        guard let result = (try? JSONSerialization.jsonObject(with: found.body) as? [String: Any])?["result"],
            let records = result as? [[String: Any]], records.count == 1,
            let id = records[0]["sys_id"] as? String, SysID.isValid(id)
        else { throw .noCurrentUser }
        return id
    }

    private func write(name: String, value: String, user: String) async throws(Failure) {
        let query = "user=\(user)^name=\(name)"
        var components = URLComponents()
        components.path = Self.table
        components.queryItems = [
            URLQueryItem(name: "sysparm_query", value: query), URLQueryItem(name: "sysparm_fields", value: "sys_id"),
            URLQueryItem(name: "sysparm_limit", value: "1"),
        ]
        let found = try await send("GET", components.url, body: nil, preference: name)
        guard let result = (try? JSONSerialization.jsonObject(with: found.body) as? [String: Any])?["result"],
            let records = result as? [[String: Any]]
        else { throw .unreadableAnswer(preference: name) }
        if let id = records.first?["sys_id"] as? String, SysID.isValid(id) {
            _ = try await send("PATCH", URL(string: "\(Self.table)/\(id)"), body: ["value": value], preference: name)
        } else {
            let body = ["user": user, "name": name, "value": value]
            _ = try await send("POST", URL(string: Self.table), body: body, preference: name)
        }
    }

    private func send(
        _ method: String, _ url: URL?, body: [String: String]?, preference: String
    ) async throws(Failure) -> NowHTTPResponse {
        guard let url else { throw .transport("no request URL") }
        var headers = ["Accept": "application/json"]
        var data: Data?
        if let body {
            headers["Content-Type"] = "application/json"
            data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        }
        let response: NowHTTPResponse
        do {
            response = try await network.send(NowHTTPRequest(method: method, url: url, headers: headers, body: data))
        } catch let error as URLError {
            throw .transport("URLError \(error.code.rawValue)")
        } catch {
            throw .transport(String(describing: type(of: error)))
        }
        guard (200..<300).contains(response.statusCode) else {
            throw .status(response.statusCode, preference: preference)
        }
        return response
    }
}
