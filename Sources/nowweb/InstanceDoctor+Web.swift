import Foundation
import NowInternal
import NowSDK
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension InstanceDoctor {
    /// The page loaded with the bearer token, then without any credential, and what both answers tell. The
    /// page's URL is the one the SDK's rule for credentials (``CredentialScope``) resolves it to: nothing is
    /// sent when the rule refuses it.
    func webChecks(_ token: AccessToken, scope: CredentialScope) async -> [DoctorCheck] {
        guard let relative = URL(string: page), case .success(let url) = scope.requestURL(for: relative) else {
            let later = Self.laterChecks.suffix(7)
            let refused = DoctorCheck.fail(
                later[later.startIndex].id, later[later.startIndex].title,
                "GET \(page) is not on \(scope.origin.serialization): the bearer token goes to the instance only",
                fix: "give with --page a path on the instance, such as /mesp")
            return [refused] + later.dropFirst().map { DoctorCheck.skip($0.id, $0.title, because: "bad --page") }
        }
        let html = ["Accept": "text/html"]
        let bearer = try? await transport.send(
            NowHTTPRequest(
                method: "GET", url: url, headers: html.merging(["Authorization": "Bearer \(token.value)"]) { $1 }))
        let anonymous = try? await transport.send(NowHTTPRequest(method: "GET", url: url, headers: html))
        let cookies = bearer.map(Self.cookieNames) ?? []
        let session = bearer.map { (200..<300).contains($0.statusCode) && !cookies.isEmpty } ?? false
        return [
            bearerCheck(bearer, cookies: cookies, secrets: [token.value]),
            idleTimeoutCheck(bearer, session: session, token: token),
            sessionCookieCheck(bearer, session: session),
            loginVariantCheck(anonymous),
            loggedInHeaderCheck(bearer, anonymous, session: session),
            cabrilloCheck(bearer, session: session),
            await dataRequestCheck(),
        ]
    }

    private func bearerCheck(_ response: NowHTTPResponse?, cookies: [String], secrets: [String]) -> DoctorCheck {
        let title = "bearer load starts a session"
        let fix =
            "let the OAuth client's tokens open UI sessions (no Enforce Token Restrictions on it, no token-only "
            + "access policy on the pages), and pick an existing page with --page"
        guard let response else {
            return .fail("bearer-session", title, "GET \(page) with the bearer token got no answer", fix: fix)
        }
        guard (200..<300).contains(response.statusCode) else {
            let answer = HTTPAnswerSummary.describe(response, secrets: secrets)
            return .fail("bearer-session", title, "GET \(page) with the bearer token got \(answer)", fix: fix)
        }
        guard !cookies.isEmpty else {
            return .fail(
                "bearer-session", title, "GET \(page) answered HTTP \(response.statusCode) but set no cookie", fix: fix)
        }
        return .pass(
            "bearer-session", title,
            "HTTP \(response.statusCode), cookies \(cookies.joined(separator: ", ")) (values not shown)")
    }

    private func idleTimeoutCheck(_ response: NowHTTPResponse?, session: Bool, token: AccessToken) -> DoctorCheck {
        let title = "idle timeout announced"
        guard session, let response else { return .skip("idle-timeout", title, because: "no web session") }
        let tokenMinutes = token.expiresAt.map { Int(($0.timeIntervalSince(clock.now()) / 60).rounded()) }
        let tokenText =
            tokenMinutes.map {
                "; the access token lasts \($0) min, and on hardened instances the "
                    + "session ends with it: NowWeb refreshes the token ahead and bridges again when it does"
            } ?? ""
        guard let seconds = Self.maxAge(of: "glide_session_store", in: response.header("Set-Cookie") ?? "") else {
            return .pass(
                "idle-timeout", title,
                "not announced (no glide_session_store Max-Age); NowWeb notices expiry by the login answer\(tokenText)")
        }
        return .pass(
            "idle-timeout", title, "\(seconds / 60) min (glide_session_store Max-Age=\(seconds))\(tokenText)")
    }

    /// The attributes the instance sets its session cookie with: over HTTPS `Secure; HttpOnly; SameSite=None`
    /// is what the emulator's TLS mode sets and what the engines' cookie rules are tested on.
    private func sessionCookieCheck(_ response: NowHTTPResponse?, session: Bool) -> DoctorCheck {
        let title = "session cookie attributes"
        guard session, let header = response?.header("Set-Cookie") else {
            return .skip("session-cookie", title, because: "no web session")
        }
        guard let flags = Self.flags(of: "JSESSIONID", in: header) else {
            return .skip("session-cookie", title, because: "the session set no JSESSIONID cookie")
        }
        let shown = flags.isEmpty ? "none" : flags.joined(separator: "; ")
        let secure = origin.scheme == "https"
        let expected = secure ? ["Secure", "HttpOnly", "SameSite=None"] : ["HttpOnly"]
        let missing = expected.filter { wanted in !flags.contains { $0.caseInsensitiveCompare(wanted) == .orderedSame }
        }
        let note =
            missing.isEmpty
            ? (secure ? ", as the emulator's TLS mode sets it" : " (plain HTTP: no Secure)")
            : "; unlike the emulator's TLS mode, without \(missing.joined(separator: ", ")): NowWeb does not "
                + "depend on it, report it with the instance's version"
        return .pass("session-cookie", title, "JSESSIONID: \(shown)\(note)")
    }

    private func loginVariantCheck(_ response: NowHTTPResponse?) -> DoctorCheck {
        let title = "unauthenticated page"
        let fix =
            "choose with --page a page that needs sign-in; if the instance sends users to its own login page, add "
            + "its path to LoginPageDetector.Configuration.additionalLoginPaths"
        guard let response else { return .fail("login-variant", title, "GET \(page) got no answer", fix: fix) }
        guard let scope = InstanceScope(instanceURL: origin) else {
            return .fail("login-variant", title, "the instance URL has no origin", fix: fix)
        }
        let detector = LoginPageDetector(scope: scope)
        if (300..<400).contains(response.statusCode), let location = response.header("Location"),
            let target = URL(string: location, relativeTo: origin)?.absoluteURL
        {
            let shown = scope.contains(target) ? target.path : "\(target.host ?? "?") (another host)"
            guard case .login(let reason) = detector.verdict(for: target) else {
                guard !scope.contains(target), target.scheme == "http" || target.scheme == "https" else {
                    return .fail(
                        "login-variant", title,
                        "HTTP \(response.statusCode) to \(shown), not a login page NowWeb knows", fix: fix)
                }
                return .pass(
                    "login-variant", title,
                    "HTTP \(response.statusCode) to \(shown): a sign-in page off the instance (such as "
                        + "glide.authenticate.failed_requirement_redirect's); NowWeb cancels that hop and loads the "
                        + "page again with a fresh bearer token, which the instance serves")
            }
            return .pass(
                "login-variant", title,
                "HTTP \(response.statusCode) to \(shown): \(Self.describe(reason)); NowWeb cancels that hop and "
                    + "loads the page again with a fresh bearer token (a capped number of times)")
        }
        if response.header("X-Is-Logged-In")?.lowercased() == "false", (200..<300).contains(response.statusCode) {
            if String(decoding: response.body, as: UTF8.self).contains("name=\"SAMLRequest\"") {
                return .pass(
                    "login-variant", title,
                    "HTTP \(response.statusCode) at the page with X-Is-Logged-In: false and a form that posts a "
                        + "SAMLRequest (SAML's HTTP-POST binding); NowWeb stops that page before its form is sent "
                        + "and bridges again")
            }
            return .pass(
                "login-variant", title,
                "HTTP \(response.statusCode) at the page with X-Is-Logged-In: false (login served in place); NowWeb "
                    + "treats it as a login page and bridges again")
        }
        return .fail(
            "login-variant", title,
            "GET \(page) without a session got \(HTTPAnswerSummary.describe(response)): no login answer NowWeb "
                + "can recognise", fix: fix)
    }

    private func loggedInHeaderCheck(
        _ bearer: NowHTTPResponse?, _ anonymous: NowHTTPResponse?, session: Bool
    ) -> DoctorCheck {
        let title = "X-Is-Logged-In"
        guard session else { return .skip("x-is-logged-in", title, because: "no web session") }
        let signedIn = bearer?.header("X-Is-Logged-In")?.lowercased()
        guard signedIn == "true" else {
            return .fail(
                "x-is-logged-in", title, "not \"true\" on the bearer load (\(signedIn ?? "absent"))",
                fix: "make sure no proxy in front of the instance strips X-Is-Logged-In; NowWeb then relies on "
                    + "the login URLs alone")
        }
        let without = anonymous?.header("X-Is-Logged-In").map { ", \"\($0)\" without a session" } ?? ""
        return .pass("x-is-logged-in", title, "\"true\" on the bearer load\(without)")
    }

    private func cabrilloCheck(_ response: NowHTTPResponse?, session: Bool) -> DoctorCheck {
        let title = "Cabrillo script"
        guard session, let response else { return .skip("cabrillo", title, because: "no web session") }
        let html = String(decoding: response.body, as: UTF8.self)
        guard html.range(of: "cabrillo", options: .caseInsensitive) != nil else {
            return .fail(
                "cabrillo", title,
                "\(page) does not load Cabrillo (native titles, buttons and flow ends will not "
                    + "reach the app)",
                fix: "use Service Portal pages (they load Cabrillo) or add the Mobile App Bridge to UI Builder pages; "
                    + "check another page with --page")
        }
        return .pass("cabrillo", title, "\(page) loads the Cabrillo script")
    }

    static func describe(_ reason: LoginPageDetector.Reason) -> String {
        switch reason {
        case .loginPage: "the local login page"
        case .sessionTimeout: "the session timeout interstitial"
        case .loginRedirect: "the login_redirect.do interstitial"
        case .portalLogin: "a portal login page"
        case .singleSignOn: "single sign-on at the identity provider"
        case .loggedOut: "the logged-out page"
        case .passwordReset: "the password reset page"
        case .notLoggedIn: "a page marked X-Is-Logged-In: false"
        case .appLoginPath: "a login path the app declared"
        }
    }

    /// The names of the cookies a response sets (FoundationNetworking joins `Set-Cookie` lines with commas).
    static func cookieNames(_ response: NowHTTPResponse) -> [String] {
        guard let header = response.header("Set-Cookie") else { return [] }
        return attributes(header).compactMap { attribute in
            attribute.isCookieStart ? String(attribute.text.prefix { $0 != "=" }) : nil
        }
    }

    /// `Max-Age` of cookie `name` in a (possibly comma-joined) `Set-Cookie` header.
    static func maxAge(of name: String, in header: String) -> Int? {
        var inside = false
        for attribute in attributes(header) {
            if attribute.isCookieStart { inside = attribute.text.hasPrefix(name + "=") }
            if inside, attribute.text.lowercased().hasPrefix("max-age=") {
                return Int(attribute.text.dropFirst("max-age=".count))
            }
        }
        return nil
    }

    /// The attributes of cookie `name` in a (possibly comma-joined) `Set-Cookie` header, without `Path`,
    /// `Domain`, `Expires` and `Max-Age` (`Secure`, `HttpOnly`, `SameSite=...`); `nil` when it sets no such
    /// cookie. Values are never part of the answer.
    static func flags(of name: String, in header: String) -> [String]? {
        var found: [String]?
        var inside = false
        for attribute in attributes(header) {
            if attribute.isCookieStart {
                inside = attribute.text.hasPrefix(name + "=")
                if inside { found = [] }
                continue
            }
            let key = attribute.text.prefix { $0 != "=" }.lowercased()
            if inside, !["path", "domain", "expires", "max-age"].contains(key) { found?.append(attribute.text) }
        }
        return found
    }

    /// The `;`-separated pieces of a `Set-Cookie` header, split again where a comma starts a new cookie
    /// (`, name=`), but not inside an `Expires` date (`Thu, 01 Jan ...`).
    private static func attributes(_ header: String) -> [(text: String, isCookieStart: Bool)] {
        var result: [(text: String, isCookieStart: Bool)] = []
        var startsCookie = true
        for piece in header.split(separator: ";", omittingEmptySubsequences: false) {
            var pieces = piece.components(separatedBy: ",")
            var current = pieces.removeFirst()
            for next in pieces {
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                if let equals = trimmed.firstIndex(of: "="), !trimmed[..<equals].contains(" "),
                    !trimmed[..<equals].isEmpty
                {
                    result.append((current.trimmingCharacters(in: .whitespaces), startsCookie))
                    current = trimmed
                    startsCookie = true
                } else {
                    current += "," + next
                }
            }
            result.append((current.trimmingCharacters(in: .whitespaces), startsCookie))
            startsCookie = false
        }
        return result.filter { !$0.text.isEmpty }
    }
}
