import Foundation
import NowSDK
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RedactionTests {
    private static let secrets = [
        "S3cret-Password", "refresh-SECRET-1", "refresh-SECRET-2", "access-SECRET-1", "access-SECRET-2",
        "eyJhbGciOiJIUzI1NiJ9.SECRETJWT.sig", "client-SECRET", "code-SECRET",
    ]

    @Test func noSecretReachesALogLineOrAnErrorDescription() async throws {
        let transport = ScriptedTransport { request, index in
            switch index {
            case 0: return .token("access-SECRET-1", refresh: "refresh-SECRET-1", expiresIn: 100)
            case 1: throw URLError(.timedOut)
            case 2: return NowHTTPResponse(statusCode: 503, headers: ["Retry-After": "1"])
            case 3: return .token("access-SECRET-2", refresh: "refresh-SECRET-2", expiresIn: 100)
            case 4: return .json(#"{"result":{"enabled":true,"sdk":{"web":{"enabled":true}}}}"#)
            case 5: return .oauthError("invalid_grant")
            case 6: return .oauthError("invalid_grant")
            default: return .json(#"{"access_token":"access-SECRET-2"}"#)
            }
        }
        var harness = Harness(transport)
        harness.client = NowOAuthClient(clientId: "nowweb-mobile", clientSecret: "client-SECRET")
        harness.policy.maxRetries = 5
        let grants = ScriptedGrantProvider { index in
            index == 0
                ? .password(username: "abel.tuter", password: "S3cret-Password")
                : .jwtBearer(assertion: "eyJhbGciOiJIUzI1NiJ9.SECRETJWT.sig")
        }
        let core = try harness.core(grants)
        let service = TestService()
        var texts: [String] = []
        func record(_ error: any Error) {
            texts += [error.localizedDescription, String(describing: error), String(reflecting: error)]
        }

        let first = try await core.requestAccessToken(for: service)
        harness.time.advance(by: 100)
        let refreshing = Task { try await core.requestAccessToken(for: service) }
        for _ in 0..<2 {
            let delay = try await harness.clock.nextSleep()
            harness.clock.advance(by: delay)
        }
        let second = try await refreshing.value
        _ = try await core.requestSettings(for: service)
        do { _ = try await core.accessTokenDidFail(for: service, rejected: second) } catch { record(error) }
        do { _ = try await core.accessTokenDidFail(for: service) } catch { record(error) }

        let grant = NowAuthorizationGrant.authorizationCode(
            code: "code-SECRET", redirectUri: URL(string: "http://127.0.0.1:1/cb?x=code-SECRET")!,
            codeVerifier: "code-SECRET")
        texts += [first, second].flatMap { [String(describing: $0), String(reflecting: $0)] }
        texts += [grant.description, harness.client.description]
        texts += [String(describing: NowTokenSet(accessToken: first, refreshToken: "refresh-SECRET-1"))]
        texts += [String(describing: AuthorizationToken(type: .jwt, token: "eyJhbGciOiJIUzI1NiJ9.SECRETJWT.sig"))]
        var dumped = ""
        dump(first, to: &dumped)
        dump(NowTokenSet(accessToken: second, refreshToken: "refresh-SECRET-2"), to: &dumped)
        texts.append(dumped)
        let lines = harness.sink.lines

        #expect(lines.count > 8)
        #expect(texts.count > 10)
        for text in lines + texts {
            for secret in Self.secrets {
                #expect(!text.contains(secret), "secret leaked in: \(text)")
            }
        }
    }
}

@Suite struct DescriptionRedactionTests {
    private static let secret = "SECRET-42"

    /// Every way Swift prints a value: `print`, string interpolation, `debugPrint`, and `dump`.
    private func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    static let values: [(name: String, value: any Sendable)] = [
        ("client", NowOAuthClient(clientId: "app", clientSecret: secret)),
        ("password grant", NowAuthorizationGrant.password(username: "abel", password: secret)),
        ("refresh grant", NowAuthorizationGrant.refreshToken(secret)),
        ("jwt grant", NowAuthorizationGrant.jwtBearer(assertion: secret)),
        (
            "code grant",
            NowAuthorizationGrant.authorizationCode(
                code: secret, redirectUri: URL(string: "http://127.0.0.1:9/cb?code=\(secret)")!, codeVerifier: secret)
        ),
        (
            "access token grant",
            NowAuthorizationGrant.accessToken(AccessToken(value: secret, expiresAt: nil), refreshToken: secret)
        ),
        ("password provider", NowPasswordAuthorizationProvider(username: "abel", password: secret)),
        ("refresh provider", NowRefreshTokenAuthorizationProvider(refreshToken: secret)),
        (
            "access token provider",
            NowAccessTokenAuthorizationProvider(token: AccessToken(value: secret, expiresAt: nil), refreshToken: secret)
        ),
        ("jwt provider", NowJWTAuthorizationProvider { _ in secret }),
        ("vendor token", AuthorizationToken(type: .jwt, token: secret)),
        (
            "request",
            NowHTTPRequest(
                method: "POST",
                url: URL(string: "https://u:\(secret)@i.example.com/a;jsessionid=\(secret)?t=\(secret)")!,
                headers: ["Authorization": "Bearer \(secret)"], body: Data("password=\(secret)".utf8))
        ),
        (
            "PKCE request",
            NowPKCEAuthorizationRequest(
                instanceUrl: URL(string: "https://i.example.com")!, clientId: "app",
                redirectUri: URL(string: "http://127.0.0.1:9/cb")!)
        ),
    ]

    @Test func noWayOfPrintingShowsASecret() {
        for (name, value) in Self.values {
            var secrets = [Self.secret]
            if let request = value as? NowPKCEAuthorizationRequest { secrets += [request.codeVerifier, request.state] }
            for text in printed(value) {
                for secret in secrets { #expect(!text.contains(secret), "\(name) printed \(text)") }
            }
        }
    }
}
