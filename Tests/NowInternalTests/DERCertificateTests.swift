import CNowCrypto
import Foundation
import NowInternal
import Testing

// CNowCrypto makes certificates with the system's libcrypto on Linux only; elsewhere its functions are empty.
#if canImport(Glibc)

    /// The pinning parser finds a certificate's SubjectPublicKeyInfo exactly as OpenSSL writes the key, and refuses
    /// what is not a certificate.
    @Suite struct DERCertificateTests {
        /// A fresh self-signed certificate and its key's SubjectPublicKeyInfo as OpenSSL's `i2d_PUBKEY` writes it.
        static func certificateAndKey() throws -> (certificate: Data, publicKey: Data) {
            var certificate = [CChar](repeating: 0, count: 8192)
            var key = [CChar](repeating: 0, count: 4096)
            let made = nowtls_make_certificate(
                nil, nil, "NowWeb pin test", nil, 7, 3600, &certificate, certificate.count, &key, key.count)
            try #require(made == 1)
            let keyDER = try #require(Self.der(fromPEM: Self.text(key)))
            var publicKey = [UInt8](repeating: 0, count: 1024)
            let length = keyDER.withUnsafeBytes {
                nowcrypto_key_public($0.baseAddress, $0.count, &publicKey, publicKey.count)
            }
            try #require(length > 0)
            return (try #require(Self.der(fromPEM: Self.text(certificate))), Data(publicKey.prefix(length)))
        }

        static func text(_ buffer: [CChar]) -> String {
            buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }

        /// The bytes between a PEM's armour lines.
        static func der(fromPEM pem: String) -> Data? {
            let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
            return Data(base64Encoded: body)
        }

        @Test func theSubjectPublicKeyInfoIsTheKeyOpenSSLWrites() throws {
            let (certificate, publicKey) = try Self.certificateAndKey()
            #expect(DERCertificate.subjectPublicKeyInfo(of: certificate) == publicKey)
        }

        @Test func twoCertificatesHaveTheirOwnKeys() throws {
            let first = try Self.certificateAndKey()
            let second = try Self.certificateAndKey()
            #expect(DERCertificate.subjectPublicKeyInfo(of: first.certificate) == first.publicKey)
            #expect(DERCertificate.subjectPublicKeyInfo(of: second.certificate) != first.publicKey)
        }

        @Test func whatIsNotACertificateHasNoKey() throws {
            let (certificate, publicKey) = try Self.certificateAndKey()
            #expect(DERCertificate.subjectPublicKeyInfo(of: Data()) == nil)
            #expect(DERCertificate.subjectPublicKeyInfo(of: Data("not a certificate".utf8)) == nil)
            #expect(DERCertificate.subjectPublicKeyInfo(of: certificate.prefix(certificate.count - 1)) == nil)
            #expect(DERCertificate.subjectPublicKeyInfo(of: certificate + Data([0])) == nil)
            // A key is a SEQUENCE too, but not a certificate's.
            #expect(DERCertificate.subjectPublicKeyInfo(of: publicKey) == nil)
        }
    }
#endif
