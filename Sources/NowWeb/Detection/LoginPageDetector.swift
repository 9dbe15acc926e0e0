import Foundation
import NowInternal

/// Recognises the pages a ServiceNow instance shows instead of the one asked for when the web session is
/// gone: its login pages, interstitials and single sign-on hops.
///
/// Built-in rules, on the instance's origin (paths compare case-insensitively):
///
/// | Rule | Reason |
/// |---|---|
/// | `/login.do` (any query, such as `sysparm_goto_url`), `/side_door.do` | ``Reason/loginPage`` |
/// | `/session_timeout.do` | ``Reason/sessionTimeout`` |
/// | `/login_redirect.do` | ``Reason/loginRedirect`` |
/// | any path with `id=login` (`/sp?id=login`, `/esc?id=login`, custom portals) | ``Reason/portalLogin`` |
/// | `/login_with_sso.do` | ``Reason/singleSignOn`` |
/// | `/external_logout_complete.do`, `/logout_success.do` | ``Reason/loggedOut`` |
/// | `/$pwd_reset.do` | ``Reason/passwordReset`` |
/// | a response with `X-Is-Logged-In: false` | ``Reason/notLoggedIn`` |
///
/// Off the instance, a URL is a single sign-on hop when it carries a `SAMLRequest` parameter, when its
/// `redirect_uri` parameter points back to the instance (OpenID Connect), or when its host is one of
/// ``Configuration/identityProviderHosts``. Whether such a hop counts depends on how the navigation came
/// about, which ``WebSessionMachine`` decides.
public struct LoginPageDetector: Sendable, Equatable {
    /// What the detector concluded about a URL or a response.
    public enum Verdict: Sendable, Equatable {
        /// An ordinary page.
        case notLogin
        /// A login page, interstitial or sign-on hop: the web session is gone.
        case login(Reason)
    }

    /// Which kind of login page a ``Verdict/login(_:)`` found.
    public enum Reason: String, Sendable, Equatable {
        /// The local login page (`/login.do`, `/side_door.do`).
        case loginPage
        /// The session timeout interstitial (`/session_timeout.do`).
        case sessionTimeout
        /// The redirect page that leads to login (`/login_redirect.do`).
        case loginRedirect
        /// A portal's login page (`?id=login`).
        case portalLogin
        /// Single sign-on: `/login_with_sso.do` or a hop to an identity provider.
        case singleSignOn
        /// A logout landing page (`/external_logout_complete.do`, `/logout_success.do`).
        case loggedOut
        /// The password reset page (`/$pwd_reset.do`).
        case passwordReset
        /// A response that says `X-Is-Logged-In: false`.
        case notLoggedIn
        /// One of the app's ``Configuration/additionalLoginPaths``.
        case appLoginPath
    }

    /// The rules an app can extend.
    public struct Configuration: Sendable, Equatable {
        /// More paths on the instance that are login pages, such as `/my_login.do`. Default: none.
        public var additionalLoginPaths: Set<String>
        /// The values of a portal's `id` parameter that show its login page. Default: `["login"]`.
        public var portalLoginPageIDs: Set<String>
        /// Hosts of the instance's identity providers; a host also matches its subdomains (`okta.com`
        /// matches `acme.okta.com`). Default: none (SAML and OpenID Connect hops are recognised anyway).
        public var identityProviderHosts: Set<String>
        /// Whether a response with `X-Is-Logged-In: false` is a login page. Default: `true`. Turn it off
        /// for guest users, whose public pages all say so.
        public var treatsNotLoggedInResponsesAsLogin: Bool

        /// Makes a configuration; every parameter defaults to the documented default.
        public init(
            additionalLoginPaths: Set<String> = [],
            portalLoginPageIDs: Set<String> = ["login"],
            identityProviderHosts: Set<String> = [],
            treatsNotLoggedInResponsesAsLogin: Bool = true
        ) {
            self.additionalLoginPaths = additionalLoginPaths
            self.portalLoginPageIDs = portalLoginPageIDs
            self.identityProviderHosts = identityProviderHosts
            self.treatsNotLoggedInResponsesAsLogin = treatsNotLoggedInResponsesAsLogin
        }
    }

    private static let builtInPaths: [String: Reason] = [
        "/login.do": .loginPage,
        "/side_door.do": .loginPage,
        "/session_timeout.do": .sessionTimeout,
        "/login_redirect.do": .loginRedirect,
        "/login_with_sso.do": .singleSignOn,
        "/external_logout_complete.do": .loggedOut,
        "/logout_success.do": .loggedOut,
        "/$pwd_reset.do": .passwordReset,
    ]

    /// The instance whose pages the detector judges.
    public let scope: InstanceScope
    /// The rules in force.
    public let configuration: Configuration
    private let appPaths: Set<String>
    private let portalIDs: Set<String>
    private let identityProviders: [String]

    /// Makes a detector for the instance of `scope` with the app's `configuration`.
    public init(scope: InstanceScope, configuration: Configuration = Configuration()) {
        self.scope = scope
        self.configuration = configuration
        self.appPaths = Set(configuration.additionalLoginPaths.map { Self.normalizedPath($0) })
        self.portalIDs = Set(configuration.portalLoginPageIDs.map { $0.lowercased() })
        self.identityProviders = configuration.identityProviderHosts.map { $0.lowercased() }
    }

    /// Judges a URL about to be loaded or just reached.
    public func verdict(for url: URL) -> Verdict {
        scope.contains(url) ? instanceVerdict(for: url) : foreignVerdict(for: url)
    }

    /// Judges a response: its URL, and on the instance its `X-Is-Logged-In` header.
    public func verdict(for response: WebResponse) -> Verdict {
        let byURL = verdict(for: response.url)
        guard byURL == .notLogin, configuration.treatsNotLoggedInResponsesAsLogin, scope.contains(response.url),
            response.headers["x-is-logged-in"]?.trimmingCharacters(in: .whitespaces).lowercased() == "false"
        else { return byURL }
        return .login(.notLoggedIn)
    }

    private func instanceVerdict(for url: URL) -> Verdict {
        // Servlet containers may append the session to the path (`/login.do;jsessionid=...`).
        let path = Self.normalizedPath(String(url.path.prefix { $0 != ";" }))
        if let reason = Self.builtInPaths[path] { return .login(reason) }
        if appPaths.contains(path) { return .login(.appLoginPath) }
        let pageIDs = Self.queryItems(of: url).filter { $0.name == "id" }.compactMap { $0.value?.lowercased() }
        if pageIDs.contains(where: portalIDs.contains) { return .login(.portalLogin) }
        return .notLogin
    }

    private func foreignVerdict(for url: URL) -> Verdict {
        guard let origin = URLOrigin(url) else { return .notLogin }
        if identityProviders.contains(where: { origin.host == $0 || origin.host.hasSuffix("." + $0) }) {
            return .login(.singleSignOn)
        }
        let items = Self.queryItems(of: url)
        if items.contains(where: { $0.name == "SAMLRequest" }) { return .login(.singleSignOn) }
        let returnsToInstance = items.contains {
            $0.name == "redirect_uri" && $0.value.flatMap(URL.init(string:)).map(scope.contains) == true
        }
        return returnsToInstance ? .login(.singleSignOn) : .notLogin
    }

    private static func normalizedPath(_ path: String) -> String {
        let lowered = path.lowercased()
        return lowered.hasPrefix("/") ? lowered : "/" + lowered
    }

    private static func queryItems(of url: URL) -> [URLQueryItem] {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
    }
}
