import Foundation
import NowWeb
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `Cookie` header logout builds from WebKit's cookie store on WKWebView (`WKHTTPCookieStore`), whose
/// cookies are `HTTPCookie` values: only those a browser would send to the instance's `/logout.do`.
@Suite struct PlatformCookieHeaderTests {
    private let logout = URL(string: "https://acme.service-now.com/logout.do")!
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func cookie(
        _ name: String, domain: String = "acme.service-now.com", path: String = "/", secure: Bool = false,
        expires: Date? = nil
    ) throws -> HTTPCookie {
        var properties: [HTTPCookiePropertyKey: Any] = [.name: name, .value: "v-\(name)", .domain: domain, .path: path]
        if secure { properties[.secure] = "TRUE" }
        if let expires { properties[.expires] = expires }
        return try #require(HTTPCookie(properties: properties))
    }

    @Test func theInstancesCookiesMakeTheHeaderLongerPathsFirst() throws {
        let cookies = [
            try cookie("JSESSIONID"), try cookie("glide_user_route", path: "/logout.do"),
            try cookie("glide_session_store", domain: ".service-now.com", secure: true),
        ]
        #expect(
            PlatformCookieHeader.value(for: logout, from: cookies, at: now)
                == "glide_user_route=v-glide_user_route; JSESSIONID=v-JSESSIONID; glide_session_store=v-glide_session_store"
        )
    }

    @Test func cookiesForOtherHostsPathsOrOnlyForSecureConnectionsStayBehind() throws {
        let cookies = [
            try cookie("other", domain: "other.service-now.com"),
            try cookie("sub", domain: "sub.acme.service-now.com"),
            try cookie("parentHostOnly", domain: "service-now.com"),
            try cookie("lookalike", domain: ".me.service-now.com"),
            try cookie("elsewhere", path: "/api"),
            try cookie("prefix", path: "/logout"),
        ]
        #expect(PlatformCookieHeader.value(for: logout, from: cookies, at: now) == nil)
        let plain = URL(string: "http://acme.example.com/logout.do")!
        let secure = try cookie("secure", domain: "acme.example.com", secure: true)
        #expect(PlatformCookieHeader.value(for: plain, from: [secure], at: now) == nil)
        let loopback = URL(string: "http://127.0.0.1:8080/logout.do")!
        let local = try cookie("local", domain: "127.0.0.1", secure: true)
        #expect(PlatformCookieHeader.value(for: loopback, from: [local], at: now) == "local=v-local")
    }

    @Test func expiredCookiesAreSkipped() throws {
        let cookies = [
            try cookie("gone", expires: now), try cookie("old", expires: now - 60),
            try cookie("live", expires: now + 60),
        ]
        #expect(PlatformCookieHeader.value(for: logout, from: cookies, at: now) == "live=v-live")
    }

    @Test func aURLWithoutAnOriginGetsNothing() throws {
        let cookies = [try cookie("JSESSIONID")]
        #expect(PlatformCookieHeader.value(for: URL(string: "about:blank")!, from: cookies, at: now) == nil)
    }
}
