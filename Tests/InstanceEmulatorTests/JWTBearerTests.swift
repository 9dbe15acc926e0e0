import Foundation
import NowInternal
import NowWebTesting
import Testing

/// The jwt-bearer grant checks assertions as an instance's JWT endpoint does (`create-jwt-endpoint.md`).
@Suite("JWT bearer")
struct JWTBearerTests {
    private static let grant = "urn:ietf:params:oauth:grant-type:jwt-bearer"

    private func exchange(_ instance: InstanceEmulator, _ assertion: String) async throws -> (Int, String?) {
        let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
        let response = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: TestSupport.form([
                ("grant_type", Self.grant), ("client_id", "nowweb-mobile"), ("assertion", assertion),
            ]))
        let body = try TestSupport.json(response)
        return (response.status, (body["error"] as? String) ?? (body["access_token"] as? String).map { _ in "ok" })
    }

    private func configuration(_ keys: [JWTSigningKey]) -> InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        configuration.jwtVerifiers = keys.map(\.verifier)
        return configuration
    }

    private func assertion(_ key: JWTSigningKey, _ instance: InstanceEmulator, audience: String = "nowweb-mobile")
        -> String
    {
        key.makeAssertion(
            subject: "abel.tuter", audience: audience, issuedAt: instance.now,
            expiresAt: instance.now.addingTimeInterval(300))
    }

    @Test(arguments: JWTSigningKey.Algorithm.allCases)
    func everyInstanceAlgorithmIsAccepted(algorithm: JWTSigningKey.Algorithm) async throws {
        let key = try JWTSigningKey.generate(algorithm)
        try await withInstanceEmulator(configuration([key])) { instance in
            let (status, outcome) = try await exchange(instance, assertion(key, instance))
            #expect(status == 200)
            #expect(outcome == "ok")
        }
    }

    @Test func aSharedSecretSignatureAnUnknownKeyAndAForgeryAreRefused() async throws {
        let key = try JWTSigningKey.generate(.es256)
        let stranger = try JWTSigningKey.generate(.es256, keyID: key.keyID)
        try await withInstanceEmulator(configuration([key])) { instance in
            let header = Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8).base64URLEncoded
            let claims = String(assertion(key, instance).split(separator: ".")[1])
            let input = header + "." + claims
            let hs256 = input + "." + Digest.hmacSHA256(key: Data("k".utf8), data: Data(input.utf8)).base64URLEncoded
            let otherAlgorithm = try JWTSigningKey.generate(.rs256, keyID: key.keyID)
            for refused in [hs256, assertion(stranger, instance), assertion(otherAlgorithm, instance)] {
                let (status, outcome) = try await exchange(instance, refused)
                #expect(status == 400)
                #expect(outcome == "invalid_grant")
            }
        }
    }

    @Test func theAudienceMustBeTheClientID() async throws {
        let key = try JWTSigningKey.generate(.rs384)
        try await withInstanceEmulator(configuration([key])) { instance in
            let (status, outcome) = try await exchange(instance, assertion(key, instance, audience: "another-client"))
            #expect(status == 400)
            #expect(outcome == "invalid_grant")
        }
    }

    @Test(arguments: [true, false])
    func aReusedJWTIDIsRefusedUnlessVerificationIsOff(verification: Bool) async throws {
        let key = try JWTSigningKey.generate(.es384)
        var configuration = configuration([key])
        configuration.jwtIDVerification = verification
        try await withInstanceEmulator(configuration) { instance in
            let once = assertion(key, instance)
            #expect(try await exchange(instance, once).0 == 200)
            let (status, outcome) = try await exchange(instance, once)
            #expect(status == (verification ? 400 : 200))
            #expect(outcome == (verification ? "invalid_grant" : "ok"))
            let anonymous = key.makeAssertion(
                subject: "abel.tuter", audience: "nowweb-mobile", issuedAt: instance.now,
                expiresAt: instance.now.addingTimeInterval(300), includesJWTID: false)
            #expect(try await exchange(instance, anonymous).0 == (verification ? 400 : 200))
        }
    }
}
