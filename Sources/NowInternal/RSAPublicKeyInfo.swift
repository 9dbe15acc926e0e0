import Foundation

/// An RSA public key between its two DER forms, with no platform library: PKCS #1's `RSAPublicKey` (what Apple's
/// Security framework imports and exports) and X.509's `SubjectPublicKeyInfo` (what OpenSSL's `i2d_PUBKEY` writes
/// and JWT verifier maps hold).
///
/// `SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }` (RFC 5280
/// §4.1), the algorithm `rsaEncryption` with NULL parameters (RFC 3279 §2.3.1), the bit string's content the DER of
/// `RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }` (RFC 8017 §A.1.1). Both directions
/// accept only DER (definite, minimal lengths; minimal, positive integers) and refuse anything else.
package enum RSAPublicKeyInfo {
    /// `AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }`, tag and length included.
    static let rsaEncryption: [UInt8] = [
        0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00,
    ]

    /// The `SubjectPublicKeyInfo` of the PKCS #1 `RSAPublicKey` `pkcs1`, or `nil` when `pkcs1` is not one.
    package static func wrap(_ pkcs1: Data) -> Data? {
        let key = [UInt8](pkcs1)
        guard isRSAPublicKey(key) else { return nil }
        let bitString = [0x03] + length(key.count + 1) + [0x00] + key
        let content = rsaEncryption + bitString
        return Data([0x30] + length(content.count) + content)
    }

    /// The PKCS #1 `RSAPublicKey` inside the RSA `SubjectPublicKeyInfo` `spki`, or `nil` when `spki` is not one.
    package static func unwrap(_ spki: Data) -> Data? {
        let bytes = [UInt8](spki)
        guard let outer = element(in: bytes, at: 0), outer.tag == 0x30, outer.end == bytes.count,
            let algorithm = element(in: bytes, at: outer.contentStart, limit: outer.end), algorithm.tag == 0x30,
            Array(bytes[outer.contentStart..<algorithm.end]) == rsaEncryption,
            let bitString = element(in: bytes, at: algorithm.end, limit: outer.end), bitString.tag == 0x03,
            bitString.end == outer.end, bitString.end - bitString.contentStart >= 2,
            bytes[bitString.contentStart] == 0x00
        else { return nil }
        let key = Array(bytes[(bitString.contentStart + 1)..<bitString.end])
        return isRSAPublicKey(key) ? Data(key) : nil
    }

    /// Whether `bytes` is exactly one DER `SEQUENCE { INTEGER, INTEGER }` of a positive modulus and exponent.
    private static func isRSAPublicKey(_ bytes: [UInt8]) -> Bool {
        guard let sequence = element(in: bytes, at: 0), sequence.tag == 0x30, sequence.end == bytes.count,
            let modulus = element(in: bytes, at: sequence.contentStart, limit: sequence.end),
            let exponent = element(in: bytes, at: modulus.end, limit: sequence.end), exponent.end == sequence.end
        else { return false }
        return isPositiveInteger(modulus, in: bytes) && isPositiveInteger(exponent, in: bytes)
    }

    /// Whether `element` is a minimally encoded INTEGER greater than zero.
    private static func isPositiveInteger(_ element: DERElement, in bytes: [UInt8]) -> Bool {
        let content = bytes[element.contentStart..<element.end]
        guard element.tag == 0x02, let first = content.first, first & 0x80 == 0 else { return false }
        guard content.count > 1 else { return first != 0 }
        // A leading zero only where the next byte's high bit would otherwise make the value negative.
        return first != 0 || content[content.startIndex + 1] & 0x80 != 0
    }

    /// The element at `offset`, in DER's shortest length form only.
    private static func element(in bytes: [UInt8], at offset: Int, limit: Int? = nil) -> DERElement? {
        DERElement(in: bytes, at: offset, limit: limit, minimalLength: true)
    }

    private static func length(_ count: Int) -> [UInt8] { DERElement.lengthOctets(count) }
}
