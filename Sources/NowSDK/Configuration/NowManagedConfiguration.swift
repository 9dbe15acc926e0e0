import Foundation

// swift-check: preamble instance-field
/// The instance an organisation's device management assigns to the app: an instance URL, and whether the user
/// may use another, read from the platform's managed app configuration.
///
/// The keys are those of ServiceNow's own mobile apps (AppConfig, servicenow.com/docs "AppConfig for Mobile
/// Apps"), so one MDM profile serves both:
///
/// | Key | Type | Meaning |
/// |---|---|---|
/// | `SNDefaultInstanceURL` | string | The instance, an `https` URL (``instanceURL``). |
/// | `SNBlockInstanceCreate` | boolean | `true`: the user may not add or change the instance (``userMayChangeInstance`` is `false`). |
/// | `NowWebSessionKeepAlive` | boolean | `false`: NowWeb never sends a request to keep the web session of a user who is working in a page (``sessionKeepAliveAllowed`` is `false`). NowWeb's own key. |
/// | `NowWebPrivacyScreen` | boolean | `true`: every page is covered while the app is in the app switcher, whatever the app says (``privacyScreenRequired``). NowWeb's own key. |
/// | `NowWebSensitivePaths` | array of strings | Path prefixes (such as `/hr_case.do`) of pages covered while the screen is recorded or mirrored (``sensitivePathPrefixes``). NowWeb's own key. |
/// | `NowWebClearCopiedText` | boolean | `true`: text copied from a page is cleared from the pasteboard when the app goes to the background, if the pasteboard still holds it (``clearsCopiedTextOnBackground``). NowWeb's own key. |
///
/// ServiceNow's `SNDefaultInstanceName` and `SNBlockMultiInstance` are not read (one SDK service has one instance).
///
/// Where the values come from (``Source/standard``): on iOS, the dictionary an MDM server installs under
/// `com.apple.configuration.managed` in the app's `UserDefaults`; on Linux, which has no such channel, a JSON
/// object with the same keys in the file named by the `NOWWEB_MANAGED_CONFIGURATION` environment variable, or else
/// `/etc/nowweb/managed-configuration.json`.
///
/// ```swift
/// if let managed = try NowManagedConfiguration.read(), let url = managed.instanceURL {
///     instanceField.text = url.absoluteString
///     instanceField.isEnabled = managed.userMayChangeInstance
/// }
/// ```
public struct NowManagedConfiguration: Sendable, Equatable {
    /// The key of the instance URL: `SNDefaultInstanceURL`.
    public static let instanceURLKey = "SNDefaultInstanceURL"
    /// The key that locks the instance: `SNBlockInstanceCreate`.
    public static let blockInstanceChangeKey = "SNBlockInstanceCreate"
    /// The key that turns NowWeb's keep-alive of an active user's web session off: `NowWebSessionKeepAlive`.
    public static let sessionKeepAliveKey = "NowWebSessionKeepAlive"
    /// The key that covers every page in the app switcher: `NowWebPrivacyScreen`.
    public static let privacyScreenKey = "NowWebPrivacyScreen"
    /// The key of the sensitive pages' path prefixes: `NowWebSensitivePaths`.
    public static let sensitivePathsKey = "NowWebSensitivePaths"
    /// The key that clears text copied from a page on background: `NowWebClearCopiedText`.
    public static let clearCopiedTextKey = "NowWebClearCopiedText"
    /// The `UserDefaults` key iOS keeps an app's managed configuration under.
    public static let userDefaultsKey = "com.apple.configuration.managed"
    /// The environment variable naming the managed configuration file on platforms without managed app
    /// configuration.
    public static let fileEnvironmentVariable = "NOWWEB_MANAGED_CONFIGURATION"
    /// The managed configuration file when ``fileEnvironmentVariable`` is not set.
    public static let defaultFilePath = "/etc/nowweb/managed-configuration.json"

    /// The instance the organisation assigns, or `nil` when it assigns none.
    public var instanceURL: URL?
    /// Whether the user may use another instance than ``instanceURL``; `true` unless `SNBlockInstanceCreate` is
    /// `true`.
    public var userMayChangeInstance: Bool
    /// Whether NowWeb may send a request that keeps the web session of a user who is working in a page; `true`
    /// unless `NowWebSessionKeepAlive` is `false`.
    public var sessionKeepAliveAllowed = true
    /// Whether every page must be covered while the app is in the app switcher; `true` when
    /// `NowWebPrivacyScreen` is `true`.
    public var privacyScreenRequired = false
    /// Path prefixes of sensitive pages, covered while the screen is recorded or mirrored: `NowWebSensitivePaths`.
    /// Default: none.
    public var sensitivePathPrefixes: [String] = []
    /// Whether text copied from a page is cleared from the pasteboard on background; `true` when
    /// `NowWebClearCopiedText` is `true`.
    public var clearsCopiedTextOnBackground = false

    /// Why a managed configuration was refused. Nothing of it is used then.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The value of `key` is not of the type the key takes (`expected`).
        case wrongType(key: String, expected: String)
        /// `SNDefaultInstanceURL` is not an `https` URL with a host (and no user, query or fragment).
        case notAnHTTPSInstanceURL(String)
        /// The configuration file exists but is not a JSON object.
        case unreadableFile(path: String, reason: String)

        /// What is wrong and what to change in the device management profile.
        public var description: String {
            switch self {
            case .wrongType(let key, let expected):
                "The managed app configuration's \(key) is not a \(expected). Correct it in the device management "
                    + "profile."
            case .notAnHTTPSInstanceURL(let value):
                "The managed app configuration's \(NowManagedConfiguration.instanceURLKey) \"\(value)\" is not an "
                    + "https URL of an instance (such as https://acme.service-now.com). Correct it in the device "
                    + "management profile."
            case .unreadableFile(let path, let reason):
                "The managed configuration file \(path) could not be read as a JSON object (\(reason))."
            }
        }
    }

    /// A configuration with `instanceURL`; the user may change the instance unless told otherwise.
    public init(instanceURL: URL?, userMayChangeInstance: Bool = true) {
        self.instanceURL = instanceURL
        self.userMayChangeInstance = userMayChangeInstance
    }

    /// Reads the managed configuration from `values`, the managed dictionary. Unknown keys are ignored.
    ///
    /// - Parameter values: The managed dictionary (property-list or JSON values).
    /// - Throws: ``Problem`` for a value of the wrong type or an instance URL that is not `https`.
    public init(values: [String: any Sendable]) throws(Problem) {
        var instanceURL: URL?
        if let raw = values[Self.instanceURLKey] {
            guard let text = raw as? String else {
                throw .wrongType(key: Self.instanceURLKey, expected: "string")
            }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = URL(string: trimmed), url.scheme?.lowercased() == "https", let host = url.host,
                !host.isEmpty, url.user == nil, url.password == nil, url.query == nil, url.fragment == nil
            else { throw .notAnHTTPSInstanceURL(text) }
            instanceURL = url
        }
        var blocked = false
        if let raw = values[Self.blockInstanceChangeKey] {
            guard let flag = raw as? Bool else {
                throw .wrongType(key: Self.blockInstanceChangeKey, expected: "boolean")
            }
            blocked = flag
        }
        self.init(instanceURL: instanceURL, userMayChangeInstance: !blocked)
        if let raw = values[Self.sessionKeepAliveKey] {
            guard let flag = raw as? Bool else { throw .wrongType(key: Self.sessionKeepAliveKey, expected: "boolean") }
            sessionKeepAliveAllowed = flag
        }
        privacyScreenRequired = try Self.flag(values, Self.privacyScreenKey) ?? false
        clearsCopiedTextOnBackground = try Self.flag(values, Self.clearCopiedTextKey) ?? false
        if let raw = values[Self.sensitivePathsKey] {
            guard let paths = raw as? [String] else {
                throw .wrongType(key: Self.sensitivePathsKey, expected: "array of strings")
            }
            sensitivePathPrefixes = paths
        }
    }

    /// The boolean under `key` in `values`, `nil` when there is none.
    private static func flag(_ values: [String: any Sendable], _ key: String) throws(Problem) -> Bool? {
        guard let raw = values[key] else { return nil }
        guard let flag = raw as? Bool else { throw .wrongType(key: key, expected: "boolean") }
        return flag
    }

    /// The managed configuration `source` holds, or `nil` when it holds none.
    ///
    /// - Parameter source: Where the values come from; ``Source/standard`` by default.
    /// - Returns: The configuration, or `nil` when the device management assigns none.
    /// - Throws: ``Problem`` when a value is malformed; the app then keeps what it had.
    public static func read(from source: Source = .standard) throws(Problem) -> NowManagedConfiguration? {
        guard let values = try source.values() else { return nil }
        return try NowManagedConfiguration(values: values)
    }
}
