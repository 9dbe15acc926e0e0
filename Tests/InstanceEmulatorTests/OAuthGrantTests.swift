import Foundation
import NowInternal
import NowWebTesting
import Testing

@Suite("OAuth grants")
struct OAuthGrantTests {
    private let formType = [("Content-Type", "application/x-www-form-urlencoded")]

    private func token(_ client: LoopbackHTTPClient, _ pairs: [(String, String)]) async throws
        -> LoopbackHTTPClient.Response
    {
        try await client.request("POST", "/oauth_token.do", headers: formType, body: TestSupport.form(pairs))
    }

    @Test func passwordGrantIssuesAccessAndRefreshTokens() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let body = try await TestSupport.passwordToken(client)
            #expect((body["access_token"] as? String)?.isEmpty == false)
            #expect((body["refresh_token"] as? String)?.isEmpty == false)
            #expect(body["token_type"] as? String == "Bearer")
            #expect(body["scope"] as? String == "useraccount")
            #expect(body["expires_in"] as? Int == 1799)
        }
    }

    @Test func passwordGrantRefusesAWrongPassword() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let response = try await token(
                client,
                [
                    ("grant_type", "password"), ("client_id", "nowweb-mobile"), ("username", "abel.tuter"),
                    ("password", "wrong"),
                ])
            #expect(response.status == 400)
            #expect(try TestSupport.json(response)["error"] as? String == "invalid_grant")
        }
    }

    @Test func tokenEndpointRefusesAJSONBody() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let response = try await client.request(
                "POST", "/oauth_token.do", headers: [("Content-Type", "application/json")],
                body: Array(#"{"grant_type":"password","username":"abel.tuter","password":"Abel.Tuter-1"}"#.utf8))
            #expect(response.status == 400)
            #expect(try TestSupport.json(response)["error"] as? String == "invalid_request")
        }
    }

    @Test func unknownClientAndWrongSecretAreInvalidClient() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            for (id, secret) in [("nobody", ""), ("nowweb-confidential", "wrong")] {
                let response = try await token(
                    client,
                    [
                        ("grant_type", "password"), ("client_id", id), ("client_secret", secret),
                        ("username", "abel.tuter"), ("password", "Abel.Tuter-1"),
                    ])
                #expect(response.status == 401)
                #expect(try TestSupport.json(response)["error"] as? String == "invalid_client")
            }
        }
    }

    @Test func unsupportedAndMissingGrantTypesAreRefused() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let unsupported = try await token(client, [("grant_type", "device_code"), ("client_id", "nowweb-mobile")])
            #expect(unsupported.status == 400)
            #expect(try TestSupport.json(unsupported)["error"] as? String == "unsupported_grant_type")
            let missing = try await token(client, [("client_id", "nowweb-mobile")])
            #expect(try TestSupport.json(missing)["error"] as? String == "invalid_request")
        }
    }

    @Test func refreshGrantIssuesANewAccessTokenUntilTheRefreshTokenExpires() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.refreshTokenLifetime = .seconds(3600)
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let first = try await TestSupport.passwordToken(client)
            let refresh = try #require(first["refresh_token"] as? String)
            let refreshed = try await token(
                client, [("grant_type", "refresh_token"), ("client_id", "nowweb-mobile"), ("refresh_token", refresh)])
            #expect(refreshed.status == 200)
            let access = try TestSupport.json(refreshed)["access_token"] as? String
            #expect(access != nil && access != first["access_token"] as? String)

            instance.advanceTime(by: .seconds(3601))
            let expired = try await token(
                client, [("grant_type", "refresh_token"), ("client_id", "nowweb-mobile"), ("refresh_token", refresh)])
            #expect(expired.status == 400)
            #expect(try TestSupport.json(expired)["error"] as? String == "invalid_grant")
        }
    }

    @Test func jwtBearerGrantIssuesAnAccessTokenWithoutRefreshToken() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let assertion = instance.makeJWT(subject: "beth.anglin", expiresIn: .seconds(300))
            let response = try await token(
                client, [("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", assertion)])
            #expect(response.status == 200)
            let body = try TestSupport.json(response)
            #expect(body["access_token"] is String)
            #expect(body["refresh_token"] == nil)
        }
    }

    @Test func jwtBearerGrantRefusesExpiredForgedAndUnknownSubjectAssertions() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let valid = instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(300))
            let forged = valid.dropLast(4) + "AAAA"
            let assertions = [
                instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(-301)),
                String(forged),
                instance.makeJWT(subject: "nobody", expiresIn: .seconds(300)),
                "not-a-jwt",
            ]
            for assertion in assertions {
                let response = try await token(
                    client, [("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", assertion)])
                #expect(response.status == 400)
                #expect(try TestSupport.json(response)["error"] as? String == "invalid_grant")
            }
        }
    }

    @Test func clientCredentialsGrantNeedsAConfidentialClient() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let basic = Data("nowweb-confidential:nowweb-secret".utf8).base64EncodedString()
            let granted = try await client.request(
                "POST", "/oauth_token.do", headers: formType + [("Authorization", "Basic \(basic)")],
                body: TestSupport.form([("grant_type", "client_credentials")]))
            #expect(granted.status == 200)
            #expect(try TestSupport.json(granted)["refresh_token"] == nil)
            let refused = try await token(
                client, [("grant_type", "client_credentials"), ("client_id", "nowweb-mobile")])
            #expect(refused.status == 400)
        }
    }

    @Test func revokedTokensStopWorking() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let body = try await TestSupport.passwordToken(client)
            let access = try #require(body["access_token"] as? String)
            let refresh = try #require(body["refresh_token"] as? String)
            let revoked = try await client.request(
                "POST", "/oauth_revoke_token.do", headers: formType, body: TestSupport.form([("token", refresh)]))
            #expect(revoked.status == 200)
            let page = try await client.request(
                "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(access)")])
            #expect(page.status == 302)
            let refreshed = try await token(
                client, [("grant_type", "refresh_token"), ("client_id", "nowweb-mobile"), ("refresh_token", refresh)])
            #expect(refreshed.status == 400)
        }
    }
}
