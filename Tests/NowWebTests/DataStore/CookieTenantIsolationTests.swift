import Foundation
import NowWebTesting
import Testing

@testable import NowWeb

/// Another customer's instance under the vendor's shared domain cannot set cookies for this instance.
@Suite struct CookieTenantIsolationTests {
    static let instance = URL(string: "https://acme.service-now.com/sp/catalog")!

    /// A jar with the real Public Suffix List, which has no entry for the vendor's domains: without the list
    /// every `Domain` would be refused and the test would prove nothing.
    private func jar() throws -> WebCookieJar {
        let list = try #require(
            PublicSuffixList(contentsOfFile: PublicSuffixList.systemPath),
            "the public suffix list is missing at \(PublicSuffixList.systemPath): install Debian's publicsuffix")
        #expect(!list.isPublicSuffix("service-now.com"))
        return WebCookieJar(
            now: ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000)).dateSource, publicSuffixes: list)
    }

    @Test(arguments: ["service-now.com", ".SERVICE-NOW.com", "servicenowservices.com"])
    func aSiblingInstanceCannotTossACookieAtTheInstance(_ domain: String) throws {
        let jar = try jar()
        let sibling =
            domain.lowercased().contains("servicenowservices")
            ? URL(string: "https://evil.servicenowservices.com/x.png")!
            : URL(string: "https://evil.service-now.com/x.png")!
        jar.store(responseHeaders: ["Set-Cookie": "JSESSIONID=tossed; Domain=\(domain); Path=/sp"], from: sibling)
        #expect(jar.requestHeaderValue(for: Self.instance) == nil)
        #expect(
            jar.requestHeaderValue(for: URL(string: "https://acme.servicenowservices.com/sp/catalog")!) == nil)
        #expect(jar.allCookies.isEmpty)
    }

    @Test func theInstancesOwnCookiesStay() throws {
        let jar = try jar()
        jar.store(responseHeaders: ["Set-Cookie": "JSESSIONID=mine; Path=/"], from: Self.instance)
        jar.store(
            responseHeaders: ["Set-Cookie": "glide_user_route=r; Domain=acme.service-now.com; Path=/"],
            from: Self.instance)
        #expect(jar.requestHeaderValue(for: Self.instance) == "JSESSIONID=mine; glide_user_route=r")
    }
}
