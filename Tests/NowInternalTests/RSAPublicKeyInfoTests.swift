import CNowCrypto
import Foundation
import NowInternal
import Testing

/// The RSA key wrapping that Apple's Security framework needs (it speaks PKCS #1) gives exactly the
/// SubjectPublicKeyInfo that OpenSSL's libcrypto writes (checked where libcrypto makes keys, on Linux), and
/// refuses what is not a key.
@Suite struct RSAPublicKeyInfoTests {
    @Test func aSmallKeyWrapsToTheBytesOfRFC5280() throws {
        // RSAPublicKey { 5, 3 } in SubjectPublicKeyInfo { { rsaEncryption, NULL }, BIT STRING (0 unused bits) }.
        let pkcs1 = Data([0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03])
        let spki = Data(
            [0x30, 0x1A, 0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00]
                + [0x03, 0x09, 0x00] + pkcs1)
        #expect(RSAPublicKeyInfo.wrap(pkcs1) == spki)
        #expect(RSAPublicKeyInfo.unwrap(spki) == pkcs1)
    }

    @Test func whatIsNotAnRSAPublicKeyIsNotWrapped() {
        let refused: [[UInt8]] = [
            [],
            [0x30, 0x00],  // no integers
            [0x30, 0x03, 0x02, 0x01, 0x05],  // one integer
            [0x30, 0x09, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03, 0x02, 0x01, 0x01],  // three
            [0x30, 0x06, 0x02, 0x01, 0x85, 0x02, 0x01, 0x03],  // a negative modulus
            [0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x03],  // a zero modulus
            [0x30, 0x07, 0x02, 0x02, 0x00, 0x05, 0x02, 0x01, 0x03],  // a modulus with a needless leading zero
            [0x30, 0x06, 0x02, 0x01, 0x05, 0x04, 0x01, 0x03],  // an exponent that is no INTEGER
            [0x30, 0x81, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03],  // a long length where a short one fits
            [0x31, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x03],  // a SET
        ]
        for bytes in refused {
            #expect(RSAPublicKeyInfo.wrap(Data(bytes)) == nil, "\(bytes)")
            #expect(RSAPublicKeyInfo.unwrap(Data(bytes)) == nil, "\(bytes)")
        }
    }

    // libcrypto makes keys on Linux only (CNowCrypto's functions are empty elsewhere).
    #if canImport(Glibc)
        /// A fresh RSA key from libcrypto: its `SubjectPublicKeyInfo` (`i2d_PUBKEY`) and, read independently out of
        /// its private key (`i2d_PrivateKey`: PKCS #1 `RSAPrivateKey ::= SEQUENCE { version, modulus,
        /// publicExponent, ... }`), its PKCS #1 `RSAPublicKey ::= SEQUENCE { modulus, publicExponent }`.
        static func libcryptoKey(bits: Int32) throws -> (spki: Data, pkcs1: Data) {
            var buffer = [UInt8](repeating: 0, count: 8192)
            let privateLength = nowcrypto_key_generate(0, bits, &buffer, buffer.count)
            try #require(privateLength > 0)
            let privateKey = Array(buffer[..<privateLength])
            var publicKey = [UInt8](repeating: 0, count: 4096)
            let publicLength = nowcrypto_key_public(privateKey, privateKey.count, &publicKey, publicKey.count)
            try #require(publicLength > 0)
            let sequence = try #require(Self.element(privateKey, at: 0))
            try #require(privateKey[0] == 0x30 && sequence.end == privateKey.count)
            let version = try #require(Self.element(privateKey, at: sequence.content))
            try #require(privateKey[sequence.content] == 0x02 && version.end - version.content == 1)
            let modulus = try #require(Self.element(privateKey, at: version.end))
            let exponent = try #require(Self.element(privateKey, at: modulus.end))
            try #require(privateKey[version.end] == 0x02 && privateKey[modulus.end] == 0x02)
            let integers = Array(privateKey[version.end..<exponent.end])
            return (Data(publicKey[..<publicLength]), Data(Self.sequence(integers)))
        }

        /// The element at `offset`: where its content starts and where it ends.
        static func element(_ bytes: [UInt8], at offset: Int) -> (content: Int, end: Int)? {
            guard offset + 2 <= bytes.count else { return nil }
            let first = Int(bytes[offset + 1])
            guard first & 0x80 != 0 else { return (offset + 2, offset + 2 + first) }
            let count = first & 0x7F
            guard offset + 2 + count <= bytes.count else { return nil }
            let length = bytes[(offset + 2)..<(offset + 2 + count)].reduce(0) { $0 << 8 | Int($1) }
            return (offset + 2 + count, offset + 2 + count + length)
        }

        /// `content` as a DER SEQUENCE.
        static func sequence(_ content: [UInt8]) -> [UInt8] {
            switch content.count {
            case ..<0x80: [0x30, UInt8(content.count)] + content
            case ..<0x100: [0x30, 0x81, UInt8(content.count)] + content
            default: [0x30, 0x82, UInt8(content.count >> 8), UInt8(content.count & 0xFF)] + content
            }
        }

        @Test(arguments: [Int32(2048), 3072])
        func theWrapOfAKeysPKCS1FormIsTheSubjectPublicKeyInfoLibcryptoWrites(bits: Int32) throws {
            let (spki, pkcs1) = try Self.libcryptoKey(bits: bits)
            #expect(RSAPublicKeyInfo.wrap(pkcs1) == spki)
            #expect(RSAPublicKeyInfo.unwrap(spki) == pkcs1)
        }

        @Test func twoKeysWrapApart() throws {
            let first = try Self.libcryptoKey(bits: 2048)
            let second = try Self.libcryptoKey(bits: 2048)
            #expect(RSAPublicKeyInfo.wrap(second.pkcs1) == second.spki)
            #expect(RSAPublicKeyInfo.wrap(second.pkcs1) != first.spki)
            #expect(RSAPublicKeyInfo.unwrap(second.spki) != first.pkcs1)
        }

        @Test func whatIsNotALibcryptoKeyIsNotWrapped() throws {
            let (spki, pkcs1) = try Self.libcryptoKey(bits: 2048)
            for bytes in [Array(pkcs1.dropLast()), Array(pkcs1) + [0x00], Array(spki)] {
                #expect(RSAPublicKeyInfo.wrap(Data(bytes)) == nil, "\(bytes.prefix(12))")
            }
        }

        @Test func whatIsNotAnRSASubjectPublicKeyInfoIsNotUnwrapped() throws {
            let (spki, pkcs1) = try Self.libcryptoKey(bits: 2048)
            var ecKey = [UInt8](repeating: 0, count: 1024)
            let ecPrivateLength = nowcrypto_key_generate(256, 0, &ecKey, ecKey.count)
            try #require(ecPrivateLength > 0)
            var ecPublic = [UInt8](repeating: 0, count: 1024)
            let ecPublicLength = nowcrypto_key_public(ecKey, ecPrivateLength, &ecPublic, ecPublic.count)
            try #require(ecPublicLength > 0)
            let bytes = [UInt8](spki)
            // Offsets in a 2048-bit key's SubjectPublicKeyInfo: 30 82 01 22 | 30 0D 06 09 <OID> 05 00 | 03 82 01 0F 00 ...
            #expect(Array(bytes[0..<4]) == [0x30, 0x82, 0x01, 0x22])
            #expect(Array(bytes[19..<24]) == [0x03, 0x82, 0x01, 0x0F, 0x00])
            func changed(_ index: Int, to value: UInt8) -> [UInt8] {
                var copy = bytes
                copy[index] = value
                return copy
            }
            let refused: [[UInt8]] = [
                [],
                Array(pkcs1),
                Array(ecPublic[..<ecPublicLength]),  // an EC key's SubjectPublicKeyInfo
                Array(bytes.dropLast()),
                bytes + [0x00],
                changed(16, to: 0x02),  // the OID ends 1.1.2 (md2WithRSAEncryption), not 1.1.1
                changed(17, to: 0x04),  // parameters that are not NULL
                changed(23, to: 0x01),  // a bit string with unused bits
                changed(19, to: 0x04),  // an OCTET STRING instead of a BIT STRING
                changed(0, to: 0x31),  // a SET
                Array(bytes[..<19]) + [0x03, 0x01, 0x00],  // an empty key
            ]
            for candidate in refused {
                #expect(RSAPublicKeyInfo.unwrap(Data(candidate)) == nil, "\(candidate.prefix(24))")
            }
        }
    #endif
}
