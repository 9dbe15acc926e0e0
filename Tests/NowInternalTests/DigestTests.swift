import Foundation
import NowInternal
import Testing

@Suite struct DigestTests {
    @Test func sha256MatchesTheFIPSVector() {
        #expect(
            Digest.sha256(Data("abc".utf8)).hexString
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func hmacSHA256MatchesRFC4231Case2() {
        let mac = Digest.hmacSHA256(key: Data("Jefe".utf8), data: Data("what do ya want for nothing?".utf8))
        #expect(mac.hexString == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func base64URLRoundTripsWithoutPadding() {
        let bytes = Data([0xfb, 0xff, 0xfe, 0x01])
        #expect(bytes.base64URLEncoded == "-__-AQ")
        #expect(Data(base64URLEncoded: "-__-AQ") == bytes)
        #expect(Data(base64URLEncoded: "not base64!") == nil)
    }

    @Test func pkceS256ChallengeMatchesPythonHashlib() {
        // Expected value computed independently with Python's hashlib and base64.urlsafe_b64encode.
        let challenge = Digest.sha256(Data("dBjftJeZ4CVP-mJ92IZZ1Y7KE6IXDkb0nXpwE_xqE0Zv".utf8)).base64URLEncoded
        #expect(challenge == "TK8mypNLmETiUcQYF9aW_NHAeQ887S2dabFZmjhu418")
    }

    @Test func constantTimeEqualsComparesBytes() {
        #expect(Digest.constantTimeEquals(Data([1, 2]), Data([1, 2])))
        #expect(!Digest.constantTimeEquals(Data([1, 2]), Data([1, 3])))
        #expect(!Digest.constantTimeEquals(Data([1]), Data([1, 2])))
        #expect(Digest.randomBytes(32).count == 32)
    }
}
