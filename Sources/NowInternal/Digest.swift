import Foundation

#if canImport(CryptoKit)
    import CryptoKit
#else
    import CNowCrypto
#endif

/// Cryptographic digests from the platform: CryptoKit on Apple, OpenSSL's libcrypto on Linux.
package enum Digest {
    /// The SHA-256 digest of `data` (32 bytes).
    package static func sha256(_ data: Data) -> Data {
        #if canImport(CryptoKit)
            return Data(SHA256.hash(data: data))
        #else
            var out = [UInt8](repeating: 0, count: 32)
            let ok = data.withUnsafeBytes { nowcrypto_sha256($0.baseAddress, $0.count, &out) }
            precondition(ok == 1, "libcrypto SHA-256 failed")
            return Data(out)
        #endif
    }

    /// The HMAC-SHA256 of `data` under `key` (32 bytes).
    package static func hmacSHA256(key: Data, data: Data) -> Data {
        #if canImport(CryptoKit)
            return Data(HMAC<SHA256>.authenticationCode(for: data, using: SymmetricKey(data: key)))
        #else
            var out = [UInt8](repeating: 0, count: 32)
            let ok = key.withUnsafeBytes { keyBytes in
                data.withUnsafeBytes { dataBytes in
                    nowcrypto_hmac_sha256(
                        keyBytes.baseAddress, keyBytes.count, dataBytes.baseAddress, dataBytes.count, &out)
                }
            }
            precondition(ok == 1, "libcrypto HMAC-SHA256 failed")
            return Data(out)
        #endif
    }

    /// Compares two byte strings in time that depends only on their lengths.
    package static func constantTimeEquals(_ lhs: Data, _ rhs: Data) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
        return difference == 0
    }

    /// `count` bytes from the system's cryptographically secure generator.
    package static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
