import Foundation
import NowInternal
import NowWebTesting
import Testing

@Suite("Authorization code with PKCE")
struct AuthorizationCodeTests {
    private let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    private let redirectURI = "http://127.0.0.1:53682/callback"

    private var challenge: String { Digest.sha256(Data(verifier.utf8)).base64URLEncoded }

    private var authorizeQuery: String {
        FormEncoding.encode([
            ("response_type", "code"), ("client_id", "nowweb-mobile"), ("redirect_uri", redirectURI),
            ("state", "xyz"), ("code_challenge", challenge), ("code_challenge_method", "S256"),
        ])
    }

    private func code(from response: LoopbackHTTPClient.Response) throws -> String {
        #expect(response.status == 302)
        let location = try #require(response.header("Location").flatMap(URLComponents.init(string:)))
        #expect(location.host == "127.0.0.1" && location.port == 53682 && location.path == "/callback")
        #expect(location.queryItems?.first { $0.name == "state" }?.value == "xyz")
        return try #require(location.queryItems?.first { $0.name == "code" }?.value)
    }

    private func exchange(_ client: LoopbackHTTPClient, code: String, verifier: String) async throws
        -> LoopbackHTTPClient.Response
    {
        try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: TestSupport.form([
                ("grant_type", "authorization_code"), ("client_id", "nowweb-mobile"), ("code", code),
                ("redirect_uri", redirectURI), ("code_verifier", verifier),
            ]))
    }

    @Test func autoApprovedCodeExchangesForTokensWithTheRightVerifier() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.autoApproveAuthorization = true
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let code = try code(from: try await client.request("GET", "/oauth_auth.do?\(authorizeQuery)"))
            let tokens = try await exchange(client, code: code, verifier: verifier)
            #expect(tokens.status == 200)
            #expect(try TestSupport.json(tokens)["refresh_token"] is String)
            #expect(try await exchange(client, code: code, verifier: verifier).status == 400)
        }
    }

    @Test func badVerifierIsRefused() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.autoApproveAuthorization = true
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let code = try code(from: try await client.request("GET", "/oauth_auth.do?\(authorizeQuery)"))
            let refused = try await exchange(client, code: code, verifier: String(verifier.reversed()))
            #expect(refused.status == 400)
            #expect(try TestSupport.json(refused)["error"] as? String == "invalid_grant")
        }
    }

    @Test func consentPageSignsInAndRedirectsWithACode() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let page = try await client.request("GET", "/oauth_auth.do?\(authorizeQuery)")
            #expect(page.status == 200)
            #expect(page.text.contains("user_password"))
            let approved = try await client.request(
                "POST", "/oauth_auth.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array(
                    (authorizeQuery + "&"
                        + FormEncoding.encode([
                            ("user_name", "abel.tuter"), ("user_password", "Abel.Tuter-1"), ("action", "allow"),
                        ])).utf8))
            let code = try code(from: approved)
            #expect(try await exchange(client, code: code, verifier: verifier).status == 200)
        }
    }

    @Test func unregisteredRedirectURIAndMissingPKCEAreRefused() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.autoApproveAuthorization = true
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let foreign = FormEncoding.encode([
                ("response_type", "code"), ("client_id", "nowweb-mobile"), ("redirect_uri", "https://evil.example/cb"),
                ("code_challenge", challenge), ("code_challenge_method", "S256"),
            ])
            #expect(try await client.request("GET", "/oauth_auth.do?\(foreign)").status == 400)
            let plain = FormEncoding.encode([
                ("response_type", "code"), ("client_id", "nowweb-mobile"), ("redirect_uri", redirectURI),
            ])
            let refused = try await client.request("GET", "/oauth_auth.do?\(plain)")
            #expect(refused.status == 302)
            #expect(refused.header("Location")?.contains("error=invalid_request") == true)
        }
    }
}
