#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        @Suite @MainActor struct DataStoreTests {
            @Test func enginesOfOneStoreShareCookiesAndTheHTTPCache() async throws {
                let store = WebKitGTKDataStore.temporary()
                try await withEmulator { instance in
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    let (first, firstRecorder) = try await makeEngine(dataStore: store)
                    first.load(bearerRequest(home, instance))
                    await firstRecorder.expectSettled(.finished(home))
                    #expect(instance.requestLog.count == 1 + instance.configuration.assets.count)
                    instance.clearRequestLog()

                    let (second, secondRecorder) = try await makeEngine(dataStore: store)
                    second.load(WebRequest(url: home))

                    await secondRecorder.expectSettled(.finished(home))
                    let log = instance.requestLog
                    #expect(log.map(\.path) == ["/now/nav/ui/home"])
                    #expect(log.first?.cookieNames.contains("JSESSIONID") == true)
                    #expect(log.first?.hasAuthorization == false)
                    first.close()
                    second.close()
                }
                try await store.removeAllData()
            }

            @Test func removingAllDataClearsCookiesCacheAndDirectory() async throws {
                let store = WebKitGTKDataStore.temporary()
                try await withEmulator { instance in
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    let (engine, recorder) = try await makeEngine(dataStore: store)
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))
                    #expect(try await store.cookieNames(for: home).contains("JSESSIONID"))
                    engine.close()

                    try await store.removeAllData()

                    #expect(!FileManager.default.fileExists(atPath: store.directory.path))
                    #expect(try await store.cookieNames(for: home) == [])
                    instance.clearRequestLog()
                    let (fresh, freshRecorder) = try await makeEngine(dataStore: store)
                    fresh.load(bearerRequest(home, instance))
                    await freshRecorder.expectSettled(.finished(home))
                    let log = instance.requestLog
                    #expect(log.first?.cookieNames == [])
                    #expect(log.count == 1 + instance.configuration.assets.count)
                    fresh.close()
                }
                try await store.removeAllData()
            }
        }

        @Suite @MainActor struct SnapshotTests {
            @Test func snapshotOfALoadedPageIsNotBlank() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    engine.showInWindow(.init(width: 800, height: 600))
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))
                    let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-snapshot-\(UUID()).png")
                    defer { try? FileManager.default.removeItem(at: file) }

                    try await engine.writeSnapshotPNG(to: file)

                    let statistics = try #require(await PNGStatistics(file: file))
                    #expect(statistics.width == 800 && statistics.height == 600)
                    #expect(statistics.lumaVariance > 100)
                    #expect(statistics.distinctColors > 2)
                    engine.close()
                }
            }
        }
    }
#endif
