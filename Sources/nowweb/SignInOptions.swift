import Foundation
import NowSDK

/// The instance and how to sign in to it, as `nowweb open` and `nowweb doctor` take them.
struct SignInOptions: Sendable {
    static let usage = """
          --instance URL            the instance (default: an embedded instance emulator with its test user)
          --user NAME               sign in with the password grant (development instances)
          --password-env VAR        read the password from environment variable VAR (preferred)
          --password PASSWORD       the password (visible to other users of this machine)
          --client-id ID            OAuth client id (default nowweb-confidential on the emulator)
          --client-secret-env VAR   read the client secret from environment variable VAR
          --pkce                    sign in in a browser (authorization code + PKCE, loopback redirect)
          --bundle-id ID            the app bundle id the instance's mobile SDK settings know (dev.nowweb.app)
        """

    var instance: URL?
    /// True when no instance was given and the command runs its own emulator.
    let isEmbedded: Bool
    var user: String?
    var password: String?
    var clientId: String?
    var clientSecret: String?
    var usesPKCE: Bool
    var bundleId: String

    init(parsing arguments: inout Arguments) throws {
        instance = try arguments.value("instance").map { try Self.url($0, flag: "instance") }
        isEmbedded = instance == nil
        user = try arguments.value("user")
        if let variable = try arguments.value("password-env") {
            guard let value = ProcessInfo.processInfo.environment[variable] else {
                throw UsageError(description: "--password-env: \(variable) is not set")
            }
            password = value
        } else {
            password = try arguments.value("password")
        }
        clientId = try arguments.value("client-id")
        if let variable = try arguments.value("client-secret-env") {
            guard let value = ProcessInfo.processInfo.environment[variable] else {
                throw UsageError(description: "--client-secret-env: \(variable) is not set")
            }
            clientSecret = value
        }
        usesPKCE = arguments.flag("pkce")
        bundleId = try arguments.value("bundle-id") ?? "dev.nowweb.app"
    }

    /// Throws when the options cannot sign in: a real instance needs a user with a password, or PKCE.
    func validate() throws {
        if instance != nil, user == nil, !usesPKCE {
            throw UsageError(description: "--instance needs --user NAME with a password, or --pkce")
        }
        if user != nil, password == nil {
            throw UsageError(description: "--user needs --password-env VAR or --password PASSWORD")
        }
    }

    private static func url(_ text: String, flag: String) throws -> URL {
        guard let url = URL(string: text), url.scheme == "https" || url.scheme == "http", url.host != nil else {
            throw UsageError(description: "--\(flag): '\(text)' is not an http(s) URL")
        }
        return url
    }

    /// The SDK configuration for the requested sign-in.
    func sdkConfiguration(clock: NowClock) -> NowSDKConfiguration {
        let provider: any NowAuthorizationGrantProviding =
            if usesPKCE {
                NowPKCEAuthorizationProvider.loopback { url in
                    print("sign in: open \(url.absoluteString) in a browser")
                }
            } else {
                NowPasswordAuthorizationProvider(
                    username: user ?? "abel.tuter", password: password ?? "Abel.Tuter-1")
            }
        var configuration = NowSDKConfiguration(grantProvider: provider, logLevel: .error)
        configuration.appBundleId = bundleId
        configuration.clock = clock
        if isEmbedded || clientId != nil || usesPKCE {
            let defaultClient = usesPKCE ? "nowweb-mobile" : "nowweb-confidential"
            let defaultSecret: String? = usesPKCE || clientId != nil ? nil : "nowweb-secret"
            configuration.oauthClient = NowOAuthClient(
                clientId: clientId ?? defaultClient, clientSecret: clientSecret ?? defaultSecret)
        }
        return configuration
    }
}
