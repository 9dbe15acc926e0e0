import Foundation
import NowInternal
import NowSDK
import NowWebTesting

/// A grant provider double: hands out scripted grants and counts the calls.
final class ScriptedGrantProvider: NowAuthorizationGrantProviding {
    private let calls = Locked(0)
    private let script: @Sendable (Int) throws -> NowAuthorizationGrant

    init(_ script: @escaping @Sendable (Int) throws -> NowAuthorizationGrant) { self.script = script }

    convenience init(_ grant: NowAuthorizationGrant) { self.init { _ in grant } }

    var callCount: Int { calls.current }

    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return calls
        }
        return try script(index)
    }
}

/// Everything a token test needs, with time and transport under the test's control.
struct Harness {
    static let instanceUrl = URL(string: "https://example.service-now.com")!

    let transport: ScriptedTransport
    let clock = ManualClock()
    let sink = CapturingLogSink()
    var store: any NowTokenStore = NowInMemoryTokenStore()
    var policy = Harness.defaultPolicy
    var client = NowOAuthClient(clientId: "nowweb-mobile")

    init(_ transport: ScriptedTransport) { self.transport = transport }

    /// The wall date view of ``clock``: moving either moves both.
    var time: ManualClock { clock }

    /// The defaults, with the authorization deadline beyond the sleeps ``ManualClock`` reports.
    static var defaultPolicy: NowTokenProvider.Configuration {
        var policy = NowTokenProvider.Configuration()
        policy.authorizationTimeout = .seconds(86_400)
        return policy
    }

    var tokenKey: NowTokenStoreKey { NowTokenStoreKey(instanceUrl: Self.instanceUrl, account: "default") }

    func configuration(_ grants: any NowAuthorizationGrantProviding) -> NowSDKConfiguration {
        var configuration = NowSDKConfiguration(grantProvider: grants, permissionDelegate: nil, logLevel: .debug)
        configuration.appBundleId = "dev.nowweb.tests"
        configuration.oauthClient = client
        configuration.transport = transport
        configuration.tokenStore = store
        configuration.tokenPolicy = policy
        configuration.logSink = sink
        configuration.clock = .manual(clock)
        return configuration
    }

    func core(_ grants: any NowAuthorizationGrantProviding) throws -> NowCoreService {
        try NowCoreService(configuration: configuration(grants))
    }

    func provider(_ grants: any NowAuthorizationGrantProviding) throws -> NowTokenProvider {
        try core(grants).tokenProvider(for: Self.instanceUrl)
    }
}

/// A service of the test instance.
struct TestService: NowService {
    var configuration = NowServiceConfiguration(instanceUrl: Harness.instanceUrl, appBundleId: "dev.nowweb.tests")
}
