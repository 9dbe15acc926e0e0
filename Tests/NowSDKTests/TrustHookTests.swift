import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// The trust hook's pure parts: public-key pins and the one mapping from a hook's answers to what every engine
/// and the transport do.
@Suite struct TrustHookTests {
    /// The shared test authority's server certificate, DER, and its pin.
    static func serverCertificate() throws -> (der: Data, pin: String) {
        let pem = try TestCertificateAuthority.shared().serverCertificatePEM
        let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
        let der = try #require(Data(base64Encoded: body))
        return (der, try #require(NowPublicKeyPins.pin(ofCertificate: der)))
    }

    static func trust(_ certificates: [Data], host: String = "acme.service-now.com", trusted: Bool = true)
        -> NowServerTrust
    {
        NowServerTrust(
            host: host, port: 443, certificates: certificates,
            platformVerdict: trusted ? .trusted : .refused(reason: "unknown issuer"))
    }

    @Test func aPinIsTheDigestOfTheKeyNotOfTheCertificate() throws {
        let (der, pin) = try Self.serverCertificate()
        #expect(Data(base64Encoded: pin)?.count == 32)
        #expect(pin != Digest.sha256(der).base64EncodedString())
        let key = try #require(DERCertificate.subjectPublicKeyInfo(of: der))
        #expect(pin == Digest.sha256(key).base64EncodedString())
    }

    @Test func aChainWithAPinnedKeyKeepsThePlatformsVerdict() throws {
        let (der, pin) = try Self.serverCertificate()
        let pins = try NowPublicKeyPins(host: "ACME.service-now.com", pins: [pin])
        #expect(pins.evaluate(Self.trust([Data("intermediate".utf8), der])) == .platformDefault)
    }

    @Test func aChainWithoutAPinnedKeyIsRefusedAndTheReasonSaysSo() throws {
        let (der, _) = try Self.serverCertificate()
        let other = Data(repeating: 7, count: 32).base64EncodedString()
        let pins = try NowPublicKeyPins(host: "acme.service-now.com", pins: [other])
        guard case .refuse(let reason) = pins.evaluate(Self.trust([der])) else {
            Issue.record("an unpinned key was not refused")
            return
        }
        #expect(reason.contains("acme.service-now.com") && reason.contains("pinned public key"), "\(reason)")
    }

    @Test func hostsWithoutPinsAndChainsThePlatformRefusesAreLeftToThePlatform() throws {
        let (der, _) = try Self.serverCertificate()
        let pins = try NowPublicKeyPins(host: "acme.service-now.com", pins: [Data(count: 32).base64EncodedString()])
        #expect(pins.evaluate(Self.trust([der], host: "other.example")) == .platformDefault)
        #expect(pins.evaluate(Self.trust([der], trusted: false)) == .platformDefault)
    }

    @Test(arguments: ["", "abc", Data(count: 20).base64EncodedString(), "not base64!!"])
    func aMalformedPinIsAnError(_ pin: String) {
        #expect(throws: NowPublicKeyPins.Problem.malformedPin(pin)) {
            try NowPublicKeyPins(host: "acme.service-now.com", pins: [pin])
        }
    }

    @Test func noPinIsAnError() {
        #expect(throws: NowPublicKeyPins.Problem.noPins) { try NowPublicKeyPins(host: "a.example", pins: []) }
    }

    @Test func serverTrustDecisionsMapToDispositions() {
        #expect(TrustMapping.disposition(.platformDefault, host: "h") == .platformDefault)
        #expect(TrustMapping.disposition(.trust, host: "h") == .trustServer)
        #expect(
            TrustMapping.disposition(.refuse(reason: "pin"), host: "h")
                == .refuse(reason: "the app does not trust the certificate of h: pin"))
    }

    static func challenge(_ kind: NowCredentialChallenge.Kind, failures: Int = 0) -> NowCredentialChallenge {
        NowCredentialChallenge(kind: kind, host: "h", port: 443, realm: "r", previousFailureCount: failures)
    }

    @Test func credentialAnswersMapToDispositionsOfTheirKind() {
        let password = NowCredentialAnswer.password(user: "u", password: "p")
        let identity = NowCredentialAnswer.clientIdentity(pkcs12: Data([1]), passphrase: "x")
        #expect(
            TrustMapping.disposition(password, to: Self.challenge(.httpBasic)) == .password(user: "u", password: "p"))
        #expect(
            TrustMapping.disposition(password, to: Self.challenge(.http(scheme: "NTLM")))
                == .password(user: "u", password: "p"))
        #expect(
            TrustMapping.disposition(identity, to: Self.challenge(.clientCertificate))
                == .clientIdentity(pkcs12: Data([1]), passphrase: "x"))
        #expect(TrustMapping.disposition(.platformDefault, to: Self.challenge(.httpDigest)) == .platformDefault)
        guard case .refuse = TrustMapping.disposition(password, to: Self.challenge(.clientCertificate)),
            case .refuse = TrustMapping.disposition(identity, to: Self.challenge(.httpBasic)),
            case .refuse(let declined) = TrustMapping.disposition(.refuse(reason: "no"), to: Self.challenge(.httpBasic))
        else {
            Issue.record("a mismatched or refused answer was not a refusal")
            return
        }
        #expect(declined.contains("no"))
    }

    @Test func credentialsRefusedThreeTimesAreNotOfferedAgain() {
        let password = NowCredentialAnswer.password(user: "u", password: "secret-pw")
        #expect(TrustMapping.disposition(password, to: Self.challenge(.httpBasic, failures: 2)) != .platformDefault)
        guard case .refuse(let reason) = TrustMapping.disposition(password, to: Self.challenge(.httpBasic, failures: 3))
        else {
            Issue.record("a fourth attempt was answered")
            return
        }
        #expect(!reason.contains("secret-pw"))
    }

    @Test func descriptionsHoldNoSecret() {
        let answers: [NowCredentialAnswer] = [
            .password(user: "u", password: "secret-pw"), .clientIdentity(pkcs12: Data(), passphrase: "secret-pw"),
        ]
        for answer in answers { #expect(!"\(answer)".contains("secret-pw")) }
        let dispositions: [TrustDisposition] = [
            .password(user: "u", password: "secret-pw"), .clientIdentity(pkcs12: Data(), passphrase: "secret-pw"),
        ]
        for disposition in dispositions { #expect(!"\(disposition)".contains("secret-pw")) }
        #expect(!NowTrustRefusal(reason: "pin").description.isEmpty)
    }
}
