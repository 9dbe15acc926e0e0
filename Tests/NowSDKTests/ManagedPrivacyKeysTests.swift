import Foundation
import NowSDK
import Testing

/// NowWeb's privacy keys in the managed configuration: read when present, off when absent, and a value of the
/// wrong type refused with an error that names its key.
@Suite struct ManagedPrivacyKeysTests {
    @Test func absentKeysAskForNothing() throws {
        let configuration = try NowManagedConfiguration(values: [:])
        #expect(!configuration.privacyScreenRequired)
        #expect(configuration.sensitivePathPrefixes.isEmpty)
        #expect(!configuration.clearsCopiedTextOnBackground)
    }

    @Test func presentKeysAreRead() throws {
        let configuration = try NowManagedConfiguration(values: [
            "NowWebPrivacyScreen": true, "NowWebSensitivePaths": ["/hr_case.do", "/now/sow"],
            "NowWebClearCopiedText": true,
        ])
        #expect(configuration.privacyScreenRequired)
        #expect(configuration.sensitivePathPrefixes == ["/hr_case.do", "/now/sow"])
        #expect(configuration.clearsCopiedTextOnBackground)
    }

    @Test func wrongTypesAreRefusedByKey() {
        let cases: [(String, any Sendable, String)] = [
            ("NowWebPrivacyScreen", "true", "boolean"), ("NowWebClearCopiedText", "1", "boolean"),
            ("NowWebSensitivePaths", "/hr_case.do", "array of strings"),
        ]
        for (key, value, expected) in cases {
            #expect(throws: NowManagedConfiguration.Problem.wrongType(key: key, expected: expected)) {
                try NowManagedConfiguration(values: [key: value])
            }
        }
    }

    @Test func aFilesArrayOfStringsIsReadAndAMixedArrayRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.json")
        try Data(#"{"NowWebSensitivePaths": ["/hr_case.do"]}"#.utf8).write(to: good)
        let read = try NowManagedConfiguration.read(from: .file(at: good.path))
        #expect(read?.sensitivePathPrefixes == ["/hr_case.do"])
        let mixed = folder.appendingPathComponent("mixed.json")
        try Data(#"{"NowWebSensitivePaths": ["/hr_case.do", 3]}"#.utf8).write(to: mixed)
        #expect(
            throws: NowManagedConfiguration.Problem.wrongType(key: "NowWebSensitivePaths", expected: "array of strings")
        ) {
            try NowManagedConfiguration.read(from: .file(at: mixed.path))
        }
    }
}
