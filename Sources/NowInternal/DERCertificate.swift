import Foundation

/// The few fields of an X.509 certificate (RFC 5280 §4.1) that certificate pinning reads, from its DER bytes, with
/// no platform library: the same answer on every platform.
package enum DERCertificate {
    /// The `SubjectPublicKeyInfo` of the DER certificate `der`, tag and length included (the bytes that
    /// `openssl x509 -pubkey | openssl pkey -pubin -outform der` prints), or `nil` when `der` is not a certificate.
    ///
    /// `Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version OPTIONAL, serialNumber, signature,
    /// issuer, validity, subject, subjectPublicKeyInfo, ... }, ... }`.
    package static func subjectPublicKeyInfo(of der: Data) -> Data? {
        let bytes = [UInt8](der)
        guard let certificate = element(in: bytes, at: 0), certificate.tag == 0x30,
            certificate.end == bytes.count,
            let tbs = element(in: bytes, at: certificate.contentStart), tbs.tag == 0x30
        else { return nil }
        var offset = tbs.contentStart
        guard var field = element(in: bytes, at: offset, limit: tbs.end) else { return nil }
        if field.tag == 0xA0 {
            offset = field.end
            guard let next = element(in: bytes, at: offset, limit: tbs.end) else { return nil }
            field = next
        }
        // serialNumber, signature, issuer, validity, subject: five fields before the key.
        for expected: UInt8 in [0x02, 0x30, 0x30, 0x30, 0x30] {
            guard field.tag == expected else { return nil }
            offset = field.end
            guard let next = element(in: bytes, at: offset, limit: tbs.end) else { return nil }
            field = next
        }
        guard field.tag == 0x30 else { return nil }
        return Data(bytes[offset..<field.end])
    }

    private static func element(in bytes: [UInt8], at offset: Int, limit: Int? = nil) -> DERElement? {
        DERElement(in: bytes, at: offset, limit: limit)
    }
}
