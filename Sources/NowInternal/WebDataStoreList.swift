import Foundation

/// The file that lists the web data stores that outlive the process (WebKit's persistent stores, disk caches)
/// made for an app's users, so that a logout in a later launch, or after their service was released, finds them.
///
/// Each entry names where a store's data lives (a directory, or an engine's store identifier), which engine
/// wipes it, and whose it is (instance origin and account); never a cookie or a page. A logout marks the entries
/// it covers as owed before anything else, so that a wipe that cannot run now (no network is not a reason: the
/// wipe is local) still runs before the store is used again; an entry goes once its data is wiped. The file is
/// the user's alone (0600, written atomically); an unreadable file counts as empty and is replaced.
package struct WebDataStoreList: Sendable {
    /// One store.
    package struct Entry: Codable, Hashable, Sendable {
        /// Which engine wipes it: ``Engine``'s raw values.
        package var engine: String
        /// Where its data lives: a directory's path, or the engine's store identifier.
        package var location: String
        /// The origin of the instance whose pages it holds.
        package var instance: String
        /// The account the service signed in as.
        package var account: String
        /// Whether a logout covered it and its wipe is still owed.
        package var loggedOut: Bool

        /// Makes an entry that no logout covered yet.
        package init(engine: Engine, location: String, instance: String, account: String) {
            self.engine = engine.rawValue
            self.location = location
            self.instance = instance
            self.account = account
            loggedOut = false
        }

        /// Whether a logout of `account` on the instance of origin `instance` (`nil`: every instance) covers it.
        package func isCovered(byLogoutOf account: String, instance: String?) -> Bool {
            self.account == account && (instance.map { $0 == self.instance } ?? true)
        }

        /// Whether it names the same store as `other`.
        package func isSameStore(as other: Entry) -> Bool {
            engine == other.engine && location == other.location
        }
    }

    /// The engines whose stores outlive the process.
    package enum Engine: String, Sendable, CaseIterable {
        /// NowWeb's own HTTP cache on disk (a directory).
        case nowWebCache = "nowweb-cache"
        /// A WebKitGTK store (a directory).
        case webKitGTK = "webkitgtk"
        /// A `WKWebsiteDataStore(forIdentifier:)` (a UUID).
        case webKitIdentified = "wkwebsitedatastore"
    }

    private struct Contents: Codable {
        var stores: [Entry]
    }

    /// The file.
    package let file: URL

    /// A list kept in `file`.
    package init(file: URL) {
        self.file = file.standardizedFileURL
    }

    // One read-modify-write at a time in this process, whichever list value does it; the value counts the writes
    // begun. Not `Locked(())`: a zero-sized stored value's address is the object's own, so ThreadSanitizer most likely took
    // the modify access of `withLock` (under the lock) and another thread's read of the object's metadata (to find
    // the lock, before taking it) for a race.
    private static let writing = Locked(0)

    /// Every entry, in the order they were recorded; none when the file is missing or unreadable.
    package func entries() -> [Entry] {
        guard let data = try? Data(contentsOf: file),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return [] }
        return contents.stores
    }

    /// Adds `entry` unless the list names its store already; an entry of it that a logout covered stays owed.
    ///
    /// - Throws: ``PrivateFile/Failure`` when the file cannot be written.
    package func record(_ entry: Entry) throws(PrivateFile.Failure) {
        try update { stores in
            guard !stores.contains(where: { $0.isSameStore(as: entry) }) else { return }
            stores.append(entry)
        }
    }

    /// Marks every entry a logout of `account` on `instance` (`nil`: every instance) covers as owed, and returns
    /// the owed entries of that account (those of earlier logouts too).
    ///
    /// - Throws: ``PrivateFile/Failure`` when the file cannot be written.
    @discardableResult
    package func markLoggedOut(account: String, instance: String?) throws(PrivateFile.Failure) -> [Entry] {
        var owed: [Entry] = []
        try update { stores in
            for index in stores.indices where stores[index].isCovered(byLogoutOf: account, instance: instance) {
                stores[index].loggedOut = true
            }
            owed = stores.filter { $0.loggedOut && $0.account == account }
        }
        return owed
    }

    /// The entries whose wipe is owed.
    package func owedEntries() -> [Entry] {
        entries().filter(\.loggedOut)
    }

    /// Forgets the entries of the stores `wiped` names (their data is gone).
    ///
    /// - Throws: ``PrivateFile/Failure`` when the file cannot be written.
    package func remove(_ wiped: [Entry]) throws(PrivateFile.Failure) {
        try update { stores in stores.removeAll { store in wiped.contains { $0.isSameStore(as: store) } } }
    }

    private func update(_ change: (inout [Entry]) -> Void) throws(PrivateFile.Failure) {
        let outcome: Result<Void, PrivateFile.Failure> = Self.writing.withLock { writes in
            writes &+= 1
            var stores = entries()
            let before = stores
            change(&stores)
            guard stores != before || !FileManager.default.fileExists(atPath: file.path) else { return .success(()) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // Encoding an array of plain strings and flags cannot fail.
            let data = (try? encoder.encode(Contents(stores: stores))) ?? Data()
            do throws(PrivateFile.Failure) {
                try PrivateFile.createDirectory(at: file.deletingLastPathComponent())
                try PrivateFile.write(data, to: file, isDurable: true)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        // Not `outcome.get()`: its typed form is newer than the iOS 16 SDK's standard library.
        if case .failure(let failure) = outcome { throw failure }
    }
}
