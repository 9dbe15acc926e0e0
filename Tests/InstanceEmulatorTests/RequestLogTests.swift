import Foundation
import NowWebTesting
import Testing

@Suite("Request log")
struct RequestLogTests {
    @Test func logRecordsWhatWasSentWithoutSecrets() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let page = try await client.request(
                "GET", "/now/nav/ui/home?secret=value", headers: [("Authorization", "Bearer \(token)")])
            _ = try await client.request(
                "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(page.setCookies))])

            let log = instance.requestLog
            #expect(log.map(\.path) == ["/oauth_token.do", "/now/nav/ui/home", "/incident_list.do"])
            #expect(log.map(\.status) == [200, 200, 200])
            #expect(log[0].grantType == "password")
            #expect(log[1].hasAuthorization && log[1].hasBearerToken)
            #expect(log[1].queryNames == ["secret"])
            #expect(log[1].setCookieNames.contains("JSESSIONID"))
            #expect(!log[2].hasAuthorization)
            #expect(log[2].cookieNames.contains("JSESSIONID"))
            #expect(log.allSatisfy { $0.host == .instance })
            #expect(!"\(log)".contains(token) && !"\(log)".contains("value"))
            #expect(!"\(log)".contains(page.setCookies["JSESSIONID"] ?? "missing"))

            instance.clearRequestLog()
            #expect(instance.requestLog.isEmpty)
        }
    }

    @Test func foreignHostRequestsAreLoggedAsForeign() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.foreignBaseURL.port!))
            let page = try await client.request("GET", "/anything")
            #expect(page.status == 200)
            #expect(instance.requestLog.map(\.host) == [.foreign])
        }
    }
}
