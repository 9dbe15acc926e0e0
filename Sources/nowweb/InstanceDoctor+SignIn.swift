import Foundation
import NowSDK

extension InstanceDoctor {
    /// A core that holds a token for the instance.
    struct SignedIn {
        let core: NowCoreService
        let token: AccessToken
    }

    /// Signs in once, without retries, and reads the token endpoint's answer: endpoint, client, token.
    func signInChecks() async -> (SignedIn?, [DoctorCheck]) {
        var configuration = signIn.sdkConfiguration(clock: clock)
        configuration.transport = transport
        configuration.logLevel = .none
        configuration.settingsSource = settingsSource
        configuration.tokenPolicy.maxRetries = 0
        let core: NowCoreService
        do {
            core = try NowCoreService(configuration: configuration)
        } catch {
            return (
                nil,
                [.fail("token-endpoint", "OAuth token endpoint", error.localizedDescription, fix: "fix the options")]
            )
        }
        let service = Service(configuration: NowServiceConfiguration(instanceUrl: origin, appBundleId: signIn.bundleId))
        let token: AccessToken
        do {
            token = try await core.requestAccessToken(for: service)
        } catch {
            return (nil, failedSignIn(error))
        }
        let lifetime =
            token.expiresAt.map { " for \(Int(($0.timeIntervalSince(clock.now()) / 60).rounded())) min" } ?? ""
        return (
            SignedIn(core: core, token: token),
            [
                .pass("token-endpoint", "OAuth token endpoint", "POST /oauth_token.do answers OAuth JSON"),
                .pass("client", "OAuth client accepted", "client \(clientName) accepted"),
                .pass("token", "access token obtained", "\(grantName) grant: a bearer token valid\(lifetime)"),
            ]
        )
    }

    private var clientName: String {
        signIn.sdkConfiguration(clock: clock).oauthClient.clientId.map { "\"\($0)\"" } ?? "(none: JWT public client)"
    }

    private var grantName: String { signIn.grantName }

    /// The token endpoint's `error_description`, printable and short, with every secret of the sign-in cut out.
    private func errorDescription(_ object: [String: Any]?) -> String {
        guard let text = object?["error_description"] as? String, !text.isEmpty else { return "" }
        let secrets = [signIn.password, signIn.clientSecret, signIn.jwtAssertion].compactMap { $0 }.filter {
            !$0.isEmpty
        }
        let redacted = secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
        return ": \(HTTPAnswerSummary.clean(redacted, limit: 160))"
    }

    /// The three lines when no token came: which of endpoint, client and grant the answer blames.
    private func failedSignIn(_ error: any Error) -> [DoctorCheck] {
        let endpoint = "OAuth token endpoint"
        let client = "OAuth client accepted"
        let token = "access token obtained"
        guard let exchange = transport.exchanges(to: "/oauth_token.do").last else {
            return [
                .skip("token-endpoint", endpoint, because: "no token request was sent"),
                .skip("client", client, because: "no token request was sent"),
                .fail("token", token, error.localizedDescription, fix: grantFix),
            ]
        }
        let response: NowHTTPResponse
        switch exchange.outcome {
        case .failure(let failure):
            return [
                .fail(
                    "token-endpoint", endpoint, "POST /oauth_token.do got no answer (\(Self.describe(failure)))",
                    fix: "check that nothing between here and the instance blocks or times out POST /oauth_token.do"),
                .skip("client", client, because: "the token endpoint did not answer"),
                .skip("token", token, because: "the token endpoint did not answer"),
            ]
        case .success(let answer): response = answer
        }
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        let code = object?["error"] as? String
        let answer = HTTPAnswerSummary.describe(response)
        if response.statusCode >= 500 || code == nil && response.statusCode != 401 {
            let fix =
                response.statusCode >= 500
                ? "the instance's token endpoint is failing: look at its system log, then try again"
                : "point --instance at the instance itself (https://<name>.service-now.com) and check that the "
                    + "OAuth 2.0 plugin is active (System OAuth > Application Registry exists)"
            return [
                .fail("token-endpoint", endpoint, "POST /oauth_token.do got \(answer)", fix: fix),
                .skip("client", client, because: "the token endpoint did not answer as one"),
                .skip("token", token, because: "the token endpoint did not answer as one"),
            ]
        }
        let endpointLine = DoctorCheck.pass(
            "token-endpoint", endpoint, "POST /oauth_token.do answers OAuth errors (HTTP \(response.statusCode))")
        if code == nil || code == "invalid_client" || code == "unauthorized_client" {
            return [
                endpointLine,
                .fail("client", client, "client \(clientName) refused (\(code ?? "HTTP 401"))", fix: clientFix),
                .skip("token", token, because: "the client was refused"),
            ]
        }
        return [
            endpointLine,
            .pass("client", client, "client \(clientName) known (the refusal is about the grant)"),
            .fail(
                "token", token, "\(grantName) grant refused (\(code ?? "?")\(errorDescription(object)))", fix: grantFix),
        ]
    }

    private var clientFix: String {
        "register the client in System OAuth > Application Registry (\"Create an OAuth API endpoint for external "
            + "clients\"; a PKCE client is a Public Client) and pass its secret with --client-secret-env"
    }

    private var grantFix: String {
        if signIn.usesPKCE {
            return "register the loopback redirect URI on the client, and sign in and approve in the browser"
        }
        if signIn.jwtAssertion != nil {
            return "give a fresh assertion (an instance exchanges each jti once) with aud (and iss) = the Client ID "
                + "of the OAuth JWT API endpoint, sub = a user its User Field names, exp in the future, signed "
                + "RS256/ES256 with the key of the certificate in its JWT Verifier Maps"
        }
        return "check the user name and password (not locked out, not SSO-only); development instances only"
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? URLError { return "URLError \(error.code.rawValue)" }
        return String(describing: type(of: error))
    }
}
