import Foundation
import NowInternal

/// One OAuth authorization code request with PKCE (RFC 7636, S256) against the instance's `/oauth_auth.do`:
/// the URL to open, and the check of the redirect that comes back.
///
/// The verifier and state come from the system's secure random generator and never appear in descriptions.
public struct NowPKCEAuthorizationRequest: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The URL to open in a browser: `/oauth_auth.do` with `response_type=code`, the client, redirect, scope,
    /// state and the S256 code challenge.
    public let authorizationUrl: URL
    /// Where the instance sends the browser back to.
    public let redirectUri: URL
    /// The PKCE code verifier: 43 base64url characters from 32 random bytes.
    public let codeVerifier: String
    /// The opaque `state` that the redirect must echo.
    public let state: String

    /// Creates a request with a fresh verifier and state.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance.
    ///   - clientId: The OAuth client id (a public client registered for PKCE).
    ///   - redirectUri: The registered redirect URI, or a loopback URI (RFC 8252).
    ///   - scope: The requested scope; `useraccount` by default.
    public init(instanceUrl: URL, clientId: String, redirectUri: URL, scope: String = "useraccount") {
        self.init(
            instanceUrl: instanceUrl, clientId: clientId, redirectUri: redirectUri, scope: scope,
            codeVerifier: Digest.randomBytes(32).base64URLEncoded, state: Digest.randomBytes(16).base64URLEncoded)
    }

    package init(
        instanceUrl: URL, clientId: String, redirectUri: URL, scope: String, codeVerifier: String, state: String
    ) {
        self.redirectUri = redirectUri
        self.codeVerifier = codeVerifier
        self.state = state
        let query = FormEncoding.encode([
            ("response_type", "code"), ("client_id", clientId), ("redirect_uri", redirectUri.absoluteString),
            ("scope", scope), ("state", state), ("code_challenge", Self.codeChallenge(for: codeVerifier)),
            ("code_challenge_method", "S256"),
        ])
        let endpoint = NowCoreService.origin(of: instanceUrl).appendingPathComponent("oauth_auth.do")
        authorizationUrl = URL(string: endpoint.absoluteString + "?" + query) ?? endpoint
    }

    /// `BASE64URL(SHA256(ASCII(verifier)))`, the S256 challenge of RFC 7636 §4.2.
    ///
    /// - Parameter verifier: The code verifier.
    /// - Returns: The code challenge.
    public static func codeChallenge(for verifier: String) -> String {
        Digest.sha256(Data(verifier.utf8)).base64URLEncoded
    }

    /// The authorization code in `redirect`, after checking that it came back to the redirect URI with this
    /// request's state.
    ///
    /// - Parameter redirect: The URL the browser was sent to.
    /// - Returns: The authorization code.
    /// - Throws: ``NowAuthorizationError/signInRequired(_:)`` with `authorizationDenied` when the user declined,
    ///   `authorizationResponseInvalid` for another error, a foreign URL, a wrong or missing state (checked
    ///   before anything else the redirect says, an `error` included) or a missing code.
    public func authorizationCode(from redirect: URL) throws -> String {
        guard redirect.scheme?.lowercased() == redirectUri.scheme?.lowercased(),
            redirect.host?.lowercased() == redirectUri.host?.lowercased(), redirect.port == redirectUri.port,
            redirect.path == redirectUri.path
        else { throw NowAuthorizationError.signInRequired(.authorizationResponseInvalid) }
        // The state first: an answer to another request (an injected error redirect included) says nothing
        // about this one.
        guard carriesState(of: redirect) else {
            throw NowAuthorizationError.signInRequired(.authorizationResponseInvalid)
        }
        let parameters = FormEncoding.decode(redirect.query ?? "")
        if let error = parameters["error"] {
            throw NowAuthorizationError.signInRequired(
                error == "access_denied" ? .authorizationDenied : .authorizationResponseInvalid)
        }
        guard let code = parameters["code"], !code.isEmpty else {
            throw NowAuthorizationError.signInRequired(.authorizationResponseInvalid)
        }
        return code
    }

    /// Whether `redirect` echoes this request's `state`: an answer to this request, not to another one.
    ///
    /// - Parameter redirect: A URL the browser was sent to.
    /// - Returns: `true` when its `state` parameter equals ``state`` (compared in constant time).
    package func carriesState(of redirect: URL) -> Bool {
        guard let returned = FormEncoding.decode(redirect.query ?? "")["state"] else { return false }
        return Digest.constantTimeEquals(Data(returned.utf8), Data(state.utf8))
    }

    /// The redirect URI only: the URL's query carries the state and challenge.
    public var description: String { "NowPKCEAuthorizationRequest(redirect \(Redaction.url(redirectUri)))" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
