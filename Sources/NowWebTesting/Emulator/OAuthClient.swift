import Foundation

/// An OAuth client registered on the emulated instance (an "Application Registry" entry).
public struct OAuthClient: Sendable, Hashable {
    /// The `client_id`.
    public var id: String
    /// The `client_secret`, or `nil` for a public client (which must use PKCE for authorization codes).
    public var secret: String?
    /// Redirect URIs accepted exactly as written.
    public var redirectURIs: [String]
    /// Whether any `http://127.0.0.1:<port>/<path>` loopback redirect URI is accepted too (RFC 8252 §7.3).
    public var allowsLoopbackRedirects: Bool
    /// The user a `client_credentials` token acts as, or `nil` when the client may not use that grant.
    public var serviceUser: String?

    /// A client with the given registration.
    public init(
        id: String, secret: String? = nil, redirectURIs: [String] = [], allowsLoopbackRedirects: Bool = false,
        serviceUser: String? = nil
    ) {
        self.id = id
        self.secret = secret
        self.redirectURIs = redirectURIs
        self.allowsLoopbackRedirects = allowsLoopbackRedirects
        self.serviceUser = serviceUser
    }

    /// `nowweb-mobile`: public (no secret, PKCE required), redirects to any loopback URI and
    /// `nowweb://oauth/callback`.
    public static let mobile = OAuthClient(
        id: "nowweb-mobile", redirectURIs: ["nowweb://oauth/callback"], allowsLoopbackRedirects: true)

    /// `nowweb-confidential` with secret `nowweb-secret`; `client_credentials` tokens act as `abel.tuter`.
    public static let confidential = OAuthClient(
        id: "nowweb-confidential", secret: "nowweb-secret", redirectURIs: ["nowweb://oauth/callback"],
        allowsLoopbackRedirects: true, serviceUser: "abel.tuter")

    /// Whether this client may redirect to `uri`.
    public func accepts(redirectURI uri: String) -> Bool {
        if redirectURIs.contains(uri) { return true }
        guard allowsLoopbackRedirects, let components = URLComponents(string: uri) else { return false }
        return components.scheme == "http" && components.host == "127.0.0.1" && components.port != nil
            && components.path.hasPrefix("/")
    }

    /// Whether this client is public (has no secret).
    public var isPublic: Bool { secret == nil }
}
