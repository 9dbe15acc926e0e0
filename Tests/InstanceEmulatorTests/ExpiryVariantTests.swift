import Foundation
import NowWebTesting
import Testing

@Suite("Expiry variants")
struct ExpiryVariantTests {
    private let page = "/incident.do?sys_id=7"
    private let goto = "sysparm_goto_url=%2Fincident.do%3Fsys_id%3D7"

    /// Starts a session with a bearer token, lets it time out, and returns the answer to the next page load.
    private func expiredAnswer(
        _ variant: ExpiryVariant,
        _ body: (InstanceEmulator, LoopbackHTTPClient, LoopbackHTTPClient.Response) async throws -> Void
    ) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.expiryVariant = variant
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let start = try await client.request("GET", page, headers: [("Authorization", "Bearer \(token)")])
            #expect(start.status == 200)
            instance.advanceTime(by: .seconds(30 * 60 + 1))
            let answer = try await client.request(
                "GET", page, headers: [("Cookie", TestSupport.cookieHeader(start.setCookies))])
            try await body(instance, client, answer)
        }
    }

    @Test func loginRedirect() async throws {
        try await expiredAnswer(.loginRedirect) { _, _, answer in
            #expect(answer.status == 302)
            #expect(answer.header("Location") == "/login.do?\(goto)")
        }
    }

    @Test func sessionTimeoutPage() async throws {
        try await expiredAnswer(.sessionTimeoutPage) { _, client, answer in
            #expect(answer.status == 302)
            #expect(answer.header("Location") == "/session_timeout.do?\(goto)")
            let interstitial = try await client.request("GET", answer.header("Location")!)
            #expect(interstitial.status == 200)
            #expect(interstitial.header("X-Is-Logged-In") == "false")
            #expect(interstitial.text.contains("http-equiv=\"refresh\""))
            #expect(interstitial.text.contains("top.location.href = \"/login.do?\(goto)\""))
        }
    }

    @Test func loginRedirectDo() async throws {
        try await expiredAnswer(.loginRedirectDo) { _, client, answer in
            #expect(answer.status == 302)
            #expect(answer.header("Location") == "/login_redirect.do?\(goto)")
            let interstitial = try await client.request("GET", answer.header("Location")!)
            #expect(interstitial.status == 200)
            #expect(interstitial.header("X-Is-Logged-In") == "false")
            #expect(interstitial.text.contains("/login.do?\(goto)"))
        }
    }

    @Test(arguments: [(ExpiryVariant.servicePortalLogin, "/sp"), (.employeeCenterLogin, "/esc")])
    func portalLogin(variant: ExpiryVariant, portal: String) async throws {
        try await expiredAnswer(variant) { _, client, answer in
            #expect(answer.status == 302)
            #expect(answer.header("Location") == "\(portal)?id=login&\(goto)")
            let login = try await client.request("GET", answer.header("Location")!)
            #expect(login.status == 200)
            #expect(login.header("X-Is-Logged-In") == "false")
            #expect(login.text.contains("user_password"))
        }
    }

    @Test func inPlaceLogin() async throws {
        try await expiredAnswer(.inPlaceLogin) { _, _, answer in
            #expect(answer.status == 200)
            #expect(answer.header("X-Is-Logged-In") == "false")
            #expect(answer.text.contains("sysverb_login"))
        }
    }

    @Test func samlRedirect() async throws {
        try await expiredAnswer(.samlRedirect) { instance, client, answer in
            #expect(answer.status == 302)
            let location = try #require(answer.header("Location").flatMap(URLComponents.init(string:)))
            #expect(location.port == instance.foreignBaseURL.port)
            #expect(location.path == "/saml2/idp/sso")
            #expect(location.queryItems?.first { $0.name == "SAMLRequest" }?.value?.isEmpty == false)
            #expect(location.queryItems?.first { $0.name == "RelayState" }?.value == page)
            let idp = try LoopbackHTTPClient(port: UInt16(location.port!))
            let login = try await idp.request("GET", location.percentEncodedPath + "?" + location.percentEncodedQuery!)
            #expect(login.status == 200)
            #expect(login.text.contains("password"))

            let signedIn = try await idp.request(
                "POST", "/saml2/idp/sso", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: TestSupport.form([("username", "abel.tuter"), ("password", "Abel.Tuter-1"), ("RelayState", page)])
            )
            let assertion = try #require(signedIn.text.firstMatch(of: /name="SAMLResponse" value="([^"]+)"/)?.1)
            #expect(signedIn.text.contains("action=\"\(instance.baseURL.absoluteString)/navpage.do\""))
            let consumed = try await client.request(
                "POST", "/navpage.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: TestSupport.form([("SAMLResponse", String(assertion)), ("RelayState", page)]))
            #expect(consumed.status == 302)
            #expect(consumed.header("Location") == page)
            let cookie = [("Cookie", TestSupport.cookieHeader(consumed.setCookies))]
            #expect(try await client.request("GET", page, headers: cookie).status == 200)
            #expect(
                instance.requestLog.filter { $0.host == .foreign }.allSatisfy {
                    !$0.hasAuthorization && $0.cookieNames.isEmpty
                })
        }
    }

    @Test func samlPostBinding() async throws {
        try await expiredAnswer(.samlPostBinding) { instance, _, answer in
            #expect(answer.status == 200)
            #expect(answer.header("X-Is-Logged-In") == "false")
            #expect(answer.header("Location") == nil)
            let action = "\(instance.foreignBaseURL.absoluteString)/saml2/idp/sso"
            #expect(answer.text.contains("<form method=\"post\" action=\"\(action)\">"))
            #expect(answer.text.contains("document.forms[0].submit()"))
            let request = try #require(answer.text.firstMatch(of: /name="SAMLRequest" value="([^"]+)"/)?.1)
            let decoded = try #require(Data(base64Encoded: String(request)).map { String(decoding: $0, as: UTF8.self) })
            #expect(decoded.contains("samlp:AuthnRequest"))
            let idp = try LoopbackHTTPClient(port: UInt16(instance.foreignBaseURL.port!))
            let login = try await idp.request(
                "POST", "/saml2/idp/sso", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: TestSupport.form([("SAMLRequest", String(request)), ("RelayState", page)]))
            #expect(login.status == 200)
            #expect(login.text.contains("name=\"password\""))
            #expect(login.text.contains("name=\"RelayState\" value=\"\(page)\""))
        }
    }

    @Test func failedRequirementRedirect() async throws {
        try await expiredAnswer(.failedRequirementRedirect) { instance, _, answer in
            #expect(answer.status == 302)
            let location = try #require(answer.header("Location").flatMap(URLComponents.init(string:)))
            #expect(location.port == instance.foreignBaseURL.port)
            #expect(location.path == "/portal/sign-in")
            #expect(location.query == nil, "the property names one URL: nothing points back")
            let portal = try LoopbackHTTPClient(port: UInt16(location.port!))
            let page = try await portal.request("GET", "/portal/sign-in")
            #expect(page.status == 200)
            #expect(page.text.contains("Company portal"))
        }
    }
}
