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
          --jwt-file PATH           sign in with the JWT bearer grant, the signed assertion read from PATH
                                    (needs --instance; an instance exchanges an assertion once)
          --jwt-env VAR             as --jwt-file, the assertion read from environment variable VAR (never
                                    from the command line, where every local user sees it)
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
    /// The JWT bearer assertion, from `--jwt-file` or `--jwt-env`.
    var jwtAssertion: String?
    var bundleId: String

    /// The sign-in grant the options ask for, as the doctor names it.
    var grantName: String {
        if usesPKCE { return "authorization code + PKCE" }
        return jwtAssertion == nil ? "password" : "JWT bearer"
    }

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
        jwtAssertion = try Self.assertion(file: arguments.value("jwt-file"), variable: arguments.value("jwt-env"))
        bundleId = try arguments.value("bundle-id") ?? "dev.nowweb.app"
    }

    /// Throws when the options cannot sign in: a real instance needs a user with a password, or PKCE.
    func validate() throws {
        if instance != nil, user == nil, !usesPKCE, jwtAssertion == nil {
            throw UsageError(
                description: "--instance needs --user NAME with a password, --pkce, or --jwt-file PATH / --jwt-env VAR")
        }
        if user != nil, password == nil {
            throw UsageError(description: "--user needs --password-env VAR or --password PASSWORD")
        }
        guard jwtAssertion != nil else { return }
        if user != nil || usesPKCE {
            throw UsageError(description: "--jwt-file and --jwt-env exclude --user and --pkce: one grant at a time")
        }
        if instance == nil {
            throw UsageError(
                description: "--jwt-file and --jwt-env need --instance: the embedded emulator accepts only "
                    + "assertions signed with the key it makes when it starts")
        }
    }

    /// The assertion in file `file` or environment variable `variable` (at most one of them), trimmed of
    /// surrounding whitespace; never echoed in an error.
    private static func assertion(file: String?, variable: String?) throws -> String? {
        let text: String
        switch (file, variable) {
        case (nil, nil): return nil
        case (.some, .some): throw UsageError(description: "--jwt-file and --jwt-env exclude each other")
        case (let path?, nil):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw UsageError(description: "--jwt-file: cannot read \(path)")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw UsageError(description: "--jwt-file: \(path) is not UTF-8 text")
            }
            text = decoded
        case (nil, let name?):
            guard let value = ProcessInfo.processInfo.environment[name] else {
                throw UsageError(description: "--jwt-env: \(name) is not set")
            }
            text = value
        }
        let assertion = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let flag = file == nil ? "--jwt-env" : "--jwt-file"
        guard !assertion.isEmpty else { throw UsageError(description: "\(flag): the assertion is empty") }
        guard assertion.split(separator: ".", omittingEmptySubsequences: false).count == 3,
            assertion.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        else {
            throw UsageError(
                description: "\(flag): not a compact JWT (three base64url parts joined by dots); give the signed "
                    + "assertion itself")
        }
        return assertion
    }

    private static func url(_ text: String, flag: String) throws -> URL {
        guard let url = URL(string: text), url.scheme == "https" || url.scheme == "http", url.host != nil else {
            // User info is a password: the text is echoed only without it.
            let shown = text.contains("@") ? "the given URL" : "'\(text)'"
            throw UsageError(description: "--\(flag): \(shown) is not an http(s) URL")
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
            } else if let jwtAssertion {
                NowJWTAuthorizationProvider(isInteractive: false) { _ in jwtAssertion }
            } else {
                NowPasswordAuthorizationProvider(
                    username: user ?? "abel.tuter", password: password ?? "Abel.Tuter-1")
            }
        var configuration = NowSDKConfiguration(grantProvider: provider, logLevel: .error)
        configuration.appBundleId = bundleId
        configuration.clock = clock
        // One run of the tool signs in once: its tokens go with the process, never into the user's store, and it
        // keeps no list of web data stores in the user's folder (`nowweb app --web-data-list` names one).
        configuration.tokenStore = NowInMemoryTokenStore()
        configuration.webDataStoreList = nil
        if isEmbedded || clientId != nil || usesPKCE {
            let defaultClient = usesPKCE ? "nowweb-mobile" : "nowweb-confidential"
            let defaultSecret: String? = usesPKCE || clientId != nil ? nil : "nowweb-secret"
            configuration.oauthClient = NowOAuthClient(
                clientId: clientId ?? defaultClient, clientSecret: clientSecret ?? defaultSecret)
        }
        return configuration
    }
}
