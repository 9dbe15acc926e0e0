import Foundation
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// The HTTP cache as a part of its `WebDataStore`: made on first use with the store's configuration and clock,
/// and emptied with the store, on disk too, whether or not an engine of this launch opened it.
@Suite struct WebDataStoreHTTPCacheTests {
    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))

    private func store(_ directory: URL?) -> WebDataStore {
        WebDataStore(configuration: .init(cache: .init(diskDirectory: directory)), clock: .manual(clock))
    }

    private func entry() -> WebCacheEntry {
        WebCacheEntry(
            url: URL(string: "http://127.0.0.1:9/app.js")!, statusCode: 200, headers: ["cache-control": "max-age=60"],
            body: Data(repeating: 7, count: 4), requestDate: clock.date, responseDate: clock.date)
    }

    @Test func theCacheIsMadeOnceWithTheStoresConfigurationAndClock() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nowweb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = store(directory)
        #expect(store.httpCache === store.httpCache)
        #expect(store.httpCache.configuration.diskDirectory == directory)
        #expect(store.httpCache.now() == clock.date)
    }

    @Test func removeAllEmptiesTheCacheThisLaunchOpened() {
        let store = store(nil)
        store.httpCache.store(entry(), requestHeaders: [:])
        store.removeAll()
        #expect(store.httpCache.lookup(entry().url) == .miss)
    }

    @Test func removeAllWipesADiskCacheAnEarlierLaunchFilledThatNoEngineOpenedYet() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nowweb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        store(directory).httpCache.store(entry(), requestHeaders: [:])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)

        let relaunched = store(directory)
        relaunched.removeAll()

        #expect(relaunched.httpCache.lookup(entry().url) == .miss)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
