import Foundation

// swift-check: preamble provider
/// Everything `NowSDK.configure(with:)` needs: the vendor's three settings, and ours with documented defaults.
///
/// ```swift
/// var configuration = NowSDKConfiguration(
///     authorizationProvider: MyJWTProvider(), permissionDelegate: nil, logLevel: .error)
/// configuration.tokenStore = NowFileTokenStore()
/// try NowSDK.configure(with: configuration)
/// ```
public struct NowSDKConfiguration: Sendable {
    /// The vendor's provider, when the configuration was made with one.
    public let authorizationProvider: (any NowSDKAuthorizationProviding)?
    /// Where the SDK gets grants from: the vendor's provider adapted, or one of ours.
    public let grantProvider: any NowAuthorizationGrantProviding
    /// Decides whether pages may ask for device permissions; `nil` refuses them all.
    public var permissionDelegate: (any DevicePermissionDelegate)?
    /// The lowest level logged.
    public var logLevel: NowLogLevel
    /// This app's bundle id as the instance's Mobile SDK settings know it; defaults to the main bundle's
    /// identifier, or `dev.nowweb.app` when there is none (command-line tools).
    public var appBundleId: String = Bundle.main.bundleIdentifier ?? "dev.nowweb.app"
    /// Where service settings come from: the Mobile SDK endpoint at its default path (``NowSettingsSource/mobileSDK``)
    /// unless set, or settings the app states for an instance without the Mobile SDK application.
    public var settingsSource = NowSettingsSource.mobileSDK
    /// Whether fetched settings are kept on disk for the next launch, and for how long they are trusted; in
    /// memory only by default (``NowSettingsPersistence/memoryOnly``).
    public var settingsPersistence = NowSettingsPersistence.memoryOnly
    /// The file that lists the web data stores that outlive the process (WebKit's persistent stores, disk
    /// caches) made for this app's users, so that a logout wipes them whether or not their service is alive, in
    /// this launch or a later one; ``defaultWebDataStoreList`` by default. `nil` keeps no list: such stores are
    /// then wiped only while their service lives. It names where the data is and whose it is, never a cookie.
    public var webDataStoreList: URL? = NowSDKConfiguration.defaultWebDataStoreList
    /// The instance's OAuth application; by default none (the JWT public client).
    public var oauthClient = NowOAuthClient()
    /// Where tokens are kept; ``defaultTokenStore`` by default, so that a user stays signed in across launches.
    /// Set `NowInMemoryTokenStore()` to forget them when the process ends.
    public var tokenStore: any NowTokenStore = NowSDKConfiguration.defaultTokenStore
    /// How requests reach the instance; an ephemeral `URLSession` without cookies or redirects by default.
    public var transport: any NowHTTPTransport = NowURLSessionTransport()
    /// Where log messages go; ``defaultLogSink`` by default.
    public var logSink: any NowLogSink = NowSDKConfiguration.defaultLogSink
    /// Skew, refresh budget and backoff; see ``NowTokenProvider/Configuration`` for the defaults.
    public var tokenPolicy = NowTokenProvider.Configuration()
    /// The time the SDK reads and waits on: its wall date for token expiry, the refresh budget and log
    /// entries, its timer for backoff delays and deadlines; ``NowClock/system`` by default.
    public var clock = NowClock.system

    /// Creates a configuration around the vendor's authorization provider.
    ///
    /// - Parameters:
    ///   - authorizationProvider: The app's source of JWTs or OAuth tokens.
    ///   - permissionDelegate: Decides device permission prompts; `nil` by default.
    ///   - logLevel: The lowest level logged; `.error` by default.
    public init(
        authorizationProvider: any NowSDKAuthorizationProviding,
        permissionDelegate: (any DevicePermissionDelegate)? = nil,
        logLevel: NowLogLevel = .error
    ) {
        self.authorizationProvider = authorizationProvider
        grantProvider = VendorAuthorizationAdapter(provider: authorizationProvider)
        self.permissionDelegate = permissionDelegate
        self.logLevel = logLevel
    }

    /// Creates a configuration around one of the SDK's grant providers (password, PKCE, refresh token, access
    /// token) or the app's own.
    ///
    /// - Parameters:
    ///   - grantProvider: The source of grants.
    ///   - permissionDelegate: Decides device permission prompts; `nil` by default.
    ///   - logLevel: The lowest level logged; `.error` by default.
    public init(
        grantProvider: any NowAuthorizationGrantProviding,
        permissionDelegate: (any DevicePermissionDelegate)? = nil,
        logLevel: NowLogLevel = .error
    ) {
        authorizationProvider = nil
        self.grantProvider = grantProvider
        self.permissionDelegate = permissionDelegate
        self.logLevel = logLevel
    }

    /// The file named by the `NOWSDK_WEB_DATA_STORE_LIST` environment variable when it is set to an absolute path
    /// (for tools and test runs that must keep it in a folder of their own), else
    /// `<Application Support>/NowSDK/WebDataStores.json` (on Linux `~/.local/share/NowSDK/WebDataStores.json`):
    /// not the caches directory, which the system may empty while the stores it lists stay.
    public static var defaultWebDataStoreList: URL {
        defaultWebDataStoreList(environment: ProcessInfo.processInfo.environment)
    }

    /// The environment variable that names the default list of web data stores: `NOWSDK_WEB_DATA_STORE_LIST`.
    public static let webDataStoreListEnvironmentVariable = "NOWSDK_WEB_DATA_STORE_LIST"

    /// ``defaultWebDataStoreList`` for the environment `environment`.
    package static func defaultWebDataStoreList(environment: [String: String]) -> URL {
        if let path = environment[webDataStoreListEnvironmentVariable], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: false)
        }
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("NowSDK", isDirectory: true).appendingPathComponent("WebDataStores.json")
    }

    /// The token store the SDK uses unless told otherwise: on Apple platforms the Keychain
    /// (`NowKeychainTokenStore()`: items available after the first unlock, on this device only); elsewhere
    /// `NowFileTokenStore()`, user-only files (0600 in a 0700 directory) in `NowFileTokenStore.defaultDirectory`,
    /// which the `NOWSDK_TOKEN_DIRECTORY` environment variable can name.
    public static var defaultTokenStore: any NowTokenStore {
        #if canImport(Security)
            return NowKeychainTokenStore()
        #else
            return NowFileTokenStore()
        #endif
    }

    /// The unified logging system (`NowOSLogSink`) on Apple platforms, standard error elsewhere.
    public static var defaultLogSink: any NowLogSink {
        #if canImport(os)
            return NowOSLogSink()
        #else
            return NowStandardErrorLogSink()
        #endif
    }

    /// Letters, digits, `.`, `-` and `_`, not empty: what Apple and Android allow in bundle ids.
    static func isValidBundleId(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 255
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
    }
}
