import Foundation
import NowSDK

extension InstanceEmulator {
    /// A core that signs a user of this instance in with the password grant through the confidential client,
    /// on the emulator's clock: the fixture for integration tests of code that needs real tokens and a real
    /// web session.
    ///
    /// ```swift
    /// try await withInstanceEmulator { instance in
    ///     let core = try instance.makePasswordCore()
    ///     let service = try await NowWeb.makeWebService(
    ///         configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "com.example"),
    ///         core: core)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - user: The user; the first configured user (`abel.tuter`) by default.
    ///   - logLevel: The lowest level the core logs; `.debug` by default.
    ///   - logSink: Where the core logs; standard error by default.
    ///   - tokenStore: Where the core keeps tokens; a new in-memory store by default.
    /// - Returns: The core.
    /// - Throws: ``InstanceEmulatorError/missingFixture(_:)`` when the emulator has no user or no client with a
    ///   secret.
    public func makePasswordCore(
        user: InstanceEmulator.User? = nil, logLevel: NowLogLevel = .debug, logSink: (any NowLogSink)? = nil,
        tokenStore: any NowTokenStore = NowInMemoryTokenStore()
    ) throws -> NowCoreService {
        guard let user = user ?? configuration.users.first else { throw InstanceEmulatorError.missingFixture("user") }
        guard let client = configuration.clients.first(where: { $0.secret != nil }) else {
            throw InstanceEmulatorError.missingFixture("confidential OAuth client")
        }
        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: user.name, password: user.password),
            logLevel: logLevel)
        sdk.oauthClient = NowOAuthClient(clientId: client.id, clientSecret: client.secret)
        sdk.tokenStore = tokenStore
        sdk.clock = clock
        if let logSink { sdk.logSink = logSink }
        return try NowCoreService(configuration: sdk)
    }
}
