import Foundation
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

@Suite struct WebHTTPCacheTests {
    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))

    private func entry(_ path: String, headers: [String: String], size: Int = 4) -> WebCacheEntry {
        WebCacheEntry(
            url: URL(string: "http://127.0.0.1:9/\(path)")!, statusCode: 200, headers: headers,
            body: Data(repeating: 7, count: size), requestDate: clock.date, responseDate: clock.date)
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nowweb-cache-\(UUID().uuidString)")
    }

    @Test func servesFreshEntriesAndCountsHitsMissesAndStores() {
        let cache = WebHTTPCache(now: clock.dateSource)
        let url = URL(string: "http://127.0.0.1:9/a.js#frag")!
        #expect(cache.lookup(url) == .miss)
        #expect(cache.store(entry("a.js", headers: ["Cache-Control": "max-age=60"]), requestHeaders: [:]))
        guard case .fresh(let found) = cache.lookup(url) else {
            Issue.record("expected a fresh entry")
            return
        }
        #expect(found.body.count == 4)
        #expect(cache.statistics == .init(hits: 1, misses: 1, revalidations: 0, stored: 1))
    }

    @Test func staleEntriesWithValidatorsAskForRevalidationAndRefreshOn304() {
        let cache = WebHTTPCache(now: clock.dateSource)
        let stored = entry("b.css", headers: ["cache-control": "max-age=10", "etag": "\"v1\""])
        cache.store(stored, requestHeaders: [:])
        clock.advance(by: 11)
        #expect(cache.lookup(stored.url) == .stale(stored, validators: ["If-None-Match": "\"v1\""]))
        let refreshed = cache.refresh(
            stored, notModifiedHeaders: ["Cache-Control": "max-age=100"], requestDate: clock.date,
            responseDate: clock.date)
        #expect(cache.lookup(stored.url) == .fresh(refreshed))
        #expect(cache.statistics == .init(hits: 1, misses: 1, revalidations: 1, stored: 1))
    }

    @Test func staleEntriesWithoutValidatorsAreMisses() {
        let cache = WebHTTPCache(now: clock.dateSource)
        let stored = entry("c.png", headers: ["cache-control": "max-age=10"])
        cache.store(stored, requestHeaders: [:])
        clock.advance(by: 10)
        #expect(cache.lookup(stored.url) == .miss)
    }

    @Test func refusesUnstorableAndOversizedResponses() {
        let cache = WebHTTPCache(configuration: .init(maximumEntrySize: 10), now: clock.dateSource)
        #expect(!cache.store(entry("page", headers: ["cache-control": "no-store"]), requestHeaders: [:]))
        #expect(!cache.store(entry("big", headers: ["cache-control": "max-age=9"], size: 11), requestHeaders: [:]))
        #expect(cache.statistics.stored == 0)
    }

    @Test func evictsTheLeastRecentlyUsedEntryOverMemoryCapacity() {
        let cache = WebHTTPCache(configuration: .init(memoryCapacity: 10), now: clock.dateSource)
        let first = entry("1", headers: ["cache-control": "max-age=60"], size: 4)
        let second = entry("2", headers: ["cache-control": "max-age=60"], size: 4)
        let third = entry("3", headers: ["cache-control": "max-age=60"], size: 4)
        cache.store(first, requestHeaders: [:])
        cache.store(second, requestHeaders: [:])
        _ = cache.lookup(first.url)
        cache.store(third, requestHeaders: [:])
        #expect(cache.lookup(first.url) == .fresh(first))
        #expect(cache.lookup(second.url) == .miss)
        #expect(cache.lookup(third.url) == .fresh(third))
    }

    @Test func diskEntriesSurviveANewCacheInstanceAndRemoveAllWipesThem() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stored = entry("d.js", headers: ["cache-control": "max-age=60", "content-type": "text/javascript"])
        WebHTTPCache(configuration: .init(diskDirectory: directory), now: clock.dateSource).store(
            stored, requestHeaders: [:])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        #expect(files.first?.count == 64)
        let reopened = WebHTTPCache(configuration: .init(diskDirectory: directory), now: clock.dateSource)
        #expect(reopened.lookup(stored.url) == .fresh(stored))
        reopened.removeAll()
        #expect(reopened.lookup(stored.url) == .miss)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func diskStoreStaysUnderItsCapacityAndIgnoresCorruptFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = WebHTTPCache.Configuration(memoryCapacity: 0, diskDirectory: directory, diskCapacity: 1_500)
        let cache = WebHTTPCache(configuration: configuration, now: clock.dateSource)
        for index in 0..<5 {
            cache.store(entry("\(index)", headers: ["cache-control": "max-age=60"], size: 500), requestHeaders: [:])
        }
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        let total = try files.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
        #expect(total <= 1_500)
        #expect(files.count < 5)
        for file in files { try Data("junk".utf8).write(to: file) }
        for index in 0..<5 { #expect(cache.lookup(URL(string: "http://127.0.0.1:9/\(index)")!) == .miss) }
    }

    @Test func aStoredEntryWithAHugeYearDateIsReadBackWithoutACrash() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = WebHTTPCache.Configuration(
            memoryCapacity: 0, diskDirectory: directory, diskCapacity: 10_000)
        let hostile = entry(
            "huge.png",
            headers: [
                "date": HTTPCacheRulesTests.hugeYearDate, "expires": HTTPCacheRulesTests.hugeYearDate, "etag": "1",
            ])
        #expect(WebHTTPCache(configuration: configuration, now: clock.dateSource).store(hostile, requestHeaders: [:]))
        // The next launch opens the same directory and reads the entry back.
        let reopened = WebHTTPCache(configuration: configuration, now: clock.dateSource)
        guard case .stale(let found, _) = reopened.lookup(hostile.url) else {
            Issue.record("expected the stored entry, to revalidate")
            return
        }
        #expect(found.headers["date"] == HTTPCacheRulesTests.hugeYearDate)
    }

    @Test func storedMetadataOfTheWrongShapeCountsAsAbsent() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var store = WebCacheDiskStore(directory: directory, capacity: 10_000)
        let stored = entry("a", headers: ["etag": "1"])
        let key = WebCacheEntry.key(for: stored.url)
        store.write(stored, key: key)
        let file = try #require(
            try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil).first)
        for metadata in [
            #"{"key":"\#(key)","url":"file:///etc/passwd","statusCode":200,"headers":{},"requestDate":0,"responseDate":0}"#,
            #"{"key":"\#(key)","url":"\#(stored.url)","statusCode":-1,"headers":{},"requestDate":0,"responseDate":0}"#,
            #"{"key":"\#(key)","url":"\#(stored.url)","statusCode":200,"headers":{},"requestDate":1e308,"responseDate":0}"#,
        ] {
            let json = Array(metadata.utf8)
            let length = UInt32(json.count)
            var bytes = [
                UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff),
            ]
            bytes += json
            try Data(bytes).write(to: file)
            #expect(store.read(key: key) == nil, "for \(metadata)")
        }
        let truncatedLength = Data([0xff, 0xff, 0xff, 0xff]) + Data("{}".utf8)
        try truncatedLength.write(to: file)
        #expect(store.read(key: key) == nil)
    }
}
