import Foundation
import NowInternal
import NowWebTesting
import Testing

@testable import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// RFC 6265bis in the headless engine's jar: Domain, Secure, Path, prefixes, expiry, public suffixes.
@Suite struct WebCookieJarRulesTests {
    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))
    static let instance = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

    private func jar() throws -> WebCookieJar {
        let list = try #require(
            PublicSuffixList(contentsOfFile: PublicSuffixList.systemPath),
            "the public suffix list is missing at \(PublicSuffixList.systemPath): install Debian's publicsuffix")
        return WebCookieJar(now: clock.dateSource, publicSuffixes: list)
    }

    private func names(_ jar: WebCookieJar, _ url: String) -> [String] {
        jar.cookies(for: URL(string: url)!).map(\.name)
    }

    @Test func aForeignSubresourceCannotSetACookieForTheInstance() throws {
        let jar = try jar()
        for header in [
            "JSESSIONID=evil; Domain=acme.service-now.com; Path=/",
            "JSESSIONID=evil; Domain=service-now.com; Path=/", "JSESSIONID=evil; Domain=com; Path=/",
        ] {
            jar.store(responseHeaders: ["Set-Cookie": header], from: URL(string: "https://cdn.evil.example/pixel.png")!)
        }
        #expect(jar.requestHeaderValue(for: Self.instance) == nil)
        #expect(jar.allCookies.isEmpty)
    }

    @Test func publicSuffixesAreRefusedAndRegistrableDomainsShared() throws {
        let jar = try jar()
        let host = URL(string: "https://a.b.example.co.uk/")!
        jar.store(responseHeaders: ["Set-Cookie": "suffix=1; Domain=co.uk"], from: host)
        jar.store(responseHeaders: ["Set-Cookie": "site=1; Domain=.EXAMPLE.co.uk"], from: host)
        #expect(names(jar, "https://other.example.co.uk/") == ["site"])
        #expect(names(jar, "https://example.co.uk/") == ["site"])
        #expect(names(jar, "https://evil.co.uk/").isEmpty)
        let github = URL(string: "https://me.github.io/")!
        jar.store(responseHeaders: ["Set-Cookie": "pages=1; Domain=github.io"], from: github)
        #expect(names(jar, "https://you.github.io/").isEmpty)
    }

    @Test func withoutDomainACookieIsHostOnly() throws {
        let jar = try jar()
        jar.store(responseHeaders: ["Set-Cookie": "JSESSIONID=abc; Path=/"], from: Self.instance)
        #expect(names(jar, "https://acme.service-now.com/x") == ["JSESSIONID"])
        #expect(names(jar, "https://sub.acme.service-now.com/x").isEmpty)
    }

    @Test func secureCookiesNeedASecureConnection() throws {
        let jar = try jar()
        jar.store(responseHeaders: ["Set-Cookie": "s=1; Secure; Path=/"], from: URL(string: "http://shop.example/")!)
        #expect(jar.allCookies.isEmpty)
        jar.store(responseHeaders: ["Set-Cookie": "s=1; Secure; Path=/"], from: URL(string: "https://shop.example/")!)
        #expect(names(jar, "https://shop.example/") == ["s"])
        #expect(names(jar, "http://shop.example/").isEmpty)
        jar.store(responseHeaders: ["Set-Cookie": "s=forged; Path=/"], from: URL(string: "http://shop.example/")!)
        #expect(jar.requestHeaderValue(for: URL(string: "https://shop.example/")!) == "s=1")
    }

    @Test func loopbackHTTPCountsAsSecure() throws {
        let jar = try jar()
        for host in ["http://127.0.0.1:8080/", "http://localhost:9/", "http://[::1]:9/"] {
            jar.store(responseHeaders: ["Set-Cookie": "__Host-s=1; Secure; Path=/"], from: URL(string: host)!)
            #expect(names(jar, host) == ["__Host-s"], "for \(host)")
        }
    }

    @Test func pathDefaultsToTheDirectoryAndLimitsWhereACookieGoes() throws {
        let jar = try jar()
        let page = URL(string: "https://acme.service-now.com/api/now/table/incident")!
        jar.store(responseHeaders: ["Set-Cookie": "dir=1"], from: page)
        jar.store(responseHeaders: ["Set-Cookie": "api=1; Path=/api"], from: page)
        jar.store(responseHeaders: ["Set-Cookie": "bad=1; Path=relative"], from: page)
        #expect(names(jar, "https://acme.service-now.com/api/now/table/x") == ["dir", "bad", "api"])
        #expect(names(jar, "https://acme.service-now.com/api") == ["api"])
        #expect(names(jar, "https://acme.service-now.com/apixyz").isEmpty)
        #expect(names(jar, "https://acme.service-now.com/").isEmpty)
    }

    @Test func prefixesAreEnforced() throws {
        let jar = try jar()
        let secure = URL(string: "https://acme.service-now.com/a/b")!
        for header in [
            "__Secure-a=1", "__Host-b=1; Secure", "__Host-c=1; Secure; Path=/; Domain=acme.service-now.com",
            "__Host-d=1; Path=/", "__host-e=1; Path=/",
        ] {
            jar.store(responseHeaders: ["Set-Cookie": header], from: secure)
        }
        #expect(jar.allCookies.isEmpty)
        jar.store(responseHeaders: ["Set-Cookie": "__Secure-ok=1; Secure"], from: secure)
        jar.store(responseHeaders: ["Set-Cookie": "__Host-ok=1; Secure; Path=/"], from: secure)
        #expect(Set(jar.allCookies.map(\.name)) == ["__Secure-ok", "__Host-ok"])
    }

    @Test func maxAgeWinsOverExpiresAndBothFollowTheClock() throws {
        let jar = try jar()
        let past = "Thu, 01 Jan 1970 00:00:00 GMT"
        jar.store(responseHeaders: ["Set-Cookie": "a=1; Max-Age=60; Expires=\(past); Path=/"], from: Self.instance)
        jar.store(
            responseHeaders: ["Set-Cookie": "b=1; Expires=\(HTTPDate.string(from: clock.date + 30)); Path=/"],
            from: Self.instance)
        jar.store(responseHeaders: ["Set-Cookie": "c=1; Max-Age=99999999999999999999999; Path=/"], from: Self.instance)
        #expect(Set(names(jar, Self.instance.absoluteString)) == ["a", "b", "c"])
        clock.advance(by: 30)
        #expect(Set(names(jar, Self.instance.absoluteString)) == ["a", "c"])
        clock.advance(by: 30)
        #expect(names(jar, Self.instance.absoluteString) == ["c"])
    }

    @Test func sameSiteIsParsedAndNoneNeedsSecure() throws {
        #expect(SetCookie("a=1; SameSite=Strict")?.sameSite == .strict)
        #expect(SetCookie("a=1; samesite=LAX")?.sameSite == .lax)
        #expect(SetCookie("a=1; SameSite=bogus")?.sameSite == nil)
        let jar = try jar()
        jar.store(responseHeaders: ["Set-Cookie": "n=1; SameSite=None; Path=/"], from: Self.instance)
        #expect(jar.allCookies.isEmpty)
        jar.store(responseHeaders: ["Set-Cookie": "n=1; SameSite=None; Secure; Path=/"], from: Self.instance)
        #expect(names(jar, Self.instance.absoluteString) == ["n"])
    }

    @Test func combinedHeadersSplitAtCookiesNotAtDates() {
        let combined = "a=1; Expires=Thu, 01 Jan 2037 00:00:00 GMT; Path=/, b=2, c=3; HttpOnly"
        #expect(SetCookie.split(combined).compactMap { SetCookie($0)?.name } == ["a", "b", "c"])
        #expect(SetCookie(SetCookie.split(combined)[0])?.expires != nil)
    }

    @Test func withoutAListEveryDomainAttributeIsRefused() {
        let jar = WebCookieJar(now: clock.dateSource, publicSuffixes: .failClosed)
        let host = URL(string: "https://a.example.com/")!
        jar.store(responseHeaders: ["Set-Cookie": "shared=1; Domain=example.com; Path=/"], from: host)
        jar.store(responseHeaders: ["Set-Cookie": "own=1; Domain=a.example.com; Path=/"], from: host)
        #expect(names(jar, "https://a.example.com/") == ["own"])
    }

    /// One rule for every store: the headless jar refuses these attributes, the WebKit stores delete their cookies.
    @Test func theSharedTenantRuleRefusesTheVendorsDomainsAndPublicSuffixesOnly() {
        let list = PublicSuffixList(text: "com")
        #expect(WebCookieJar.refusesDomainAttribute("service-now.com", publicSuffixes: list))
        #expect(WebCookieJar.refusesDomainAttribute("servicenowservices.com", publicSuffixes: list))
        #expect(WebCookieJar.refusesDomainAttribute("com", publicSuffixes: list))
        #expect(!WebCookieJar.refusesDomainAttribute("acme.service-now.com", publicSuffixes: list))
        #expect(!WebCookieJar.refusesDomainAttribute("login.idp.example", publicSuffixes: list))
        // As the engines spell a stored cookie's domain: a leading dot for a `Domain` attribute.
        #expect(WebCookieJar.enginesMustDelete(cookieDomain: ".Service-Now.com"))
        #expect(WebCookieJar.enginesMustDelete(cookieDomain: ".service-now.com."))
        #expect(!WebCookieJar.enginesMustDelete(cookieDomain: "service-now.com"), "a host-only cookie stays")
        #expect(!WebCookieJar.enginesMustDelete(cookieDomain: ".acme.service-now.com"))
        #expect(!WebCookieJar.enginesMustDelete(cookieDomain: ".login.idp.example"))
    }
}
