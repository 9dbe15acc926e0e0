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
/// | `/validate_multifactor_auth_code.do` (MFA), `/security_interceptor.do` (stale CSRF token) | ``Reason/loginPage`` |
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
/// about, which `WebSessionMachine` decides; it also counts any other redirect off the instance of a request
/// that carried cookies only as a sign-on hop, since only it knows which requests carried the bearer.
package struct LoginPageDetector: Sendable, Equatable {
    /// What the detector concluded about a URL or a response.
    package enum Verdict: Sendable, Equatable {
        /// An ordinary page.
        case notLogin
        /// A login page, interstitial or sign-on hop: the web session is gone.
        case login(Reason)
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
        // The MFA code page that follows a local login (KB0858461), and the page a state-changing request with a
        // CSRF token of no current session lands on: neither is a page of a live bearer-bridged session.
        "/validate_multifactor_auth_code.do": .loginPage,
        "/security_interceptor.do": .loginPage,
    ]

    /// The app's rules (``NowWebService/LoginDetection``).
    package typealias Configuration = NowWebService.LoginDetection
    /// Which kind of login page a verdict found (``NowWebViewController/Activity/ExpiryReason``).
    package typealias Reason = NowWebViewController.Activity.ExpiryReason

    /// The instance whose pages the detector judges.
    package let scope: InstanceScope
    /// The rules in force.
    package let configuration: Configuration
    private let appPaths: Set<String>
    private let portalIDs: Set<String>
    private let identityProviders: [String]

    /// Makes a detector for the instance of `scope` with the app's `configuration`.
    package init(scope: InstanceScope, configuration: Configuration = Configuration()) {
        self.scope = scope
        self.configuration = configuration
        self.appPaths = Set(configuration.additionalLoginPaths.map { Self.normalizedPath($0) })
        self.portalIDs = Set(configuration.portalLoginPageIDs.map { $0.lowercased() })
        self.identityProviders = configuration.identityProviderHosts.map { $0.lowercased() }
    }

    /// Judges a URL about to be loaded or just reached.
    package func verdict(for url: URL) -> Verdict {
        scope.contains(url) ? instanceVerdict(for: url) : foreignVerdict(for: url)
    }

    /// Judges a response: its URL, and on the instance its `X-Is-Logged-In` header.
    package func verdict(for response: WebResponse) -> Verdict {
        let byURL = verdict(for: response.url)
        guard byURL == .notLogin, configuration.treatsNotLoggedInResponsesAsLogin, scope.contains(response.url),
            response.isLoggedIn == false
        else { return byURL }
        return .login(.notLoggedIn)
    }

    /// Whether a main-frame response says the session is gone by its header alone (`X-Is-Logged-In: false`;
    /// its URL is judged where the hop is): never for a guest, whose public pages say they are not logged in.
    package func saysNotLoggedIn(_ response: WebResponse, isGuest: Bool) -> Bool {
        !isGuest && verdict(for: response) == .login(.notLoggedIn)
    }

    /// Whether a request the page sent and the instance refused means the session is gone: a `401` that does not
    /// say the session is alive (`X-Is-Logged-In: true` is the endpoint's own refusal, such as a scripted REST
    /// API's, which a reload would not change), or any answer that says `X-Is-Logged-In: false`.
    ///
    /// - Parameters:
    ///   - status: The refused request's status.
    ///   - loggedIn: Its `X-Is-Logged-In` header, if any.
    package func refusalEndsSession(status: Int, loggedIn: String?) -> Bool {
        let header = loggedIn?.trimmingCharacters(in: .whitespaces).lowercased()
        return (status == 401 && header != "true") || header == "false"
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

extension LoginPageDetector {
    /// Where a main-frame hop leads, as far as the session is concerned.
    package enum Destination: Equatable {
        /// An ordinary page on the instance (or `about:blank`).
        case page
        /// A login page: the session is gone.
        case login(LoginPageDetector.Reason)
        /// Off the instance or not http(s): for the app to handle.
        case unsupported
        /// A scheme that is dropped without telling the app (``InstanceScope/refusedSchemes``).
        case refused
    }

    /// Where a main-frame server redirect to `url` leads. As ``destination(of:kind:)`` says, except that an
    /// http(s) redirect off the instance of a navigation that went with cookies only (`cookieOnly`: the user
    /// has a token and the navigation carried no bearer) is a sign-on hop: an instance sends a request it will
    /// not serve without a session to a sign-in page of its own choosing
    /// (`glide.authenticate.failed_requirement_redirect`, an identity provider the app did not list in
    /// ``NowWebService/LoginDetection/identityProviderHosts``). After a bearer the instance serves its pages, so
    /// there the same redirect is an ordinary page off the instance, for the app: a live session's redirect away
    /// costs one recovery, never a loop. A guest has no session to restore, and a scheme other than http(s) is
    /// no sign-in page.
    package func redirectDestination(to url: URL, cookieOnly: Bool) -> Destination {
        let destination = destination(of: url, kind: .redirect)
        let scheme = url.scheme?.lowercased()
        guard destination == .unsupported, scheme == "http" || scheme == "https", cookieOnly else {
            return destination
        }
        return .login(.singleSignOn)
    }

    /// Classifies a main-frame hop. An off-instance sign-on hop counts as login only when the server or a
    /// script led there (a redirect during a bridge or after expiry, or the self-submitting form of SAML's
    /// POST binding), never when the user followed a link.
    package func destination(of url: URL, kind: NavigationKind) -> Destination {
        if InstanceScope.refuses(url) { return .refused }
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            return url.absoluteString.lowercased() == "about:blank" ? .page : .unsupported
        }
        let onInstance = scope.contains(url)
        switch verdict(for: url) {
        case .login(let reason) where onInstance || kind != .linkActivated:
            return .login(reason)
        case .login, .notLogin:
            return onInstance ? .page : .unsupported
        }
    }
}
