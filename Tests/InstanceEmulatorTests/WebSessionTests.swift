import Foundation
import NowWebTesting
import Testing

@Suite("Web sessions")
struct WebSessionTests {
    /// Signs in, loads the home page with the bearer token and returns the session cookies.
    private func startSession(_ client: LoopbackHTTPClient) async throws -> (
        LoopbackHTTPClient.Response, [String: String]
    ) {
        let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
        let page = try await client.request("GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(token)")])
        return (page, page.setCookies)
    }

    @Test func bearerPageLoadStartsASession() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (page, cookies) = try await startSession(client)
            #expect(page.status == 200)
            #expect(page.header("X-Is-Logged-In") == "true")
            #expect(Set(cookies.keys).isSuperset(of: ["JSESSIONID", "glide_user_route", "glide_session_store"]))
            #expect(cookies.keys.contains { $0.hasPrefix("BIGipServerpool_") })
            let setCookies = page.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
            #expect(
                setCookies.contains { $0.hasPrefix("JSESSIONID=") && $0.contains("HttpOnly") && $0.contains("Path=/") })
            #expect(setCookies.contains { $0.hasPrefix("glide_session_store=") && $0.contains("Max-Age=1800") })
            #expect(page.text.contains("g_ck"))
            #expect(instance.activeSessionCount == 1)
        }
    }

    @Test func aSessionCanAnnounceALongerIdleTimeoutThanItKeeps() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.hardenedSessions = false
        configuration.sessionTimeout = .seconds(600)
        configuration.announcedSessionTimeout = .seconds(3600)
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (page, cookies) = try await startSession(client)
            let setCookies = page.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
            #expect(setCookies.contains { $0.hasPrefix("glide_session_store=") && $0.contains("Max-Age=3600") })

            instance.advanceTime(by: .seconds(601))
            let later = try await client.request(
                "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(cookies))])
            #expect(later.status == 302, "the session ended at the timeout it keeps, not the one it announced")
        }
    }

    @Test func theKeepAliveRequestResetsTheIdleTimerButNotTheLifeSpan() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.hardenedSessions = false
        configuration.sessionLifeSpan = .seconds(50 * 60)
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            let cookie = [("Cookie", TestSupport.cookieHeader(cookies))]
            instance.advanceTime(by: .seconds(29 * 60))
            let kept = try await client.request("GET", "/blank.do", headers: cookie)
            #expect(kept.status == 200)
            #expect(kept.header("X-Is-Logged-In") == "true")

            instance.advanceTime(by: .seconds(20 * 60))
            #expect(try await client.request("GET", "/blank.do", headers: cookie).status == 200, "idle timer reset")
            instance.advanceTime(by: .seconds(2 * 60))
            let late = try await client.request("GET", "/blank.do", headers: cookie)
            #expect(late.status == 302, "no request extends a session past its life span")
        }
    }

    @Test func cookieOnlyRequestsKeepTheSessionAlive() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.hardenedSessions = false
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            for _ in 0..<4 {
                instance.advanceTime(by: .seconds(25 * 60))
                let page = try await client.request(
                    "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(cookies))])
                #expect(page.status == 200)
                #expect(page.header("X-Is-Logged-In") == "true")
                #expect(page.setCookies.isEmpty)
            }
        }
    }

    @Test func idleSessionEndsAfterTheTimeoutWithALoginRedirect() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            instance.advanceTime(by: .seconds(30 * 60))
            let page = try await client.request(
                "GET", "/incident.do?sys_id=1", headers: [("Cookie", TestSupport.cookieHeader(cookies))])
            #expect(page.status == 302)
            #expect(page.header("Location") == "/login.do?sysparm_goto_url=%2Fincident.do%3Fsys_id%3D1")
        }
    }

    @Test func hardenedSessionEndsWithItsAccessToken() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.sessionTimeout = .seconds(4 * 3600)
        // The emulator's clock stands still but for `advanceTime`: 10 s of slack must not depend on how fast
        // the machine runs the test.
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        configuration.now = { start }
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            let cookie = [("Cookie", TestSupport.cookieHeader(cookies))]
            instance.advanceTime(by: .seconds(1790))
            #expect(try await client.request("GET", "/incident_list.do", headers: cookie).status == 200)
            instance.advanceTime(by: .seconds(11))
            #expect(try await client.request("GET", "/incident_list.do", headers: cookie).status == 302)
        }
    }

    @Test func softSessionOutlivesItsAccessToken() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.sessionTimeout = .seconds(4 * 3600)
        configuration.hardenedSessions = false
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            instance.advanceTime(by: .seconds(2 * 3600))
            let page = try await client.request(
                "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(cookies))])
            #expect(page.status == 200)
        }
    }

    @Test func pageWithoutAnyCredentialRedirectsToLogin() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let page = try await client.request("GET", "/now/nav/ui/home")
            #expect(page.status == 302)
            #expect(page.header("Location") == "/login.do?sysparm_goto_url=%2Fnow%2Fnav%2Fui%2Fhome")
            let login = try await client.request("GET", "/login.do?sysparm_goto_url=%2Fnow%2Fnav%2Fui%2Fhome")
            #expect(login.status == 200)
            #expect(login.header("X-Is-Logged-In") == "false")
            #expect(login.text.contains("sysverb_login") && login.text.contains("user_password"))
        }
    }

    @Test func loginFormStartsASessionAndRedirectsToTheGotoPage() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let login = try await client.request(
                "POST", "/login.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: TestSupport.form([
                    ("user_name", "beth.anglin"), ("user_password", "Beth.Anglin-1"), ("sys_action", "sysverb_login"),
                    ("sysparm_goto_url", "/incident_list.do"),
                ]))
            #expect(login.status == 302)
            #expect(login.header("Location") == "/incident_list.do")
            let page = try await client.request(
                "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(login.setCookies))])
            #expect(page.status == 200)
            #expect(page.text.contains("beth.anglin"))
        }
    }

    @Test func logoutEndsTheSessionAndClearsItsCookies() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            let cookie = [("Cookie", TestSupport.cookieHeader(cookies))]
            let logout = try await client.request("GET", "/logout.do", headers: cookie)
            #expect(logout.status == 302)
            #expect(logout.setCookies["JSESSIONID"] == "")
            #expect(try await client.request("GET", "/incident_list.do", headers: cookie).status == 302)
            #expect(instance.activeSessionCount == 0)
        }
    }

    @Test func revokingAUsersSessionsEndsThem() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, cookies) = try await startSession(client)
            instance.revokeSessions(of: "abel.tuter")
            let page = try await client.request(
                "GET", "/incident_list.do", headers: [("Cookie", TestSupport.cookieHeader(cookies))])
            #expect(page.status == 302)
        }
    }

    @Test func expiringOneSessionLeavesTheOthers() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let (_, first) = try await startSession(client)
            let (_, second) = try await startSession(client)
            #expect(instance.expireSession(try #require(first["JSESSIONID"])))
            #expect(
                try await client.request("GET", "/blank.do", headers: [("Cookie", TestSupport.cookieHeader(first))])
                    .status
                    == 302)
            #expect(
                try await client.request("GET", "/blank.do", headers: [("Cookie", TestSupport.cookieHeader(second))])
                    .status
                    == 200)
        }
    }
}
