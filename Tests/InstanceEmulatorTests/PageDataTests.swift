import Foundation
import NowWebTesting
import Testing

@Suite("Single-page app data")
struct PageDataTests {
    private static let table = "/api/now/table/incident?sysparm_limit=2"
    private static let portalPage = "/api/now/sp/page?id=sc_home&portal_id=esc"
    private static var notAuthenticated: NSDictionary {
        [
            "error": ["message": "User Not Authenticated", "detail": "Required to provide Auth information"],
            "status": "failure",
        ]
    }

    /// A session started with a bearer token on `page`: the client, its cookie header and the page's `g_ck`.
    private func session(
        _ instance: InstanceEmulator, page: String = "/sp?id=index"
    ) async throws -> (client: LoopbackHTTPClient, cookie: (String, String), token: String, page: String) {
        let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
        let bearer = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
        let start = try await client.request("GET", page, headers: [("Authorization", "Bearer \(bearer)")])
        #expect(start.status == 200)
        let token = try #require(start.text.firstMatch(of: /window\.g_ck = "([0-9a-f]+)"/)?.1)
        return (client, ("Cookie", TestSupport.cookieHeader(start.setCookies)), String(token), start.text)
    }

    private func json(_ response: LoopbackHTTPClient.Response) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? NSDictionary, "\(response.text)")
    }

    @Test func aPageRequestWithTheSessionAndItsTokenGetsData() async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie, token, _) = try await session(instance)

            let table = try await client.request("GET", Self.table, headers: [cookie, ("X-UserToken", token)])
            #expect(table.status == 200)
            #expect(table.header("X-Is-Logged-In") == "true")
            #expect(table.header("Cache-Control") == "no-cache,no-store,must-revalidate,max-age=-1")
            let rows = try #require(try json(table)["result"] as? [[String: String]])
            #expect(rows.map { $0["number"] } == ["INC0000001", "INC0000002"])

            let record = try await client.request(
                "GET", "/api/now/table/incident/3", headers: [cookie, ("X-UserToken", token)])
            #expect((try json(record)["result"] as? [String: String])?["number"] == "INC0000003")

            let portal = try await client.request("GET", Self.portalPage, headers: [cookie, ("X-UserToken", token)])
            let page = try #require(try json(portal)["result"] as? [String: Any])
            #expect(page["id"] as? String == "sc_home")
            #expect(page["portal"] as? String == "esc")
            #expect(page["user"] as? String == "abel.tuter")
        }
    }

    @Test(arguments: [nil, "0123456789abcdef"])
    func aRequestWithoutTheSessionsTokenIsRefused(_ token: String?) async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie, _, _) = try await session(instance)
            let headers = [cookie] + (token.map { [("X-UserToken", $0)] } ?? [])

            for path in [Self.table, Self.portalPage] {
                let answer = try await client.request("GET", path, headers: headers)
                #expect(answer.status == 401)
                #expect(try json(answer) == Self.notAuthenticated)
                #expect(answer.header("X-Is-Logged-In") == nil)
            }
        }
    }

    @Test func aNewSessionInvalidatesThePagesOldToken() async throws {
        try await withInstanceEmulator { instance in
            let first = try await session(instance)
            instance.expireAllSessions()
            let second = try await session(instance)
            #expect(first.token != second.token)

            let stale = try await second.client.request(
                "GET", Self.table, headers: [second.cookie, ("X-UserToken", first.token)])
            #expect(stale.status == 401)
            #expect(try json(stale) == Self.notAuthenticated)
            let fresh = try await second.client.request(
                "GET", Self.table, headers: [second.cookie, ("X-UserToken", second.token)])
            #expect(fresh.status == 200)
        }
    }

    @Test func aDataRequestExtendsTheSession() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.hardenedSessions = false
        try await withInstanceEmulator(configuration) { instance in
            let (client, cookie, token, _) = try await session(instance)
            instance.advanceTime(by: .seconds(20 * 60))
            #expect(
                try await client.request("GET", Self.table, headers: [cookie, ("X-UserToken", token)]).status == 200)
            instance.advanceTime(by: .seconds(20 * 60))

            #expect(
                try await client.request("GET", Self.table, headers: [cookie, ("X-UserToken", token)]).status == 200)
        }
    }

    @Test(arguments: InstanceEmulator.SinglePageApps.DataExpiry.allCases)
    func anExpiredSessionsDataRequestIsAnsweredPerTheSwitch(_ expiry: InstanceEmulator.SinglePageApps.DataExpiry)
        async throws
    {
        var configuration = InstanceEmulator.Configuration()
        configuration.singlePageApps = .init(dataExpiry: expiry)
        try await withInstanceEmulator(configuration) { instance in
            let (client, cookie, token, _) = try await session(instance)
            instance.advanceTime(by: .seconds(30 * 60 + 1))

            for headers in [[cookie, ("X-UserToken", token)], []] {
                let answer = try await client.request("GET", Self.table, headers: headers)
                switch expiry {
                case .unauthorized:
                    #expect(answer.status == 401)
                    #expect(try json(answer) == Self.notAuthenticated)
                    #expect(answer.header("X-Is-Logged-In") == nil)
                case .notLoggedInHeader:
                    #expect(answer.status == 200)
                    #expect(answer.header("X-Is-Logged-In") == "false")
                    #expect(try json(answer) == ["result": []] as NSDictionary)
                }
            }
        }
    }

    @Test func theSwitchesChangeOnARunningEmulator() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            #expect(instance.singlePageApps == nil)
            #expect(try await client.request("GET", Self.table).status == 401)
            let bearer = [("Authorization", "Bearer \(instance.issueAccessToken(for: "abel.tuter"))")]
            #expect(
                !(try await client.request("GET", "/sp?id=index", headers: bearer).text.contains("__nowwebPageLog")))

            let apps = InstanceEmulator.SinglePageApps(dataExpiry: .notLoggedInHeader, reaction: .topWindowToLogin)
            instance.setSinglePageApps(apps)

            #expect(instance.singlePageApps == apps)
            let answer = try await client.request("GET", Self.table)
            #expect(answer.status == 200)
            #expect(answer.header("X-Is-Logged-In") == "false")
            let page = try await client.request("GET", "/sp?id=index", headers: bearer)
            #expect(page.text.contains(#""reaction":"topWindowToLogin""#))
        }
    }

    @Test func aBearerTokenGetsDataAndABadOneIsRefused() async throws {
        try await withInstanceEmulator { instance in
            let bearer = instance.issueAccessToken(for: "beth.anglin")
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))

            let portal = try await client.request(
                "GET", Self.portalPage, headers: [("Authorization", "Bearer \(bearer)")])
            #expect((try json(portal)["result"] as? [String: Any])?["user"] as? String == "beth.anglin")
            #expect(portal.setCookies.isEmpty, "a data request starts no session")
            let wrong = try await client.request("GET", Self.table, headers: [("Authorization", "Bearer wrong")])
            #expect(wrong.status == 401)
            #expect(
                try await client.request("POST", Self.table, headers: [("Authorization", "Bearer \(bearer)")]).status
                    == 405)
        }
    }
}
