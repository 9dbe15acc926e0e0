import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies of one ``WebDataStore``, kept as RFC 6265bis says and never in `HTTPCookieStorage.shared`.
///
/// The jar does the work itself instead of trusting FoundationNetworking, which on Linux accepts any `Domain`
/// (`Domain=com`, or the instance's domain from a foreign image), sends `Secure` cookies over `http:`, ignores
/// `Path`, keeps `Max-Age` cookies forever and judges `Expires` by the real clock. The rules:
///
/// - `Domain` must domain-match the responding host and must not be a public suffix (the Public Suffix List)
///   nor one of ``sharedTenantDomains``; without it the cookie is host-only. So no response of another site,
///   and none of another customer's instance (`evil.service-now.com` beside `acme.service-now.com`), can set
///   a cookie for the instance.
/// - `Secure` cookies are set and sent only over secure connections: `https`, and loopback `http`
///   (`127.0.0.0/8`, `::1`, `localhost`), which RFC 6265bis counts as "potentially trustworthy" and on which
///   the instance emulator and local development servers run. A plain-http response cannot overwrite a
///   `Secure` cookie.
/// - `Path` defaults to the directory of the request path; cookies go only to paths under theirs.
/// - `Max-Age` wins over `Expires`; both are judged by the injected clock; zero or past deletes.
/// - `__Secure-` cookies need `Secure` and a secure origin; `__Host-` cookies also need `Path=/` and no
///   `Domain`.
/// - `SameSite` is parsed and kept. The headless engine sends only the requests of the pages it loads and runs
///   no script, so it does not withhold cookies by site.
/// - At most 50 cookies a domain and 3,000 in all; the oldest go first.
package final class WebCookieJar: Sendable {
    /// The most cookies kept for one domain.
    package static let maximumCookiesPerDomain = 50
    /// The most cookies kept in all.
    package static let maximumCookies = 3_000
    /// The vendor's domains under which every customer gets an instance, with tenants that do not trust each
    /// other: they are not on the Public Suffix List, but a cookie set for one of them reaches every instance
    /// under it, so it would let any instance (a free developer instance included) toss cookies at another
    /// (session fixation, or a recovery loop). The jar treats them as public suffixes: a `Domain` attribute
    /// naming one is refused. The instance's own cookies are host-only or for its own name, and stay.
    package static let sharedTenantDomains: Set<String> = ["service-now.com", "servicenowservices.com"]

    /// Whether no cookie may name `domain` (lower-cased, without a leading dot) in its `Domain` attribute: a public
    /// suffix by `publicSuffixes`, or one of ``sharedTenantDomains``. The one rule of this jar and of the WebKit
    /// stores, which delete such cookies after WebKit stored them (finding R3-L-5).
    package static func refusesDomainAttribute(_ domain: String, publicSuffixes: PublicSuffixList) -> Bool {
        sharedTenantDomains.contains(domain) || publicSuffixes.isPublicSuffix(domain)
    }

    /// Whether a browser engine's store (WebKitGTK, WKWebView) must delete a cookie it holds for `domain` as the
    /// engine spells it: a leading dot for a cookie set with a `Domain` attribute, the bare host for a host-only
    /// one, which is never deleted. The engines refuse public suffixes themselves; the system's list is used here
    /// too when it can be read, and without it only the shared tenant domains count, because the fail-closed
    /// fallback would delete every domain cookie, an identity provider's included.
    package static func enginesMustDelete(cookieDomain domain: String) -> Bool {
        guard domain.hasPrefix(".") else { return false }
        var name = domain.dropFirst().lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        return refusesDomainAttribute(name, publicSuffixes: enginePublicSuffixes)
    }

    /// The list ``enginesMustDelete(cookieDomain:)`` judges by: the system's when it was read, else none.
    private static let enginePublicSuffixes =
        PublicSuffixList.system.isLoaded ? PublicSuffixList.system : PublicSuffixList(text: "")

    private let now: @Sendable () -> Date
    /// The public suffix list, read the first time a cookie names a `Domain`: reading the system's list takes
    /// longer than a page load at launch, and host-only cookies (the instance's own) never need it.
    private let publicSuffixes: @Sendable () -> PublicSuffixList
    private let stored = Locked<[StoredCookie]>([])

    /// Makes an empty jar that judges expiry with `now`.
    package init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
        self.publicSuffixes = { PublicSuffixList.system }
    }

    /// Makes an empty jar with its own public suffix list.
    package init(now: @escaping @Sendable () -> Date, publicSuffixes: PublicSuffixList) {
        self.now = now
        self.publicSuffixes = { publicSuffixes }
    }

    /// Every unexpired cookie in the jar.
    package var allCookies: [HTTPCookie] {
        unexpired().compactMap(\.httpCookie)
    }

    /// The unexpired cookies a request to `url` carries, longest path first.
    package func cookies(for url: URL) -> [HTTPCookie] {
        matching(url).compactMap(\.httpCookie)
    }

    /// Adds or replaces `cookie`, which the app made and the jar trusts as it is; its `expiresDate`, if any, is
    /// judged by the jar's clock.
    package func setCookie(_ cookie: HTTPCookie) {
        let domain = cookie.domain.lowercased()
        insert(
            StoredCookie(
                name: cookie.name, value: cookie.value,
                domain: domain.hasPrefix(".") ? String(domain.dropFirst()) : domain, hostOnly: !domain.hasPrefix("."),
                path: cookie.path.isEmpty ? "/" : cookie.path, secure: cookie.isSecure, httpOnly: cookie.isHTTPOnly,
                sameSite: nil, expiry: cookie.expiresDate, created: now()))
    }

    /// Removes every cookie.
    package func removeAll() {
        stored.withLock { $0 = [] }
    }

    /// The `Cookie` header value for a request to `url`, or `nil` when no cookie applies.
    package func requestHeaderValue(for url: URL) -> String? {
        let cookies = matching(url)
        guard !cookies.isEmpty else { return nil }
        return cookies.map { $0.name.isEmpty ? $0.value : "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Stores the cookies that a response from `url` sets; those the rules refuse are dropped.
    package func store(responseHeaders headers: [String: String], from url: URL) {
        let setCookie = headers.first { $0.key.caseInsensitiveCompare("Set-Cookie") == .orderedSame }
        guard let setCookie else { return }
        for text in SetCookie.split(setCookie.value) {
            if let parsed = SetCookie(text) { store(parsed, from: url) }
        }
    }

    /// Stores one parsed cookie from a response of `url`, following RFC 6265bis §5.7.
    package func store(_ cookie: SetCookie, from url: URL) {
        guard let origin = URLOrigin(url) else { return }
        let host = origin.host
        let secureOrigin = origin.isTrustworthy
        var domain = host
        var hostOnly = true
        if let attribute = cookie.domain, attribute != host {
            guard StoredCookie.domainMatches(host, attribute),
                !Self.refusesDomainAttribute(attribute, publicSuffixes: publicSuffixes())
            else {
                return
            }
            domain = attribute
            hostOnly = false
        }
        if cookie.secure, !secureOrigin { return }
        let lowercasedName = cookie.name.lowercased()
        if lowercasedName.hasPrefix("__secure-"), !(cookie.secure && secureOrigin) { return }
        if lowercasedName.hasPrefix("__host-"),
            !(cookie.secure && secureOrigin && cookie.domain == nil && cookie.path == "/")
        {
            return
        }
        if cookie.sameSite == SetCookie.SameSite.none, !cookie.secure { return }
        let date = now()
        let expiry: Date? =
            if let maxAge = cookie.maxAge {
                maxAge <= 0 ? .distantPast : date.addingTimeInterval(TimeInterval(maxAge))
            } else {
                cookie.expires
            }
        let path = cookie.path ?? StoredCookie.defaultPath(of: url)
        let candidate = StoredCookie(
            name: cookie.name, value: cookie.value, domain: domain, hostOnly: hostOnly, path: path,
            secure: cookie.secure, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite, expiry: expiry, created: date)
        if !secureOrigin, overwritesASecureCookie(candidate) { return }
        insert(candidate)
    }

    /// RFC 6265bis §5.7 step 16: an insecure response must leave alone a `Secure` cookie of the same name
    /// whose domain and path overlap.
    private func overwritesASecureCookie(_ candidate: StoredCookie) -> Bool {
        stored.withLock { cookies in
            cookies.contains { existing in
                existing.secure && existing.name == candidate.name
                    && (StoredCookie.domainMatches(existing.domain, candidate.domain)
                        || StoredCookie.domainMatches(candidate.domain, existing.domain))
                    && StoredCookie.pathMatches(candidate.path, existing.path)
            }
        }
    }

    private func insert(_ cookie: StoredCookie) {
        let date = now()
        stored.withLock { cookies in
            var cookie = cookie
            if let index = cookies.firstIndex(where: { $0.isSameCookie(as: cookie) }) {
                cookie.created = cookies[index].created
                cookies.remove(at: index)
            }
            if let expiry = cookie.expiry, expiry <= date { return }
            cookies.append(cookie)
            if cookies.filter({ $0.domain == cookie.domain }).count > Self.maximumCookiesPerDomain,
                let oldest = cookies.firstIndex(where: { $0.domain == cookie.domain })
            {
                cookies.remove(at: oldest)
            }
            if cookies.count > Self.maximumCookies { cookies.removeFirst() }
        }
    }

    private func matching(_ url: URL) -> [StoredCookie] {
        guard let origin = URLOrigin(url) else { return [] }
        let path = url.path.isEmpty ? "/" : url.path
        return unexpired()
            .filter { $0.applies(toHost: origin.host, path: path, secure: origin.isTrustworthy) }
            .sorted { $0.path.count != $1.path.count ? $0.path.count > $1.path.count : $0.created < $1.created }
    }

    private func unexpired() -> [StoredCookie] {
        let date = now()
        return stored.withLock { cookies in
            cookies.removeAll { $0.expiry.map { $0 <= date } ?? false }
            return cookies
        }
    }
}
