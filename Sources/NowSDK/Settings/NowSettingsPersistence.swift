import Foundation
import NowInternal

// swift-check: given configuration: inout NowSDKConfiguration
/// Where the SDK keeps the service settings it fetched, so that a relaunch shows its first page without
/// asking the instance first, and how long a kept copy is trusted.
///
/// With a directory, ``NowCoreService/requestSettings(for:)`` answers a launch from the copy the last fetch
/// wrote while it is younger than ``maximumAge``, and fetches the settings again behind it: the fresh answer
/// replaces the copy (and reaches ``NowCoreService/settingsUpdates(for:)``), and an answer that the service is
/// disabled deletes it, so that the next service made is refused. An older copy, one of another instance, app
/// or settings source, or a file that cannot be read is not used: the settings are fetched before the answer,
/// as without persistence. A logout of the instance deletes its copies. Settings hold no secret (whether the
/// SDK, its web part and guests are enabled); the files are the user's alone (0600) all the same.
///
/// ```swift
/// configuration.settingsPersistence = NowSettingsPersistence(directory: NowSettingsPersistence.defaultDirectory)
/// ```
public struct NowSettingsPersistence: Sendable, Equatable {
    /// The directory of the kept settings; `nil` keeps them in memory only.
    public var directory: URL?
    /// How long a kept copy answers a launch; 24 hours by default. A setting changed on the instance reaches an
    /// app within one launch anyway (the fetch behind the answer); this bounds how old an answer can be when
    /// the app was not launched for a while.
    public var maximumAge: Duration

    /// Keeps settings in `directory` (in memory only when `nil`), trusted for `maximumAge`.
    public init(directory: URL?, maximumAge: Duration = .seconds(24 * 3600)) {
        self.directory = directory
        self.maximumAge = maximumAge
    }

    /// In memory only, fetched once per process: the default.
    public static let memoryOnly = NowSettingsPersistence(directory: nil)

    /// `<Caches>/NowSDK/Settings` (on Linux `~/.cache/NowSDK/Settings`): the settings can always be fetched
    /// again, so the system may delete them.
    public static var defaultDirectory: URL {
        let base =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("NowSDK", isDirectory: true).appendingPathComponent("Settings")
    }
}

/// The files of ``NowSettingsPersistence``: one per instance, app and settings source.
struct SettingsFileStore {
    /// What a file holds.
    private struct Record: Codable, Equatable {
        var instance: String
        var appBundleId: String
        var source: String
        var fetchedAt: Double
        var enabled: Bool
        var webEnabled: Bool
        var allowGuestAccess: Bool
    }

    let directory: URL
    let maximumAge: Duration

    /// The kept settings of `configuration` from `source`, if a copy no older than ``maximumAge`` at `now` is
    /// there; a file that cannot be read is deleted.
    func read(_ configuration: NowServiceConfiguration, source: String, now: Date) -> NowServiceSettings? {
        let file = fileURL(configuration, source: source)
        guard let data = try? Data(contentsOf: file) else { return nil }
        guard let record = try? JSONDecoder().decode(Record.self, from: data),
            record.instance == Self.instance(configuration), record.appBundleId == configuration.appBundleId,
            record.source == source, record.fetchedAt.isFinite
        else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        let age = now.timeIntervalSince1970 - record.fetchedAt
        // A copy dated in the future (the clock was set back) is as untrusted as an old one.
        guard age >= -60, age <= maximumAge.secondsValue else { return nil }
        return NowServiceSettings(
            enabled: record.enabled, webEnabled: record.webEnabled, allowGuestAccess: record.allowGuestAccess)
    }

    /// Keeps `settings` of `configuration` from `source`, fetched at `now`.
    func write(
        _ settings: NowServiceSettings, _ configuration: NowServiceConfiguration, source: String, now: Date
    ) throws {
        let record = Record(
            instance: Self.instance(configuration), appBundleId: configuration.appBundleId, source: source,
            fetchedAt: now.timeIntervalSince1970, enabled: settings.enabled, webEnabled: settings.webEnabled,
            allowGuestAccess: settings.allowGuestAccess)
        try PrivateFile.createDirectory(at: directory)
        try PrivateFile.write(try JSONEncoder().encode(record), to: fileURL(configuration, source: source))
    }

    /// Deletes the copy of `configuration` from `source`.
    func remove(_ configuration: NowServiceConfiguration, source: String) {
        try? FileManager.default.removeItem(at: fileURL(configuration, source: source))
    }

    /// Deletes the copies of the instance at `origin` (`NowTokenStoreKey`'s spelling), or every copy when `nil`.
    func removeAll(instance origin: String?) {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "json" {
            if let origin {
                guard let data = try? Data(contentsOf: file),
                    let record = try? JSONDecoder().decode(Record.self, from: data), record.instance != origin
                else {
                    try? FileManager.default.removeItem(at: file)
                    continue
                }
            } else {
                try? FileManager.default.removeItem(at: file)
            }
        }
    }

    private func fileURL(_ configuration: NowServiceConfiguration, source: String) -> URL {
        let name = Digest.sha256(Data("\(Self.instance(configuration))\n\(configuration.appBundleId)\n\(source)".utf8))
        return directory.appendingPathComponent("\(name.hexString).json")
    }

    /// The instance as token store keys spell it, so that a logout finds its copies.
    private static func instance(_ configuration: NowServiceConfiguration) -> String {
        NowTokenStoreKey(instanceUrl: configuration.instanceUrl, account: "").instance
    }
}
