import Foundation

extension InstanceEmulator {
    /// Everything about the emulated instance that a test or the command line may choose.
    ///
    /// Every property has a documented default, so `Configuration()` is a ready instance with two users,
    /// a public and a confidential OAuth client, and a 30-minute session timeout.
    public struct Configuration: Sendable {
        /// Users who can sign in. Default `abel.tuter` / `Abel.Tuter-1` and `beth.anglin` / `Beth.Anglin-1`.
        public var users: [User] = [
            User(name: "abel.tuter", password: "Abel.Tuter-1"),
            User(name: "beth.anglin", password: "Beth.Anglin-1"),
        ]
        /// OAuth clients. Default `OAuthClient.mobile` (public, PKCE) and `OAuthClient.confidential`.
        public var clients: [OAuthClient] = [.mobile, .confidential]
        /// The secret the emulated identity provider's SAML signing key derives from. Default
        /// `Data("nowweb-emulator-jwt-key".utf8)`. JWT assertions signed with a shared secret (HS256) are refused,
        /// as instances refuse them.
        public var jwtSigningKey = Data("nowweb-emulator-jwt-key".utf8)
        /// The keys jwt-bearer assertions may be signed with (the JWT verifier map), by `kid`. Default: the
        /// ES256 key ``InstanceEmulator/makeJWT(subject:expiresIn:audience:)`` signs with.
        public var jwtVerifiers: [JWTVerifierKey] = JWTSigningKey.emulatorDefault.map { [$0.verifier] } ?? []
        /// Whether an assertion must carry a `jti` not seen before ("Enable JTI Verification", on by default
        /// on instances). Default `true`.
        public var jwtIDVerification = true
        /// How long past its `exp` an assertion is still accepted. Default 300 seconds, as on instances.
        public var jwtClockSkew: Duration = .seconds(300)
        /// Idle time after which a web session ends (`glide.ui.session_timeout`). Default 30 minutes.
        public var sessionTimeout: Duration = .seconds(30 * 60)
        /// How long a web session lives from its start however active it is (`glide.ui.active.session.life_span`,
        /// `sc-proactively-invalidate-inactive-sessions`), or `nil` (the default) for no limit.
        public var sessionLifeSpan: Duration?
        /// How many web sessions one user may hold at once ("Limit concurrent sessions"); a new one ends the
        /// oldest. `nil` (the default) for no limit.
        public var concurrentSessionLimit: Int?
        /// The idle timeout a new session announces in its `glide_session_store` cookie's `Max-Age`, as an
        /// instance does, or `nil` (the default) to announce ``sessionTimeout``. Set it longer than
        /// `sessionTimeout` to end sessions sooner than announced.
        public var announcedSessionTimeout: Duration?
        /// Lifetime of issued access tokens. Default 1800 s (responses say `expires_in: 1799`).
        public var accessTokenLifetime: Duration = .seconds(1800)
        /// Lifetime of issued refresh tokens. Default 100 days.
        public var refreshTokenLifetime: Duration = .seconds(100 * 24 * 3600)
        /// Whether a session also ends when the access token that started it expires. Default `true`.
        public var hardenedSessions = true
        /// How the token endpoint words a refused grant or client. Default `.rfc6749` (`400 invalid_grant`,
        /// `401 invalid_client`); `.instance` answers `401 {"error":"server_error","error_description":
        /// "access_denied"}`, as ServiceNow instances are widely reported to.
        public var grantErrors: GrantErrorStyle = .rfc6749
        /// Whether a grant hands back the current access token while it is valid, as an instance's token
        /// endpoint does. Default `.never` (every grant mints a new token, so figures stay comparable).
        public var accessTokenReuse: AccessTokenReuse = .never
        /// How a UI request without a valid session is answered. Default `.loginRedirect`.
        public var expiryVariant: ExpiryVariant = .loginRedirect
        /// Whether the portal, Next Experience and classic frame pages run as single-page apps that load data
        /// from the instance's REST endpoints, and how those endpoints and pages meet an expired session.
        /// Default `nil`: static pages that send no request of their own.
        public var singlePageApps: SinglePageApps?
        /// Whether `/oauth_auth.do` skips its login and consent page and redirects with a code at once.
        /// Default `false`.
        public var autoApproveAuthorization = false
        /// The user an auto-approved authorization signs in as. Default `abel.tuter`.
        public var autoApproveUser = "abel.tuter"
        /// App bundle ids the service settings endpoint knows. Default `["dev.nowweb.app"]`.
        public var knownBundleIds: Set<String> = ["dev.nowweb.app"]
        /// Whether the service settings let guests use the web service (`allowGuestAccess`). Default `false`.
        public var allowGuestAccess = false
        /// Paths of pages served without a session, as public pages (a guest's): 200 with
        /// `X-Is-Logged-In: false`, and no session is started. Default: none.
        public var publicPages: Set<String> = []
        /// The static assets every page references. Default: 8 assets of 4-32 KiB, build `nowweb-1`.
        public var assets = Assets()
        /// The faults in effect at start; switch them later with `setFaults(_:)`. Default: none.
        public var faults = Faults()
        /// HTTPS on both listeners (`https://127.0.0.1:<port>`, a certificate of a ``TestCertificateAuthority``),
        /// with the session cookies marked `Secure; SameSite=None` as an instance marks them, or `nil` (the
        /// default) for plain HTTP.
        public var tls: TLS?
        /// A path that answers `401` with `WWW-Authenticate: Basic realm="NowWeb emulator"` (RFC 7617), as a web
        /// server or proxy in front of an instance does, until a request carries one of ``users``' names and
        /// passwords in Basic `Authorization`; then a page naming the user. `nil` (the default) for none.
        public var basicAuthenticationPath: String?
        /// The instance listener's port; 0 (the default) picks a free one.
        public var port: UInt16 = 0
        /// The foreign host (SAML identity provider) listener's port; 0 (the default) picks a free one.
        public var foreignPort: UInt16 = 0
        /// Extra HTML documents the foreign host serves, by path (`/widget`), such as a third-party widget an
        /// instance page embeds with `?embed=<path>` on its home page. Default: none.
        public var foreignPages: [String: String] = [:]
        /// The wall clock the emulator starts from. Default `nil`: the system clock.
        ///
        /// `advanceTime(by:)` moves the emulator's time forward from whatever this returns, so tests can
        /// keep the system clock and still expire sessions and tokens without waiting.
        public var now: (@Sendable () -> Date)?
        /// The largest request head (request line and headers) accepted before answering 413. Default 16 KiB.
        public var maximumRequestHeadBytes = 16 * 1024
        /// The largest request body accepted before answering 413. Default 1 MiB.
        public var maximumRequestBodyBytes = 1024 * 1024
        /// How long a started request may take to arrive in full before 408. Default 10 s.
        public var requestTimeout: Duration = .seconds(10)
        /// How long an idle keep-alive connection stays open. Default 60 s.
        public var idleConnectionTimeout: Duration = .seconds(60)
        /// The most client connections served at once (each on a thread of its own); one more is answered
        /// `503 Service Unavailable` at once and closed, and is not in the request log. Default 256.
        public var maximumConnections = 256
        /// How many requests the request log keeps (oldest dropped first); 0 keeps none. Default 100 000.
        public var requestLogLimit = 100_000

        /// Per-request latency, the same as `faults.latency`. Default zero.
        public var latency: Duration {
            get { faults.latency }
            set { faults.latency = newValue }
        }

        /// The defaults described on each property.
        public init() {}
    }

    /// A user who can sign in with a password (and be named by a JWT's `sub`).
    public struct User: Sendable, Hashable {
        /// The user name (`user_name`).
        public var name: String
        /// The password.
        public var password: String

        /// A user with `name` and `password`.
        public init(name: String, password: String) {
            self.name = name
            self.password = password
        }
    }

    /// The static assets every page references, with sizes spread evenly between the two bounds.
    public struct Assets: Sendable, Equatable {
        /// How many assets each page references (scripts, styles, UX bundles and images in turn). Default 8.
        public var count = 8
        /// The smallest asset in bytes. Default 4 KiB.
        public var minimumBytes = 4 * 1024
        /// The largest asset in bytes. Default 32 KiB.
        public var maximumBytes = 32 * 1024
        /// The build stamp in `?v=` and `?uxpcb=` query strings. Default `nowweb-1`.
        public var build = "nowweb-1"

        /// The defaults described on each property.
        public init() {}
    }
}

extension InstanceEmulator {
    /// How the emulated token endpoint words a refused grant or client.
    public enum GrantErrorStyle: Sendable, Equatable {
        /// RFC 6749 §5.2: `400 invalid_grant`, `401 invalid_client`.
        case rfc6749
        /// As instances answer: `401 {"error":"server_error","error_description":"access_denied"}`.
        case instance
    }
}
