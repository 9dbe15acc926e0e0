import Foundation
import NowInternal

/// Signs the user in with the OAuth authorization code flow and PKCE (S256) in a browser, the way RFC 8252
/// recommends for native apps, then exchanges the code.
///
/// Needs ``NowSDKConfiguration/oauthClient`` with the client id of a public OAuth application registered for
/// PKCE. Two ways to get the redirect back:
/// - ``init(account:scope:redirectUri:userAgent:)`` with the app's registered redirect URI and a user agent
///   that opens the URL and returns the redirect (`ASWebAuthenticationSession` on Apple platforms);
/// - ``loopback(account:scope:listener:openBrowser:)`` for command-line tools and desktop apps: a listener on
///   `127.0.0.1` receives the redirect and `openBrowser` only has to show the URL.
public struct NowPKCEAuthorizationProvider: NowAuthorizationGrantProviding {
    /// Opens `authorizationUrl` and returns the URL the browser was redirected to (starting with `redirectUri`).
    public typealias UserAgent = @Sendable (_ authorizationUrl: URL, _ redirectUri: URL) async throws -> URL

    private enum Redirect: Sendable {
        case registered(URL, UserAgent)
        case loopback(NowLoopbackRedirectListener.Configuration, @Sendable (URL) async throws -> Void)
    }

    /// The account the tokens are stored under.
    public let account: String
    private let scope: String
    private let redirect: Redirect

    /// Creates a provider that hands the authorization URL to `userAgent`.
    ///
    /// - Parameters:
    ///   - account: The account the tokens are stored under; `"default"` by default.
    ///   - scope: The scope to request; `useraccount` by default.
    ///   - redirectUri: The redirect URI registered with the OAuth application.
    ///   - userAgent: Opens the URL and returns the redirect.
    public init(
        account: String = "default", scope: String = "useraccount", redirectUri: URL,
        userAgent: @escaping UserAgent
    ) {
        self.init(account: account, scope: scope, redirect: .registered(redirectUri, userAgent))
    }

    private init(account: String, scope: String, redirect: Redirect) {
        self.account = account
        self.scope = scope
        self.redirect = redirect
    }

    /// A provider that receives the redirect on a fresh loopback listener for each sign-in.
    ///
    /// - Parameters:
    ///   - account: The account the tokens are stored under; `"default"` by default.
    ///   - scope: The scope to request; `useraccount` by default.
    ///   - listener: Path, timeout and page of the listener; the defaults by default.
    ///   - openBrowser: Shows the authorization URL to the user (opens a browser, prints it, ...).
    /// - Returns: The provider.
    public static func loopback(
        account: String = "default", scope: String = "useraccount",
        listener: NowLoopbackRedirectListener.Configuration = .init(),
        openBrowser: @escaping @Sendable (URL) async throws -> Void
    ) -> NowPKCEAuthorizationProvider {
        NowPKCEAuthorizationProvider(account: account, scope: scope, redirect: .loopback(listener, openBrowser))
    }

    /// Runs the browser sign-in and returns the authorization code grant with its verifier.
    public func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        guard let clientId = context.client.clientId else {
            throw NowAuthorizationError.signInRequired(.invalidClient)
        }
        // The browser would send the user's password and get the code back over cleartext.
        guard CredentialScope(instance: context.instanceUrl) != nil else {
            throw NowAuthorizationError.insecureInstanceUrl
        }
        switch redirect {
        case .registered(let redirectUri, let userAgent):
            let request = NowPKCEAuthorizationRequest(
                instanceUrl: context.instanceUrl, clientId: clientId, redirectUri: redirectUri, scope: scope)
            let returned = try await userAgent(request.authorizationUrl, redirectUri)
            return try grant(request, returned)
        case .loopback(let configuration, let openBrowser):
            let listener = try NowLoopbackRedirectListener(configuration: configuration)
            defer { listener.close() }
            let request = NowPKCEAuthorizationRequest(
                instanceUrl: context.instanceUrl, clientId: clientId, redirectUri: listener.redirectUri, scope: scope)
            async let returned = listener.waitForRedirect { request.carriesState(of: $0) }
            do {
                try await openBrowser(request.authorizationUrl)
            } catch {
                listener.close()
                _ = try? await returned
                throw error
            }
            return try grant(request, try await returned)
        }
    }

    private func grant(_ request: NowPKCEAuthorizationRequest, _ returned: URL) throws -> NowAuthorizationGrant {
        .authorizationCode(
            code: try request.authorizationCode(from: returned), redirectUri: request.redirectUri,
            codeVerifier: request.codeVerifier)
    }
}
