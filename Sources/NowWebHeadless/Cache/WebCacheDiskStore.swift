import Foundation
import NowInternal
import NowWeb

/// The disk side of ``WebHTTPCache``: one file per entry in a directory, named by the SHA-256 of its key.
///
/// A file holds a 4-byte big-endian length, the entry's metadata as JSON, then the body. Files that cannot be
/// read back (truncated, foreign, or from another key) count as absent and are removed. The metadata holds
/// response headers (`Set-Cookie` among them), so the directory is 0700 and every file 0600 whatever the umask.
/// The store only ever counts, evicts or deletes files named as it names them (64 hexadecimal digits, or a
/// leftover `.<digits>.tmp-<random>` of an interrupted write): anything else in the directory is left alone.
/// Not thread-safe: the cache calls it under its lock.
package struct WebCacheDiskStore {
    private struct Metadata: Codable {
        var key: String
        var url: URL
        var statusCode: Int
        var headers: [String: String]
        var requestDate: Date
        var responseDate: Date

        /// Whether the decoded fields are ones ``WebCacheDiskStore/write(_:key:)`` could have written: the
        /// file is hostile input (another process, a disk error, an older version), so nothing in it may reach
        /// the cache rules unchecked.
        var isPlausible: Bool {
            let dates = [requestDate, responseDate].map(\.timeIntervalSince1970)
            return statusCode == 200 && URLOrigin(url) != nil && dates.allSatisfy { $0.isFinite && abs($0) < 1e11 }
                && headers.count <= 256
        }
    }

    private let directory: URL
    private let capacity: Int
    /// The bytes the entry files take, once counted: the directory is listed at the first write, not when
    /// the store opens, so that an app's launch reads only the entries its first page needs.
    private var countedBytes: Int?

    /// Opens (creating if needed) the store in `directory`, keeping at most `capacity` bytes.
    package init(directory: URL, capacity: Int) {
        self.directory = directory
        self.capacity = capacity
        try? PrivateFile.createDirectory(at: directory)
    }

    /// The bytes the entry files take, counted from the directory the first time.
    private mutating func totalBytes() -> Int {
        if let countedBytes { return countedBytes }
        let total = files().reduce(0) { $0 + $1.size }
        countedBytes = total
        return total
    }

    /// The entry stored under `key`, if a valid one exists.
    package mutating func read(key: String) -> WebCacheEntry? {
        let file = fileURL(for: key)
        guard let data = try? Data(contentsOf: file) else { return nil }
        guard data.count >= 4 else {
            remove(key: key)
            return nil
        }
        let length = data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let metadataEnd = 4 + length
        guard length > 0, metadataEnd <= data.count,
            let metadata = try? JSONDecoder().decode(Metadata.self, from: data.subdata(in: 4..<metadataEnd)),
            metadata.key == key, metadata.isPlausible
        else {
            remove(key: key)
            return nil
        }
        return WebCacheEntry(
            url: metadata.url, statusCode: metadata.statusCode, headers: metadata.headers,
            body: data.subdata(in: metadataEnd..<data.count), requestDate: metadata.requestDate,
            responseDate: metadata.responseDate)
    }

    /// Response headers that are never written to disk: they carry session ids, which the memory-only cookie
    /// jar holds already, and a file would outlive the session.
    package static let unpersistedHeaders: Set<String> = ["set-cookie", "set-cookie2"]

    /// Writes `entry` under `key` (without ``unpersistedHeaders``), then evicts the oldest files while the store
    /// is over capacity.
    package mutating func write(_ entry: WebCacheEntry, key: String) {
        let headers = entry.headers.filter { !Self.unpersistedHeaders.contains($0.key) }
        let metadata = Metadata(
            key: key, url: entry.url, statusCode: entry.statusCode, headers: headers,
            requestDate: entry.requestDate, responseDate: entry.responseDate)
        guard let json = try? JSONEncoder().encode(metadata) else { return }
        let length = UInt32(json.count)
        var data = Data([UInt8(length >> 24 & 0xff), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff)])
        data.append(UInt8(length & 0xff))
        data.append(json)
        data.append(entry.body)
        remove(key: key)
        let before = totalBytes()
        guard (try? PrivateFile.write(data, to: fileURL(for: key))) != nil else { return }
        countedBytes = before + data.count
        if before + data.count > capacity { evictOldest() }
    }

    /// Removes the entry stored under `key`, if any.
    package mutating func remove(key: String) {
        let file = fileURL(for: key)
        let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? nil
        guard let size, (try? FileManager.default.removeItem(at: file)) != nil else { return }
        countedBytes = countedBytes.map { $0 - size }
    }

    /// Removes every entry, and leftovers of interrupted writes.
    package mutating func removeAll() {
        for file in files(includingLeftovers: true) { try? FileManager.default.removeItem(at: file.url) }
        countedBytes = 0
    }

    private mutating func evictOldest() {
        var total = totalBytes()
        for file in files().sorted(by: { $0.modified < $1.modified }) where total > capacity {
            guard (try? FileManager.default.removeItem(at: file.url)) != nil else { continue }
            total -= file.size
        }
        countedBytes = total
    }

    private func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(Digest.sha256(Data(key.utf8)).hexString)
    }

    /// The store's entry files (and with `includingLeftovers`, its interrupted writes); never another file.
    private func files(includingLeftovers: Bool = false) -> [(url: URL, size: Int, modified: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.compactMap { url in
            let name = url.lastPathComponent
            guard Self.isEntryName(name) || (includingLeftovers && Self.isLeftoverName(name)) else { return nil }
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                return nil
            }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    /// The name of an entry file: the 64 lowercase hexadecimal digits of a SHA-256.
    static func isEntryName(_ name: some StringProtocol) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The name `PrivateFile.write` gives the temporary file of an entry: `.<entry name>.tmp-<12 digits>`.
    static func isLeftoverName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, isEntryName(parts[1]), parts[2].hasPrefix("tmp-") else {
            return false
        }
        let random = parts[2].dropFirst(4)
        return random.utf8.count == 12
            && random.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
