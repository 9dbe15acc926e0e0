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
}
