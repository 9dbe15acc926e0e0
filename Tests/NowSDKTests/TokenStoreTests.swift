import Foundation
import NowSDK
import NowWebTesting
import Testing

@Suite struct TokenStoreTests {
    private let key = NowTokenStoreKey(instanceUrl: URL(string: "https://example.service-now.com/x")!, account: "abel")
    private let tokens = NowTokenSet(
        accessToken: AccessToken(value: "access", expiresAt: Date(timeIntervalSince1970: 1_800_000_000)),
        refreshToken: "refresh")

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nowsdk-store-\(UUID().uuidString)")
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func fileStoreKeepsOneUserOnlyFilePerInstanceAndAccount() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NowFileTokenStore(directory: directory)
        try await store.save(tokens, for: key)
        try await store.save(tokens, for: NowTokenStoreKey(instanceUrl: key.instanceUrlForTests, account: "beth"))

        #expect(try await store.load(for: key) == tokens)
        #expect(try mode(store.fileURL(for: key).path) == 0o600)
        #expect(try mode(directory.path) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.hasSuffix(".json") && !$0.contains("abel") && !$0.contains("example") })
    }

    @Test func fileStoreReplacesAtomicallyAndKeepsTheMode() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NowFileTokenStore(directory: directory)
        try await store.save(tokens, for: key)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL(for: key).path)
        let replacement = NowTokenSet(accessToken: nil, refreshToken: "rotated")
        try await store.save(replacement, for: key)
        #expect(try await store.load(for: key) == replacement)
        #expect(try mode(store.fileURL(for: key).path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
    }

    @Test func aDirectoryOthersCouldReadIsMadePrivateOnTheFirstSave() async throws {
        let parent = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("Tokens")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        #expect(try mode(directory.path) == 0o755)
        let store = NowFileTokenStore(directory: directory)
        try await store.save(tokens, for: key)
        #expect(try mode(directory.path) == 0o700)
        #expect(try mode(store.fileURL(for: key).path) == 0o600)
    }

    @Test func corruptFileIsAClearErrorAndIsKeptAside() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NowFileTokenStore(directory: directory)
        try await store.save(tokens, for: key)
        let file = store.fileURL(for: key)
        try Data("{ not json".utf8).write(to: file)

        var thrown: NowAuthorizationError?
        do { _ = try await store.load(for: key) } catch { thrown = error as? NowAuthorizationError }

        guard case .tokenStore(.corrupt(let aside)) = thrown else {
            Issue.record("expected a corrupt store error, got \(String(describing: thrown))")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data("{ not json".utf8))
        #expect(thrown?.localizedDescription.contains("moved aside to \(aside)") == true)
        #expect(try await store.load(for: key) == nil)
        try await store.removeAll(instance: key.instance)
        #expect(!FileManager.default.fileExists(atPath: aside))
    }

    @Test func corruptStoredTokensLeadToANewSignInNotAStuckUser() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var harness = Harness(ScriptedTransport(responses: [.token("fresh")]))
        let store = NowFileTokenStore(directory: directory)
        harness.store = store
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: store.fileURL(for: harness.tokenKey))
        let provider = try harness.provider(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        #expect(try await provider.accessToken().value == "fresh")
        #expect(harness.sink.lines.contains { $0.contains("corrupt") && $0.contains("moved aside") })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains { $0.contains(".corrupt-") })
    }

    @Test func removeAllForAnInstanceLeavesTheOthers() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = NowTokenStoreKey(instanceUrl: URL(string: "https://other.service-now.com")!, account: "abel")
        for store in [NowFileTokenStore(directory: directory), NowInMemoryTokenStore()] as [any NowTokenStore] {
            try await store.save(tokens, for: key)
            try await store.save(tokens, for: other)
            try await store.removeAll(instance: key.instance)
            #expect(try await store.load(for: key) == nil)
            #expect(try await store.load(for: other) == tokens)
            try await store.removeAll(instance: nil)
            #expect(try await store.load(for: other) == nil)
        }
    }

    @Test func keysCountOnlyTheOrigin() {
        #expect(key.instance == "https://example.service-now.com")
        #expect(key == NowTokenStoreKey(instanceUrl: URL(string: "HTTPS://Example.service-now.com")!, account: "abel"))
        #expect(key != NowTokenStoreKey(instanceUrl: URL(string: "http://example.service-now.com")!, account: "abel"))
    }
}

extension NowTokenStoreKey {
    fileprivate var instanceUrlForTests: URL { URL(string: instance)! }
}
