import Foundation
import NowInternal
import NowSDK

/// What `nowweb open` was asked to do, parsed from its arguments.
struct OpenRequest: Sendable {
    var page: URL
    var instance: URL?
    /// True when no instance was given and `nowweb open` runs its own emulator.
    let isEmbedded: Bool
    var user: String?
    var password: String?
    var clientId: String?
    var clientSecret: String?
    var usesPKCE: Bool
    var bundleId: String
    var engine: OpenEngine
    var screenshot: URL?
    var timeout: Duration

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
        let engineName = try arguments.value("engine") ?? OpenEngine.default.rawValue
        guard let engine = OpenEngine(rawValue: engineName) else {
            throw UsageError(description: "--engine: '\(engineName)' is not one of \(OpenEngine.names)")
        }
        self.engine = engine
        screenshot = try arguments.value("screenshot").map { URL(fileURLWithPath: $0) }
        timeout = try arguments.value("timeout").map { try Arguments.duration($0, flag: "timeout") } ?? .seconds(60)
        let positionals = arguments.positionals()
        guard positionals.count == 1, let page = URL(string: positionals[0]) else {
            throw UsageError(description: positionals.isEmpty ? "missing URL" : "expected exactly one URL")
        }
        self.page = page
        if instance != nil, user == nil, !usesPKCE {
            throw UsageError(description: "--instance needs --user NAME with a password, or --pkce")
        }
        if user != nil, password == nil {
            throw UsageError(description: "--user needs --password-env VAR or --password PASSWORD")
        }
        if screenshot != nil, engine == .headless {
            throw UsageError(description: "--screenshot needs a rendering engine, not --engine headless")
        }
    }

    private static func url(_ text: String, flag: String) throws -> URL {
        guard let url = URL(string: text), URLOrigin(url) != nil else {
            throw UsageError(description: "--\(flag): '\(text)' is not an http(s) URL")
        }
        return url
    }

    /// The SDK configuration for the requested sign-in.
    func sdkConfiguration(now: @escaping @Sendable () -> Date) -> NowSDKConfiguration {
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
        configuration.now = now
        if isEmbedded || clientId != nil || usesPKCE {
            let defaultClient = usesPKCE ? "nowweb-mobile" : "nowweb-confidential"
            let defaultSecret: String? = usesPKCE || clientId != nil ? nil : "nowweb-secret"
            configuration.oauthClient = NowOAuthClient(
                clientId: clientId ?? defaultClient, clientSecret: clientSecret ?? defaultSecret)
        }
        return configuration
    }
}
