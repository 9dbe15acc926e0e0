import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SDK transport lets the platform judge TLS and keeps only a request for HTTP credentials to itself.
@Suite struct TransportChallengeTests {
    /// The names Apple's `NSURLAuthenticationMethodServerTrust` and `NSURLAuthenticationMethodClientCertificate`
    /// stand for (FoundationNetworking marks both unavailable: it never sends such a challenge).
    @Test(arguments: ["NSURLAuthenticationMethodServerTrust", "NSURLAuthenticationMethodClientCertificate", "Unknown"])
    func everyChallengeButHTTPCredentialsGetsThePlatformsHandling(_ method: String) {
        #expect(NowURLSessionTransport.answer(toChallengeWithMethod: method) == .platformDefault)
    }

    @Test(arguments: [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodHTMLForm, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ])
    func aRequestForHTTPCredentialsKeepsTheServersAnswer(_ method: String) {
        #expect(NowURLSessionTransport.answer(toChallengeWithMethod: method) == .keepTheServersAnswer)
    }

    @Test func aBasicChallengeComesBackAsThe401WithoutHanging() async throws {
        let server = try HTTPServer.start(HTTPServer.Configuration()) { _ in
            HTTPResponse(status: 401, headers: [("WWW-Authenticate", "Basic realm=\"oauth\"")], body: "no")
        }
        defer { server.shutdown() }
        let request = NowHTTPRequest(
            method: "POST", url: URL(string: "http://127.0.0.1:\(server.port)/oauth_token.do")!)
        let response = try await NowURLSessionTransport().send(request)
        #expect(response.statusCode == 401)
    }
}
