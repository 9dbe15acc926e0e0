import Foundation
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct WebCookieJarTests {
    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))
    let instance = URL(string: "http://127.0.0.1:8080/now/nav/ui/home")!

    @Test func storesEveryCookieOfAResponseIncludingHttpOnlyOnes() {
        let jar = WebCookieJar(now: clock.dateSource)
        jar.store(
            responseHeaders: ["set-cookie": "JSESSIONID=abc; Path=/; HttpOnly, glide_user_route=glide.1; Path=/"],
            from: instance)
        #expect(jar.requestHeaderValue(for: instance)?.contains("JSESSIONID=abc") == true)
        #expect(jar.cookies(for: instance).first { $0.name == "JSESSIONID" }?.isHTTPOnly == true)
        #expect(jar.cookies(for: instance).count == 2)
    }

    @Test func maxAgeExpiresOnTheInjectedClockAndZeroDeletes() {
        let jar = WebCookieJar(now: clock.dateSource)
        jar.store(responseHeaders: ["Set-Cookie": "a=1; Max-Age=60; Path=/, b=2; Path=/"], from: instance)
        clock.advance(by: 59)
        #expect(jar.cookies(for: instance).map(\.name).sorted() == ["a", "b"])
        clock.advance(by: 1)
        #expect(jar.cookies(for: instance).map(\.name) == ["b"])
        jar.store(responseHeaders: ["Set-Cookie": "b=; Max-Age=0; Path=/"], from: instance)
        #expect(jar.requestHeaderValue(for: instance) == nil)
    }

    @Test func pastExpiresDeletes() {
        let jar = WebCookieJar(now: clock.dateSource)
        jar.store(responseHeaders: ["Set-Cookie": "a=1; Path=/"], from: instance)
        jar.store(responseHeaders: ["Set-Cookie": "a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"], from: instance)
        #expect(jar.allCookies.isEmpty)
    }

    @Test func jarsAreIsolatedFromEachOtherAndFromTheSharedStorage() {
        let first = WebCookieJar(now: clock.dateSource)
        let second = WebCookieJar(now: clock.dateSource)
        first.store(responseHeaders: ["Set-Cookie": "JSESSIONID=one; Path=/"], from: instance)
        #expect(second.allCookies.isEmpty)
        #expect(HTTPCookieStorage.shared.cookies(for: instance)?.isEmpty ?? true)
    }

    @Test func cookiesStayOnTheirHost() {
        let jar = WebCookieJar(now: clock.dateSource)
        jar.store(responseHeaders: ["Set-Cookie": "JSESSIONID=abc; Path=/"], from: instance)
        #expect(jar.requestHeaderValue(for: URL(string: "http://localhost:8080/")!) == nil)
    }

    @Test func dataStoreRemoveAllWipesCookiesAndCache() {
        let store = WebDataStore(clock: .manual(clock))
        store.cookies.store(responseHeaders: ["Set-Cookie": "JSESSIONID=abc; Path=/"], from: instance)
        let asset = WebCacheEntry(
            url: instance, statusCode: 200, headers: ["cache-control": "max-age=60"], body: Data(),
            requestDate: clock.date, responseDate: clock.date)
        store.httpCache.store(asset, requestHeaders: [:])
        store.removeAll()
        #expect(store.cookies.allCookies.isEmpty)
        #expect(store.httpCache.lookup(instance) == .miss)
    }
}
