import Foundation
import NowInternal
import Testing

@Suite struct WebDataStoreListTests {
    private let root = FileManager.default.temporaryDirectory.appending(path: "nowweb-list-\(UUID())")
    private var list: WebDataStoreList { WebDataStoreList(file: root.appending(path: "list/WebDataStores.json")) }

    private func entry(_ location: String, instance: String = "https://a.example", account: String = "abel")
        -> WebDataStoreList.Entry
    {
        WebDataStoreList.Entry(engine: .webKitGTK, location: location, instance: instance, account: account)
    }

    @Test func aStoreIsListedOnceAndTheFileIsTheUsersAlone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try list.record(entry("/s/1"))
        try list.record(entry("/s/1"))

        #expect(list.entries() == [entry("/s/1")])
        let mode = try FileManager.default.attributesOfItem(atPath: list.file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aLogoutOwesTheStoresOfItsAccountOnItsInstanceOnly() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try list.record(entry("/s/1"))
        try list.record(entry("/s/2", instance: "https://b.example"))
        try list.record(entry("/s/3", account: "beth"))

        let owed = try list.markLoggedOut(account: "abel", instance: "https://a.example")

        #expect(owed.map(\.location) == ["/s/1"])
        #expect(list.owedEntries().map(\.location) == ["/s/1"])
        #expect(try list.markLoggedOut(account: "abel", instance: nil).map(\.location) == ["/s/1", "/s/2"])
    }

    @Test func aStoreRecordedAgainStaysOwedUntilItIsWiped() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try list.record(entry("/s/1"))
        try list.markLoggedOut(account: "abel", instance: nil)

        try list.record(entry("/s/1"))
        #expect(list.owedEntries().map(\.location) == ["/s/1"])

        try list.remove(list.owedEntries())
        #expect(list.entries().isEmpty)
    }

    @Test func identifiedStoresAreListedByTheirIdentifierAndStayOwedUntilRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let identifier = UUID().uuidString
        let identified = WebDataStoreList.Entry(
            engine: .webKitIdentified, location: identifier, instance: "https://a.example", account: "abel")
        try list.record(identified)
        try list.record(entry(identifier))

        // One store per engine and location: a directory of another engine with the same name is another store.
        #expect(list.entries().count == 2)
        #expect(list.entries().first?.engine == "wkwebsitedatastore")
        try list.markLoggedOut(account: "abel", instance: nil)
        try list.remove([entry(identifier)])  // the other engine's store was wiped; the identified one was not
        #expect(list.owedEntries() == [marked(identified)])
        #expect(try list.markLoggedOut(account: "abel", instance: "https://a.example") == [marked(identified)])

        try list.remove([identified])
        #expect(list.entries().isEmpty)
    }

    private func marked(_ entry: WebDataStoreList.Entry) -> WebDataStoreList.Entry {
        var marked = entry
        marked.loggedOut = true
        return marked
    }

    @Test func anUnreadableFileCountsAsEmptyAndIsReplaced() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: list.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: list.file)
        #expect(list.entries().isEmpty)

        try list.record(entry("/s/1"))
        #expect(list.entries() == [entry("/s/1")])
    }
}
