import Foundation
import NowSDK
import Testing

/// The managed app configuration: ServiceNow's AppConfig keys read from a scripted source, the platform's file on
/// Linux, and every malformed value refused with an error that names it.
@Suite struct ManagedConfigurationTests {
    @Test func theInstanceURLAndTheLockAreRead() throws {
        let source = NowManagedConfiguration.Source.scripted([
            "SNDefaultInstanceURL": "https://acme.service-now.com", "SNBlockInstanceCreate": true,
            "SNDefaultInstanceName": "Acme",
        ])
        let managed = try #require(try NowManagedConfiguration.read(from: source))
        #expect(managed.instanceURL == URL(string: "https://acme.service-now.com"))
        #expect(!managed.userMayChangeInstance)
    }

    @Test func withoutTheLockTheUserMayChangeTheInstance() throws {
        let managed = try NowManagedConfiguration(values: ["SNDefaultInstanceURL": " https://acme.service-now.com/ \n"])
        #expect(managed.instanceURL == URL(string: "https://acme.service-now.com/"))
        #expect(managed.userMayChangeInstance)
        #expect(try NowManagedConfiguration(values: ["SNBlockInstanceCreate": false]).userMayChangeInstance)
    }

    @Test func theSessionKeepAliveKeyTurnsItOffAndTakesOnlyABoolean() throws {
        #expect(try NowManagedConfiguration(values: [:]).sessionKeepAliveAllowed)
        #expect(try !NowManagedConfiguration(values: ["NowWebSessionKeepAlive": false]).sessionKeepAliveAllowed)
        #expect(try NowManagedConfiguration(values: ["NowWebSessionKeepAlive": true]).sessionKeepAliveAllowed)
        #expect(throws: NowManagedConfiguration.Problem.wrongType(key: "NowWebSessionKeepAlive", expected: "boolean")) {
            try NowManagedConfiguration(values: ["NowWebSessionKeepAlive": "no"])
        }
    }

    @Test func noManagedConfigurationIsNil() throws {
        #expect(try NowManagedConfiguration.read(from: .scripted(nil)) == nil)
        #expect(try NowManagedConfiguration.read(from: .file(at: "/nonexistent/nowweb-managed.json")) == nil)
    }

    @Test(arguments: [
        "http://acme.service-now.com", "acme.service-now.com", "https://", "ftp://acme.service-now.com",
        "https://user:pw@acme.service-now.com", "https://acme.service-now.com/?token=x", "",
    ])
    func anInstanceURLThatIsNotHTTPSIsRefused(_ value: String) {
        #expect(throws: NowManagedConfiguration.Problem.notAnHTTPSInstanceURL(value)) {
            try NowManagedConfiguration.read(from: .scripted(["SNDefaultInstanceURL": value]))
        }
    }

    @Test func valuesOfTheWrongTypeAreRefusedByKey() {
        #expect(throws: NowManagedConfiguration.Problem.wrongType(key: "SNDefaultInstanceURL", expected: "string")) {
            try NowManagedConfiguration(values: ["SNDefaultInstanceURL": 42])
        }
        #expect(throws: NowManagedConfiguration.Problem.wrongType(key: "SNBlockInstanceCreate", expected: "boolean")) {
            try NowManagedConfiguration(values: [
                "SNDefaultInstanceURL": "https://a.example", "SNBlockInstanceCreate": "yes",
            ])
        }
        let problem = NowManagedConfiguration.Problem.wrongType(key: "SNBlockInstanceCreate", expected: "boolean")
        #expect(problem.description.contains("SNBlockInstanceCreate"))
    }

    /// The platform file's JSON, written to a temporary file.
    static func file(_ json: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "nowweb-managed-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func theLinuxFileTakesTheSameKeys() throws {
        let url = try Self.file(
            #"{"SNDefaultInstanceURL": "https://acme.service-now.com", "SNBlockInstanceCreate": true}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let managed = try #require(try NowManagedConfiguration.read(from: .file(at: url.path)))
        #expect(
            managed
                == NowManagedConfiguration(
                    instanceURL: URL(string: "https://acme.service-now.com"), userMayChangeInstance: false))
    }

    /// The user's environment names a file of their own; the administrator's file still decides (finding R3-L-9).
    @Test func theAdministratorsFileWinsOverTheUsersEnvironment() throws {
        let administrator = try Self.file(
            #"{"SNDefaultInstanceURL": "https://acme.service-now.com", "SNBlockInstanceCreate": true}"#)
        let user = try Self.file(
            #"{"SNDefaultInstanceURL": "https://evil.service-now.com", "SNBlockInstanceCreate": false}"#)
        defer { for url in [administrator, user] { try? FileManager.default.removeItem(at: url) } }
        let managed = try NowManagedConfiguration.read(
            from: .files(administrator: administrator.path, override: user.path))
        #expect(managed?.userMayChangeInstance == false)
        #expect(managed?.instanceURL == URL(string: "https://acme.service-now.com"))
        let missing = administrator.deletingLastPathComponent().appending(path: "nowweb-none-\(UUID().uuidString)")
        let userOnly = try NowManagedConfiguration.read(from: .files(administrator: missing.path, override: user.path))
        #expect(userOnly?.instanceURL == URL(string: "https://evil.service-now.com"), "no administrator's file")
    }

    @Test func aNumberInTheFileIsNotABoolean() throws {
        let url = try Self.file(#"{"SNBlockInstanceCreate": 1}"#)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: NowManagedConfiguration.Problem.wrongType(key: "SNBlockInstanceCreate", expected: "boolean")) {
            try NowManagedConfiguration.read(from: .file(at: url.path))
        }
    }

    @Test func aFileThatIsNotAJSONObjectIsAnError() throws {
        let url = try Self.file("[1, 2]")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: NowManagedConfiguration.Problem.unreadableFile(path: url.path, reason: "not a JSON object")) {
            try NowManagedConfiguration.read(from: .file(at: url.path))
        }
        let garbage = try Self.file("not json")
        defer { try? FileManager.default.removeItem(at: garbage) }
        #expect(throws: NowManagedConfiguration.Problem.self) {
            try NowManagedConfiguration.read(from: .file(at: garbage.path))
        }
    }
}
