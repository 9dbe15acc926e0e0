import Foundation
import NowInternal

extension EmulatedInstance {
    /// Whether a UI request may proceed, and the cookies to set when it started a session.
    enum SessionGate {
        case session(EmulatorState.WebSession, setCookies: [String])
        case denied
    }

    /// Finds or starts the web session for a UI request: a valid bearer token starts (or renews) one, a
    /// valid `JSESSIONID` continues one and extends its idle timeout.
    func authenticate(_ request: HTTPRequest) -> SessionGate {
        let now = self.now
        let cookie = request.cookies["JSESSIONID"]
        let bearer = Self.bearerToken(in: request)
        return state.withLock { state in
            var existing = cookie.flatMap { state.sessions[$0] }
            if let session = existing, !isAlive(session, at: now) {
                state.sessions[session.id] = nil
                existing = nil
            }
            if let bearer, !state.faults.freshTokenLandsOnLogin, !state.faults.bearersTurnedAway.contains(bearer),
                let user = state.user(forAccessToken: bearer, at: now)
            {
                let tokenExpiry = state.accessTokens[bearer]?.expiresAt
                if var session = existing, session.user == user {
                    session.lastSeen = now
                    session.tokenExpiresAt = max(session.tokenExpiresAt ?? .distantPast, tokenExpiry ?? .distantPast)
                    session.accessToken = bearer
                    state.sessions[session.id] = session
                    return .session(session, setCookies: [])
                }
                guard !state.faults.refuseNewSessions else { return .denied }
                let session = makeSession(user: user, at: now, accessToken: bearer, tokenExpiresAt: tokenExpiry)
                admit(session, into: &state)
                return .session(session, setCookies: sessionCookies(session, at: now))
            }
            guard var session = existing else { return .denied }
            session.lastSeen = now
            state.sessions[session.id] = session
            return .session(session, setCookies: [])
        }
    }

    /// Whether `session` is still valid at `now` (idle timeout, absolute life span, and token expiry in
    /// hardened mode).
    func isAlive(_ session: EmulatorState.WebSession, at now: Date) -> Bool {
        guard now < session.lastSeen.addingTimeInterval(configuration.sessionTimeout.secondsValue) else { return false }
        if configuration.hardenedSessions, let expiry = session.tokenExpiresAt, expiry <= now { return false }
        if let span = configuration.sessionLifeSpan, now >= session.startedAt.addingTimeInterval(span.secondsValue) {
            return false
        }
        return true
    }

    func makeSession(
        user: String, at now: Date, accessToken: String?, tokenExpiresAt: Date?
    ) -> EmulatorState.WebSession {
        EmulatorState.WebSession(
            id: Digest.randomBytes(16).hexString.uppercased(), user: user,
            csrfToken: Digest.randomBytes(24).hexString, lastSeen: now, tokenExpiresAt: tokenExpiresAt,
            accessToken: accessToken, startedAt: now)
    }

    /// The `Set-Cookie` values a new session sends: in the TLS mode as an instance sends them over HTTPS
    /// (`Secure; HttpOnly; SameSite=None`, the Remember-me cookies cleared, `glide_node_id_for_js` for scripts).
    func sessionCookies(_ session: EmulatorState.WebSession, at now: Date) -> [String] {
        let timeout = Int((configuration.announcedSessionTimeout ?? configuration.sessionTimeout).secondsValue)
        let route = Digest.sha256(Data(session.id.utf8)).prefix(16).hexString
        let store = Digest.sha256(Data("store-\(session.id)".utf8)).prefix(16).hexString.uppercased()
        let flags = cookieFlags
        var cookies = [
            "JSESSIONID=\(session.id); Path=/; \(flags)",
            "glide_user_route=glide.\(route); Max-Age=2147483647; Path=/; \(flags)",
            "glide_session_store=\(store); Max-Age=\(timeout); "
                + "Expires=\(HTTPDate.string(from: now.addingTimeInterval(Double(timeout)))); Path=/; \(flags)",
            "BIGipServerpool_nowweb=2936276490.36895.0000; Path=/; \(flags)",
        ]
        if configuration.tls != nil {
            let node = Digest.sha256(Data("node-\(session.id)".utf8)).prefix(16).hexString
            cookies += [
                "glide_node_id_for_js=\(node); Path=/; Secure; SameSite=None",
                "glide_user=; Max-Age=0; \(Self.epoch); Path=/; \(flags)",
                "glide_user_session=; Max-Age=0; \(Self.epoch); Path=/; \(flags)",
            ]
        }
        return cookies
    }

    /// `Set-Cookie` values that delete the session cookies.
    var clearedSessionCookies: [String] {
        let names = ["JSESSIONID", "glide_user_route", "glide_session_store", "BIGipServerpool_nowweb"]
        let extra = configuration.tls == nil ? [] : ["glide_node_id_for_js"]
        return (names + extra).map { "\($0)=; Max-Age=0; \(Self.epoch); Path=/; \(cookieFlags)" }
    }

    private static let epoch = "Expires=Thu, 01 Jan 1970 00:00:00 GMT"

    /// The attributes after `Path` of an HttpOnly session cookie: `HttpOnly`, and over TLS
    /// `Secure; HttpOnly; SameSite=None`, as an instance sets `JSESSIONID`.
    private var cookieFlags: String {
        configuration.tls == nil ? "HttpOnly" : "Secure; HttpOnly; SameSite=None"
    }

    /// The answer to a UI request without a valid session, per the configured expiry variant.
    func expiryResponse(for request: HTTPRequest) -> HTTPResponse {
        let page = request.path + (request.query.map { "?\($0)" } ?? "")
        let goto = "sysparm_goto_url=" + FormEncoding.escape(page)
        let foreign = addresses.current.foreign.absoluteString
        switch state.withLock({ $0.expiryVariant }) {
        case .loginRedirect: return .redirect("/login.do?\(goto)")
        case .sessionTimeoutPage: return .redirect("/session_timeout.do?\(goto)")
        case .loginRedirectDo: return .redirect("/login_redirect.do?\(goto)")
        case .servicePortalLogin: return .redirect("/sp?id=login&\(goto)")
        case .employeeCenterLogin: return .redirect("/esc?id=login&\(goto)")
        case .inPlaceLogin: return .page(loginHTML(goto: page, message: nil), loggedIn: false)
        case .unauthorized: return .page(loginHTML(goto: page, message: nil), status: 401, loggedIn: false)
        case .samlRedirect:
            return .redirect(
                "\(foreign)/saml2/idp/sso?SAMLRequest=\(FormEncoding.escape(Self.samlRequest()))&RelayState="
                    + FormEncoding.escape(page))
        case .samlPostBinding:
            let html = """
                <!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting</title></head>
                <body onload="document.forms[0].submit()">
                <form method="post" action="\((foreign + "/saml2/idp/sso").htmlEscaped)">
                <input type="hidden" name="SAMLRequest" value="\(Self.samlRequest())">
                <input type="hidden" name="RelayState" value="\(page.htmlEscaped)">
                <noscript><button type="submit">Continue</button></noscript></form></body></html>
                """
            return .page(html, loggedIn: false)
        case .failedRequirementRedirect:
            return .redirect(foreign + Self.signInPortalPath)
        }
    }

    /// The sign-in portal off the instance that `glide.authenticate.failed_requirement_redirect` names, on the
    /// foreign listener.
    static let signInPortalPath = "/portal/sign-in"

    /// A fresh `AuthnRequest`, base64-encoded (as the POST binding carries it; the redirect binding's is
    /// escaped into the query on top).
    private static func samlRequest() -> String {
        Data(
            #"<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_\#(Digest.randomBytes(8).hexString)" Version="2.0"/>"#
                .utf8
        ).base64EncodedString()
    }

    /// The bearer token in `Authorization`, if any.
    static func bearerToken(in request: HTTPRequest) -> String? {
        guard let value = request.header("Authorization"), value.lowercased().hasPrefix("bearer ") else { return nil }
        let token = HTTPHead.trimmed(value.dropFirst(7))
        return token.isEmpty ? nil : token
    }
}
