/// How the emulator answers a UI page request that has no valid web session.
///
/// Real instances answer an expired session in several ways depending on their configuration; a client
/// must recognise every one of them. `page` below is the requested path and query, percent-encoded.
public enum ExpiryVariant: String, CaseIterable, Sendable {
    /// `302 Location: /login.do?sysparm_goto_url=<page>` (the default).
    case loginRedirect
    /// `302 Location: /session_timeout.do?sysparm_goto_url=<page>`; that page answers 200 with
    /// `X-Is-Logged-In: false` and sends the browser to `/login.do` by script and by meta refresh.
    case sessionTimeoutPage
    /// `302 Location: /login_redirect.do?sysparm_goto_url=<page>`; that page answers 200 with
    /// `X-Is-Logged-In: false` and sends the top window to `/login.do` by script and by meta refresh.
    case loginRedirectDo
    /// `302 Location: /sp?id=login&sysparm_goto_url=<page>`; the portal login answers 200 with
    /// `X-Is-Logged-In: false`.
    case servicePortalLogin
    /// `302 Location: /esc?id=login&sysparm_goto_url=<page>`; the Employee Center login answers 200 with
    /// `X-Is-Logged-In: false`.
    case employeeCenterLogin
    /// The login page served in place: 200 at the requested URL with `X-Is-Logged-In: false`.
    case inPlaceLogin
    /// `401` at the requested URL with `X-Is-Logged-In: false` and the login page's body: how the server of a
    /// Hotwire Native app answers a visit without a session.
    /// No instance is known to answer a UI page so; it exists to measure that peer on its own terms.
    case unauthorized
    /// `302 Location: <foreignBaseURL>/saml2/idp/sso?SAMLRequest=<base64>&RelayState=<page>`, the SSO
    /// identity provider on the emulator's second (foreign) listener, which answers 200 with a login form.
    /// Signing in there posts a `SAMLResponse` back to the instance's `/navpage.do`, which starts a session
    /// and redirects to the `RelayState` page.
    case samlRedirect
    /// SAML's HTTP-POST binding: 200 at the requested URL with `X-Is-Logged-In: false`, a page whose form posts
    /// the `SAMLRequest` and `RelayState` to the identity provider (`<foreignBaseURL>/saml2/idp/sso`) as soon
    /// as it loads, so that no `SAMLRequest` is ever in a URL. (That the instance marks this page
    /// `X-Is-Logged-In: false`, as it does every page served without a session, is not confirmed without a
    /// live instance.)
    case samlPostBinding
    /// `glide.authenticate.failed_requirement_redirect`: `302 Location: <foreignBaseURL>/portal/sign-in`, a
    /// sign-in portal off the instance that the property names, with no parameter that points back.
    case failedRequirementRedirect
}

extension ExpiryVariant {
    /// The path an expired page request is sent to (on the foreign listener for `samlRedirect`,
    /// `samlPostBinding` and `failedRequirementRedirect`), or `nil` for `inPlaceLogin` and `unauthorized`,
    /// which answer at the requested URL. A client that recovers in time never
    /// requests it: assert its absence from the request log.
    public var redirectPath: String? {
        switch self {
        case .loginRedirect: "/login.do"
        case .sessionTimeoutPage: "/session_timeout.do"
        case .loginRedirectDo: "/login_redirect.do"
        case .servicePortalLogin: "/sp"
        case .employeeCenterLogin: "/esc"
        case .samlRedirect, .samlPostBinding: "/saml2/idp/sso"
        case .failedRequirementRedirect: EmulatedInstance.signInPortalPath
        case .inPlaceLogin, .unauthorized: nil
        }
    }
}
