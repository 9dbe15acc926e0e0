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
