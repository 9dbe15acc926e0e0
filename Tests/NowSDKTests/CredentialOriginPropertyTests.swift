import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// No credential leaves for another origin, whatever the URL's spelling: judged by where requests arrive, on
/// real loopback listeners (the instance, the same address on another port, another loopback address on the
/// instance's port and on a port of its own), through the real URLSession transport.
@Suite(.serialized) struct CredentialOriginPropertyTests {
    static let password = "pw-SECRET-7"
    static let clientSecret = "s3cret-CLIENT-7"
    /// Every string that marks a credential in a request: the password, the client secret, and the tokens the
    /// instance issues or the store holds.
    static let markers = [password, clientSecret, "issued-ACCESS", "issued-REFRESH", "stored-ACCESS", "stored-REFRESH"]

    // MARK: - The request URL of NowNetworkService.send, on a fixed instance

    /// 16 prefixes × 13 hosts × 5 ports × 4 user infos = 4160 spellings, each sent once (every other one to a
    /// path the instance answers 401, so the retry with a fresh token runs too).
    @Test func theNetworkServiceSendsTheBearerOnlyToItsInstanceAcross4160Spellings() async throws {
        let world = try World()
        defer { world.shutdown() }
        let core = try await world.core(instanceUrl: world.instanceURL)
        let service = PropertyService(instanceUrl: world.instanceURL)
        let network = NowNetworkService(service: service, core: core, transport: world.transport)
        let cases = world.requestSpellings()
        #expect(cases.count == 4160)

        var sent = 0
        var refused = 0
        for (index, spelling) in cases.enumerated() {
            guard let url = URL(string: spelling.text + (index % 2 == 0 ? "/api/now/table/x" : "/api/now/table/retry"))
            else { continue }
            let before = world.snapshot()
            let outcome = await Result { try await network.send(NowHTTPRequest(method: "GET", url: url)) }
            let handed = world.transport.requests(since: before.handed)
            world.expectCredentialsOnlyAt(world.instance, since: before, spelling: spelling.text)
            switch outcome {
            case .success:
                sent += 1
                #expect(!handed.isEmpty, "\(spelling.text)")
                for request in handed {
                    #expect(world.isInstance(request.url), "\(spelling.text) went to \(request.url)")
                }
            case .failure:
                refused += 1
                #expect(handed.isEmpty, "\(spelling.text) was refused after something was sent")
                #expect(!spelling.isInstance, "\(spelling.text) is on the instance but was refused")
            }
        }
        // Both outcomes occur, so the property is not met by refusing (or sending) everything.
        #expect(sent > 0 && refused > 0)
    }

    // MARK: - The instance URL of a service: token exchange, settings, network service, revocation at logout

    /// 6 prefixes × 13 hosts × 4 ports × 4 user infos = 1248 instance URL spellings, each used for a token
    /// exchange, a settings fetch, a network service request and a logout with stored tokens to revoke.
    @Test func everyCredentialPathSendsOnlyToTheOriginOfTheConfiguredInstanceAcross1248Spellings() async throws {
        let world = try World()
        defer { world.shutdown() }
        let cases = world.instanceSpellings()
        #expect(cases.count == 1248)

        var served = 0
        for spelling in cases {
            guard let instanceUrl = URL(string: spelling.text) else { continue }
            let destination = world.destination(of: instanceUrl)
            let before = world.snapshot()
            let core = try await world.core(instanceUrl: instanceUrl)
            let service = PropertyService(instanceUrl: instanceUrl)
            let exchanged = await Result { try await core.requestAccessToken(for: service) }
            _ = await Result { try await core.requestSettings(for: service) }
            _ = await Result {
                try await core.requestNetworkService(for: service).send(
                    NowHTTPRequest(method: "GET", url: URL(string: "/api/now/table/retry")!))
            }
            let loggingOut = try await world.core(instanceUrl: instanceUrl, storedTokensFor: instanceUrl)
            await loggingOut.logout(instanceUrl: instanceUrl)

            let handed = world.transport.requests(since: before.handed)
            switch destination {
            case .listener(let expected):
                world.expectCredentialsOnlyAt(expected, since: before, spelling: spelling.text)
                if case .success = exchanged { served += 1 }
            case .refused:
                // Not an origin the rule may send to (user info, cleartext to a remote host, no host, …):
                // refused before anything was sent, and nothing arrived anywhere.
                #expect(handed.isEmpty, "\(spelling.text) sent \(handed.map(\.url))")
                world.expectCredentialsOnlyAt(nil, since: before, spelling: spelling.text)
                #expect(exchanged.isFailure, "\(spelling.text)")
            }
        }
        #expect(served > 0)
    }

    @Test func theCanonicalInstanceGetsEveryCredentialRequest() async throws {
        let world = try World()
        defer { world.shutdown() }
        let core = try await world.core(instanceUrl: world.instanceURL, storedTokensFor: nil)
        let service = PropertyService(instanceUrl: world.instanceURL)
        _ = try await core.requestAccessToken(for: service)
        _ = try await core.requestNetworkService(for: service).send(
            NowHTTPRequest(method: "GET", url: URL(string: "//127.0.0.1:\(world.instance.port)/api/now/table/x")!))
        _ = await Result { try await core.requestSettings(for: service) }
        await core.logout(instanceUrl: world.instanceURL)
        let paths = world.instance.received.current.map(\.path)
        #expect(
            paths == [
                "/oauth_token.do", "/api/now/table/x", "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.tests",
                "/oauth_revoke_token.do", "/oauth_revoke_token.do",
            ])
    }
}

extension CredentialOriginPropertyTests {
    typealias Spelling = URLSpelling

    /// The listeners, the core factory and the spellings.
    final class World: Sendable {
        let instance: RecordingListener
        let otherPort: RecordingListener
        let otherAddress: RecordingListener
        /// Another loopback address on the instance's own port, when that port is free there.
        let otherAddressSamePort: RecordingListener?
        let transport = HandedTransport()

        init() throws {
            instance = try RecordingListener(host: "127.0.0.1", port: 0, issuesTokens: true)
            otherPort = try RecordingListener(host: "127.0.0.1", port: 0, issuesTokens: false)
            otherAddress = try RecordingListener(host: "127.0.0.2", port: 0, issuesTokens: false)
            otherAddressSamePort = try? RecordingListener(host: "127.0.0.2", port: instance.port, issuesTokens: false)
        }

        var listeners: [RecordingListener] {
            [instance, otherPort, otherAddress] + [otherAddressSamePort].compactMap { $0 }
        }

        var instanceURL: URL { URL(string: "http://127.0.0.1:\(instance.port)")! }

        func shutdown() { for listener in listeners { listener.server.shutdown() } }

        func core(instanceUrl: URL, storedTokensFor stored: URL? = nil) async throws -> NowCoreService {
            var configuration = NowSDKConfiguration(
                grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: password),
                logLevel: .error)
            configuration.appBundleId = "dev.nowweb.tests"
            configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile", clientSecret: clientSecret)
            configuration.transport = transport
            configuration.logSink = CapturingLogSink()
            var policy = NowTokenProvider.Configuration()
            policy.refreshBudget = 1_000_000
            policy.maxRetries = 0
            configuration.tokenPolicy = policy
            let store = NowInMemoryTokenStore()
            if let stored {
                let set = NowTokenSet(
                    accessToken: AccessToken(value: "stored-ACCESS", expiresAt: Date().addingTimeInterval(3600)),
                    refreshToken: "stored-REFRESH")
                let key = NowTokenStoreKey(instanceUrl: stored, account: configuration.grantProvider.account)
                try await store.save(set, for: key)
            }
            configuration.tokenStore = store
            return try NowCoreService(configuration: configuration)
        }

        struct Snapshot {
            var handed: Int
            var received: [Int]
        }

        func snapshot() -> Snapshot {
            Snapshot(handed: transport.count, received: listeners.map { $0.received.current.count })
        }

        /// Checks that since `before` no listener but `allowed` received a credential (none at all when `nil`).
        func expectCredentialsOnlyAt(
            _ allowed: RecordingListener?, since before: Snapshot, spelling: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for (index, listener) in listeners.enumerated() where listener !== allowed {
                let arrived = listener.received.current.dropFirst(before.received[index])
                let leaked = arrived.filter(Self.carriesCredential)
                #expect(
                    leaked.isEmpty, "\(spelling): a credential arrived at \(listener.host):\(listener.port)",
                    sourceLocation: sourceLocation)
            }
        }

        static func carriesCredential(_ request: HTTPRequest) -> Bool {
            if request.header("Authorization") != nil { return true }
            let text = request.path + "?" + (request.query ?? "") + String(decoding: request.body, as: UTF8.self)
            return markers.contains { text.contains($0) }
        }

        /// Whether `url`, as handed to the transport, names the instance exactly.
        func isInstance(_ url: URL) -> Bool {
            url.scheme?.lowercased() == "http" && url.host(percentEncoded: true) == "127.0.0.1"
                && url.port == Int(instance.port) && url.user == nil
        }

        /// Where a configured instance URL may send credentials: `.refused` when the credential rule must
        /// refuse it (nothing may be sent), else the listener its origin reaches (`nil`: none of the test's).
        func destination(of instanceUrl: URL) -> Destination {
            guard CredentialScope(instance: instanceUrl) != nil, let origin = URLOrigin(instanceUrl) else {
                return .refused
            }
            let address = ["127.0.0.1": "127.0.0.1", "localhost": "127.0.0.1", "127.0.0.2": "127.0.0.2"][origin.host]
            return .listener(listeners.first { $0.host == address && Int($0.port) == origin.port })
        }

        enum Destination {
            case refused
            case listener(RecordingListener?)
        }

        // MARK: Spellings

        private var spellings: URLSpellings {
            URLSpellings(instancePort: instance.port, otherPorts: (otherPort.port, otherAddress.port))
        }

        /// URLs of a request: absolute, authority-relative (`//host`) and path-relative forms.
        func requestSpellings() -> [Spelling] { spellings.requestSpellings() }

        /// Instance URLs of a service configuration: absolute forms only.
        func instanceSpellings() -> [Spelling] { spellings.instanceSpellings() }
    }

    /// A loopback HTTP listener that records every request; the instance's also answers the OAuth endpoints.
    final class RecordingListener: Sendable {
        let host: String
        let port: UInt16
        let server: HTTPServer
        let received: Locked<[HTTPRequest]>

        init(host: String, port: UInt16, issuesTokens: Bool) throws {
            var configuration = HTTPServer.Configuration()
            configuration.host = host
            configuration.port = port
            let received = Locked<[HTTPRequest]>([])
            let issued = Locked(0)
            server = try HTTPServer.start(configuration) { request in
                received.withLock { $0.append(request) }
                guard issuesTokens else { return HTTPResponse(status: 200, body: "{}") }
                switch request.path {
                case "/oauth_token.do":
                    let serial = issued.withLock { count in
                        count += 1
                        return count
                    }
                    return HTTPResponse(
                        status: 200, headers: [("Content-Type", "application/json")],
                        body:
                            #"{"access_token":"issued-ACCESS-\#(serial)","refresh_token":"issued-REFRESH-\#(serial)","#
                            + #""token_type":"Bearer","expires_in":1799}"#)
                case let path where path.hasSuffix("/retry"):
                    return HTTPResponse(status: 401)
                default:
                    return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: "{}")
                }
            }
            self.host = host
            self.port = server.port
            self.received = received
        }
    }

    /// The real URLSession transport, recording what it was handed.
    final class HandedTransport: NowHTTPTransport {
        private let real: NowURLSessionTransport = {
            var configuration = NowURLSessionTransport.Configuration()
            configuration.timeout = 10
            return NowURLSessionTransport(configuration: configuration)
        }()
        private let log = Locked<[NowHTTPRequest]>([])

        var count: Int { log.current.count }

        func requests(since index: Int) -> [NowHTTPRequest] { Array(log.current.dropFirst(index)) }

        func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
            log.withLock { $0.append(request) }
            return try await real.send(request)
        }
    }

    struct PropertyService: NowService {
        var configuration: NowServiceConfiguration

        init(instanceUrl: URL) {
            configuration = NowServiceConfiguration(instanceUrl: instanceUrl, appBundleId: "dev.nowweb.tests")
        }
    }
}

extension Result where Failure == any Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
