import Foundation
import NowInternal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps each token set in its own file, readable by the user only (mode 0600, directory 0700), replaced
/// atomically. A file that cannot be read or decoded is moved aside (never deleted) and reported.
public struct NowFileTokenStore: NowTokenStore {
    /// The directory holding one `<storage name>.json` file per instance and account.
    public let directory: URL

    /// Creates a store in `directory`, created with mode 0700 on first save.
    ///
    /// - Parameter directory: Where the files go; ``defaultDirectory`` by default.
    public init(directory: URL = NowFileTokenStore.defaultDirectory) {
        self.directory = directory
    }

    /// The environment variable that names the default directory (``directoryEnvironmentVariable``'s value:
    /// `NOWSDK_TOKEN_DIRECTORY`), for tools and test runs that must keep tokens in a folder of their own.
    public static let directoryEnvironmentVariable = "NOWSDK_TOKEN_DIRECTORY"

    /// The directory named by `NOWSDK_TOKEN_DIRECTORY` when it is set to an absolute path, else
    /// `<Application Support>/NowSDK/Tokens` (on Linux `~/.local/share/NowSDK/Tokens`).
    public static var defaultDirectory: URL {
        defaultDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// ``defaultDirectory`` for the environment `environment`.
    package static func defaultDirectory(environment: [String: String]) -> URL {
        if let path = environment[directoryEnvironmentVariable], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("NowSDK", isDirectory: true).appendingPathComponent("Tokens")
    }

    /// The file for `key`.
    ///
    /// - Parameter key: The instance and account.
    /// - Returns: The file's URL.
    public func fileURL(for key: NowTokenStoreKey) -> URL {
        directory.appendingPathComponent("\(key.storageName).json")
    }

    /// The set in `key`'s file; a file that cannot be read or decoded is moved aside and reported.
    public func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? {
        let file = fileURL(for: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw NowAuthorizationError.tokenStore(.unreadable(keptAsideAt: moveAside(file)))
        }
        do {
            return try JSONDecoder().decode(NowTokenSet.self, from: data)
        } catch {
            guard let aside = moveAside(file) else {
                throw NowAuthorizationError.tokenStore(.unreadable(keptAsideAt: nil))
            }
            throw NowAuthorizationError.tokenStore(.corrupt(keptAsideAt: aside))
        }
    }

    /// Writes `tokens` to a new 0600 file beside the old one, flushes it to the disk, then renames it over the
    /// old one.
    public func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws {
        let data = try JSONEncoder().encode(tokens)
        do {
            try PrivateFile.createDirectory(at: directory)
            try PrivateFile.write(data, to: fileURL(for: key), temporaryPrefix: "", isDurable: true)
        } catch {
            throw NowAuthorizationError.tokenStore(.writeFailed(code: error.code))
        }
    }

    /// Deletes `key`'s file.
    public func remove(for key: NowTokenStoreKey) async throws {
        try removeFile(fileURL(for: key))
    }

    /// Deletes the files of `instance`, or all token files, including the corrupt ones kept aside: a logout
    /// leaves no token of the user behind.
    public func removeAll(instance: String?) async throws {
        let prefix = instance.map(NowTokenStoreKey.storageName(forInstance:))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.contains(".json") && (prefix.map { name.hasPrefix($0 + "-") } ?? true) {
            try removeFile(directory.appendingPathComponent(name))
        }
    }

    private func removeFile(_ file: URL) throws {
        if unlink(file.path) != 0, errno != ENOENT {
            throw NowAuthorizationError.tokenStore(.writeFailed(code: errno))
        }
    }

    /// Renames `file` to `<file>.corrupt-<random>` so that nothing is lost; the new path, or `nil` on failure.
    private func moveAside(_ file: URL) -> String? {
        let aside = file.path + ".corrupt-" + Digest.randomBytes(4).hexString
        return rename(file.path, aside) == 0 ? aside : nil
    }
}
