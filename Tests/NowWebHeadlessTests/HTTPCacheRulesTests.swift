import Foundation
import Testing

@testable import NowWeb
@testable import NowWebHeadless

@Suite struct HTTPCacheRulesTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let asset = URL(string: "https://acme.service-now.com/scripts/app.jsx?v=1")!

    private func entry(_ headers: [String: String], requestedAt: Date? = nil, receivedAt: Date? = nil) -> WebCacheEntry
    {
        WebCacheEntry(
            url: asset, statusCode: 200, headers: headers, body: Data("x".utf8), requestDate: requestedAt ?? start,
            responseDate: receivedAt ?? start)
    }

    private func storable(_ headers: [String: String], status: Int = 200, request: [String: String] = [:]) -> Bool {
        HTTPCacheRules.isStorable(method: "GET", statusCode: status, requestHeaders: request, responseHeaders: headers)
    }

    @Test func storesResponsesWithALifetimeOrAValidator() {
        #expect(storable(["Cache-Control": "max-age=60"]))
        #expect(storable(["Expires": "Thu, 01 Jan 2099 00:00:00 GMT"]))
        #expect(storable(["Cache-Control": "public"]))
        #expect(storable(["Cache-Control": "immutable"]))
        #expect(storable(["ETag": "\"v1\""]))
        #expect(!storable([:]))
    }

    @Test func neverStoresNoStoreOtherStatusesAuthorizedRequestsOrVariants() {
        #expect(!storable(["Cache-Control": "public, max-age=60, no-store"]))
        #expect(!storable(["Cache-Control": "no-cache,no-store,must-revalidate,max-age=-1"]))
        #expect(!storable(["Cache-Control": "max-age=60"], status: 404))
        #expect(!storable(["Cache-Control": "max-age=60"], request: ["Authorization": "Bearer t"]))
        #expect(!storable(["Cache-Control": "max-age=60", "Vary": "Cookie"]))
        #expect(storable(["Cache-Control": "max-age=60", "Vary": "Accept-Encoding"]))
        #expect(
            !HTTPCacheRules.isStorable(
                method: "POST", statusCode: 200, requestHeaders: [:], responseHeaders: ["Cache-Control": "max-age=9"]))
    }

    @Test func maxAgeIsFreshUntilItElapses() {
        let stored = entry(["cache-control": "public, max-age=100"])
        #expect(HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(99)))
        #expect(!HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(100)))
    }

    @Test func maxAgeWinsOverExpires() {
        let stored = entry(["cache-control": "max-age=10", "expires": "Thu, 01 Jan 2099 00:00:00 GMT"])
        #expect(!HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(11)))
    }

    @Test func noCacheZeroOrNegativeMaxAgeAndExpiresZeroAreNeverFresh() {
        for headers in [
            ["cache-control": "no-cache, max-age=600"], ["cache-control": "max-age=0"],
            ["cache-control": "max-age=-1"], ["expires": "0"],
            ["pragma": "no-cache", "expires": "Thu, 01 Jan 2099 00:00:00 GMT"],
            ["cache-control": "max-age=abc"],
        ] {
            #expect(!HTTPCacheRules.isFresh(entry(headers), at: start), "\(headers)")
        }
    }

    @Test func expiresCountsFromTheServerDate() {
        let stored = entry(["date": "Tue, 14 Nov 2023 22:13:20 GMT", "expires": "Tue, 14 Nov 2023 22:14:20 GMT"])
        #expect(HTTPCacheRules.freshnessLifetime(of: stored) == 60)
        #expect(HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(59)))
        #expect(!HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(60)))
    }

    @Test func ageHeaderAndResponseDelayAddToTheCurrentAge() {
        let stored = entry(
            ["cache-control": "max-age=100", "age": "30"], requestedAt: start, receivedAt: start.addingTimeInterval(5))
        #expect(HTTPCacheRules.currentAge(of: stored, at: start.addingTimeInterval(5)) == 35)
        #expect(HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(69)))
        #expect(!HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(70)))
    }

    @Test func aServerDateInThePastAgesTheResponse() {
        let date = "Tue, 14 Nov 2023 22:12:20 GMT"  // one minute before `start`
        let stored = entry(["cache-control": "max-age=100", "date": date])
        #expect(HTTPCacheRules.currentAge(of: stored, at: start) == 60)
        #expect(!HTTPCacheRules.isFresh(stored, at: start.addingTimeInterval(40)))
    }

    @Test func lastModifiedGivesATenthHeuristicLifetime() {
        let stored = entry(["date": "Tue, 14 Nov 2023 22:13:20 GMT", "last-modified": "Tue, 14 Nov 2023 22:03:20 GMT"])
        #expect(HTTPCacheRules.freshnessLifetime(of: stored) == 60)
    }

    @Test func validatorsBecomeConditionalHeaders() {
        let validators = HTTPCacheRules.validators(for: [
            "ETag": "\"abc\"", "Last-Modified": "Tue, 14 Nov 2023 22:03:20 GMT",
        ])
        #expect(validators == ["If-None-Match": "\"abc\"", "If-Modified-Since": "Tue, 14 Nov 2023 22:03:20 GMT"])
        #expect(HTTPCacheRules.validators(for: ["cache-control": "max-age=1"]).isEmpty)
    }

    @Test func notModifiedUpdatesHeadersButKeepsFraming() {
        let merged = HTTPCacheRules.headers(
            ["content-length": "10", "etag": "\"a\"", "cache-control": "max-age=1"],
            updatedWith: ["Content-Length": "0", "Cache-Control": "max-age=500", "Date": "x"])
        #expect(merged == ["content-length": "10", "etag": "\"a\"", "cache-control": "max-age=500", "date": "x"])
    }

    /// A year that fits an `Int` but whose seconds since 1970 do not: the overflow that crashed the app.
    static let hugeYearDate = "Sun, 06 Nov 100000000000000000 08:49:37 GMT"

    @Test func hugeYearsInDateHeadersMeanNoDateInsteadOfACrash() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let expiring = WebCacheEntry(
            url: URL(string: "https://cdn.example.net/i.png")!, statusCode: 200,
            headers: ["Date": Self.hugeYearDate, "Expires": Self.hugeYearDate, "Last-Modified": Self.hugeYearDate],
            body: Data(), requestDate: now, responseDate: now)
        #expect(HTTPCacheRules.freshnessLifetime(of: expiring) == 0)
        #expect(HTTPCacheRules.currentAge(of: expiring, at: now) == 0)
        #expect(!HTTPCacheRules.isFresh(expiring, at: now))
    }

    @Test func parsesCacheControlLeniently() {
        let control = CacheControl(" Public ,MAX-AGE=\"31881600\", immutable, must-revalidate, unknown=1,,")
        #expect(control.isPublic && control.immutable && !control.noStore && !control.noCache)
        #expect(control.maxAge == 31_881_600)
        #expect(CacheControl("max-age=5, max-age=50").maxAge == 5)
        #expect(CacheControl(nil) == CacheControl(""))
    }
}
