import Foundation
import Testing

@testable import NowWeb
@testable import NowWebHeadless

#if canImport(Glibc)
    import Glibc
#endif

/// The disk cache holds response headers, never `Set-Cookie`: only its user may read it, and it touches no file
/// it did not make.
@Suite struct WebCacheDiskStoreTests {
    private func entry(_ path: String, size: Int = 64) -> WebCacheEntry {
        WebCacheEntry(
            url: URL(string: "http://127.0.0.1:9/\(path)")!, statusCode: 200,
            headers: ["Set-Cookie": "JSESSIONID=secret; HttpOnly", "Cache-Control": "max-age=60"],
            body: Data(repeating: 7, count: size), requestDate: Date(timeIntervalSince1970: 0),
            responseDate: Date(timeIntervalSince1970: 0))
    }

    private func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) & 0o777
    }

    @Test func directoriesAre0700AndFiles0600UnderAPermissiveUmask() throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-disk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appending(path: "web/cache")
        var store = WebCacheDiskStore(directory: directory, capacity: 1 << 20)
        store.write(entry("a.js"), key: "http://127.0.0.1:9/a.js")

        #expect(try mode(root) == 0o700)
        #expect(try mode(directory) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        for file in files { #expect(try mode(file) == 0o600, "\(file.lastPathComponent)") }
        #expect(store.read(key: "http://127.0.0.1:9/a.js")?.headers["cache-control"] == "max-age=60")
    }

    @Test func noSessionCookieIsWrittenToDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-disk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var store = WebCacheDiskStore(directory: directory, capacity: 1 << 20)
        var cached = entry("a.js")
        cached.headers["set-cookie2"] = "glide_user=secret2"
        store.write(cached, key: "http://127.0.0.1:9/a.js")

        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        for file in files {
            let bytes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(!bytes.contains("secret"))
            #expect(!bytes.lowercased().contains("set-cookie"))
        }
        let read = store.read(key: "http://127.0.0.1:9/a.js")
        #expect(read?.headers["set-cookie"] == nil && read?.headers["set-cookie2"] == nil)
        #expect(read?.headers["cache-control"] == "max-age=60")
    }

    @Test func evictionAndRemoveAllLeaveFilesTheStoreDidNotMakeAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-disk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let others = ["notes.txt", String(repeating: "A", count: 64), String(repeating: "0", count: 63), ".hidden"]
        for name in others { try Data(count: 4096).write(to: directory.appending(path: name)) }

        var store = WebCacheDiskStore(directory: directory, capacity: 2_000)
        for index in 0..<8 { store.write(entry("\(index).js", size: 400), key: "k\(index)") }
        #expect(store.read(key: "k0") == nil, "the oldest entries were evicted")
        #expect(store.read(key: "k7") != nil, "the newest entry fits; the foreign files do not count")
        store.removeAll()

        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == others.sorted())
    }
}
