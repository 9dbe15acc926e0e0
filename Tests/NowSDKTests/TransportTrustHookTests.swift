import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// The SDK transport puts HTTP authentication to the app's trust hook: its password answers the server, its
/// refusal fails the request with the reason, and no hook keeps the server's 401.
@Suite struct TransportTrustHookTests {
    /// A hook that answers every request for credentials with `answer` and counts what it was asked.
    final class ScriptedHook: NowTrustEvaluating, Sendable {
        let answer: NowCredentialAnswer
        let asked = Locked<[NowCredentialChallenge]>([])

        init(_ answer: NowCredentialAnswer) {
            self.answer = answer
        }

        func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer {
            asked.withLock { $0.append(challenge) }
            return answer
        }

        /// It only answers requests for credentials: no certificate check needed.
        func requiresCertificateCheck(host: String) -> Bool { false }
    }

    /// A server that wants `user:secret-pw` in Basic authorization, and the authorizations it received.
    static func basicServer() throws -> (HTTPServer, Locked<[String?]>) {
        let seen = Locked<[String?]>([])
        let expected = "Basic " + Data("user:secret-pw".utf8).base64EncodedString()
        let server = try HTTPServer.start(HTTPServer.Configuration()) { request in
            let authorization = request.header("Authorization")
            seen.withLock { $0.append(authorization) }
            if authorization == expected { return HTTPResponse(status: 200, headers: [], body: "welcome") }
            return HTTPResponse(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"gate\"")], body: "no")
        }
        return (server, seen)
    }

    static func transport(_ hook: any NowTrustEvaluating) -> NowURLSessionTransport {
        var configuration = NowURLSessionTransport.Configuration()
        configuration.trust = hook
        return NowURLSessionTransport(configuration: configuration)
    }

    @Test func theHooksPasswordAnswersABasicChallenge() async throws {
        let (server, seen) = try Self.basicServer()
        defer { server.shutdown() }
        let hook = ScriptedHook(.password(user: "user", password: "secret-pw"))
        let url = URL(string: "http://127.0.0.1:\(server.port)/gate")!
        let response = try await Self.transport(hook).send(NowHTTPRequest(method: "GET", url: url))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "welcome")
        let asked = hook.asked.withLock { $0 }
        #expect(asked.map(\.kind) == [.httpBasic] && asked.first?.realm == "gate")
        #expect(asked.first?.host == "127.0.0.1" && asked.first?.port == Int(server.port))
        #expect(seen.withLock { $0 }.last == "Basic " + Data("user:secret-pw".utf8).base64EncodedString())
    }

    @Test func theHooksRefusalFailsTheRequestWithItsReason() async throws {
        let (server, _) = try Self.basicServer()
        defer { server.shutdown() }
        let hook = ScriptedHook(.refuse(reason: "no credentials for this gate"))
        let url = URL(string: "http://127.0.0.1:\(server.port)/gate")!
        do {
            _ = try await Self.transport(hook).send(NowHTTPRequest(method: "GET", url: url))
            Issue.record("a refused challenge did not fail the request")
        } catch let refusal as NowTrustRefusal {
            #expect(refusal.reason.contains("no credentials for this gate") && refusal.reason.contains("127.0.0.1"))
        }
    }

    @Test func aWrongPasswordIsNotOfferedForEver() async throws {
        let (server, seen) = try Self.basicServer()
        defer { server.shutdown() }
        let hook = ScriptedHook(.password(user: "user", password: "wrong"))
        let url = URL(string: "http://127.0.0.1:\(server.port)/gate")!
        await #expect(throws: NowTrustRefusal.self) {
            _ = try await Self.transport(hook).send(NowHTTPRequest(method: "GET", url: url))
        }
        #expect(seen.withLock { $0.count } <= TrustMapping.maximumCredentialAttempts + 1)
    }

    @Test func thePlatformHookKeepsTheServersAnswer() async throws {
        let (server, _) = try Self.basicServer()
        defer { server.shutdown() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/gate")!
        let response = try await Self.transport(NowPlatformTrust()).send(NowHTTPRequest(method: "GET", url: url))
        #expect(response.statusCode == 401)
    }

    // MARK: Pins fail closed where the certificate cannot be checked before sending (R3-M-3)

    /// A password grant to `instance`'s token endpoint: the request that carries the user's password.
    static func passwordGrant(_ instance: InstanceEmulator) -> NowHTTPRequest {
        NowHTTPRequest(
            method: "POST", url: instance.baseURL.appending(path: "oauth_token.do"),
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Data("grant_type=password&client_id=nowweb-mobile&username=abel.tuter&password=Abel.Tuter-1".utf8))
    }

    static var tlsConfiguration: InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        configuration.tls = .init()
        return configuration
    }

    /// The pin of the emulator's server key (the shared test authority's server certificate).
    static func emulatorPin() throws -> String {
        let pem = try TestCertificateAuthority.shared().serverCertificatePEM
        let der = try #require(
            Data(base64Encoded: pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()))
        return try #require(NowPublicKeyPins.pin(ofCertificate: der))
    }

    /// Sends `request` with `pins` and returns the refusal, recording an issue for any other outcome.
    static func refusal(of request: NowHTTPRequest, pins: NowPublicKeyPins) async -> NowTrustRefusal? {
        do {
            let response = try await transport(pins).send(request)
            Issue.record("a pinned request went out unchecked: HTTP \(response.statusCode)")
        } catch let refusal as NowTrustRefusal {
            return refusal
        } catch {
            Issue.record("a pinned request failed with \(error), not the trust refusal")
        }
        return nil
    }

    #if !canImport(Darwin)
        @Test(arguments: [false, true])
        func onLinuxAPinnedTokenRequestIsRefusedBeforeItIsSentWhateverThePin(rightPin: Bool) async throws {
            let pin = rightPin ? try Self.emulatorPin() : Data(repeating: 7, count: 32).base64EncodedString()
            try await withInstanceEmulator(Self.tlsConfiguration) { instance in
                let pins = try NowPublicKeyPins(host: "127.0.0.1", pins: [pin])
                let refusal = await Self.refusal(of: Self.passwordGrant(instance), pins: pins)
                let reason = refusal?.reason ?? ""
                #expect(reason.contains("127.0.0.1") && reason.contains("FoundationNetworking"), "\(reason)")
                #expect(!reason.contains("Abel.Tuter-1"))
                #expect(instance.requestLog.isEmpty, "\(instance.requestLog)")
            }
        }
    #endif

    @Test func aPinnedHostIsNeverReachedOverPlainHTTP() async throws {
        try await withInstanceEmulator { instance in
            let pins = try NowPublicKeyPins(host: "127.0.0.1", pins: [try Self.emulatorPin()])
            let refusal = await Self.refusal(of: Self.passwordGrant(instance), pins: pins)
            #expect(refusal?.reason.contains("plain HTTP") == true, "\(String(describing: refusal))")
            #expect(instance.requestLog.isEmpty, "\(instance.requestLog)")
        }
    }

    @Test func thePlatformsTrustAndPinsForOtherHostsStillSendTheTokenRequest() async throws {
        try await withInstanceEmulator { instance in
            let elsewhere = try NowPublicKeyPins(host: "other.example", pins: [try Self.emulatorPin()])
            for hook in [NowPlatformTrust(), elsewhere] as [any NowTrustEvaluating] {
                let response = try await Self.transport(hook).send(Self.passwordGrant(instance))
                #expect(response.statusCode == 200)
            }
            #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.count == 2)
        }
    }

    @Test func theRefusalIsDecidedByTheHooksHostsAndThePath() throws {
        let pins = try NowPublicKeyPins(host: "Acme.service-now.com", pins: [try Self.emulatorPin()])
        let https = try #require(URL(string: "https://ACME.service-now.com/oauth_token.do"))
        let plain = try #require(URL(string: "http://acme.service-now.com/oauth_token.do"))
        let other = try #require(URL(string: "http://other.service-now.com/oauth_token.do"))
        #expect(TrustMapping.refusal(of: https, by: pins, unchecked: nil) == nil)
        #expect(TrustMapping.refusal(of: https, by: pins, unchecked: .webKitGTK)?.contains("WebKitGTK") == true)
        #expect(TrustMapping.refusal(of: plain, by: pins, unchecked: nil)?.contains("plain HTTP") == true)
        #expect(TrustMapping.refusal(of: other, by: pins, unchecked: .foundationNetworking) == nil)
        #expect(TrustMapping.refusal(of: https, by: NowPlatformTrust(), unchecked: .foundationNetworking) == nil)
        #expect(TrustMapping.refusal(of: https, by: ScriptedHook(.platformDefault), unchecked: .webKitGTK) == nil)
    }
}
