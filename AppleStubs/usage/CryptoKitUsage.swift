// Uses every declaration of AppleStubs/CryptoKit (21): the Digest, HashFunction (Digest, hash(data:)) and
// MessageAuthenticationCode protocols through generic functions; SHA256 (hash(data:)), SHA256Digest
// (makeIterator, withUnsafeBytes), SymmetricKey (init(data:), withUnsafeBytes), HMAC (MAC,
// authenticationCode(for:using:)), HashedAuthenticationCode (makeIterator, withUnsafeBytes, ==, hash(into:)).
import CryptoKit
import Foundation

func digestBytes<D: CryptoKit.Digest>(_ digest: D) -> [UInt8] {
    digest.withUnsafeBytes { Array($0) } + Array(digest)
}

func hash<H: HashFunction>(_ function: H.Type, _ data: Data) -> H.Digest { H.hash(data: data) }

func macBytes<M: MessageAuthenticationCode>(_ code: M) -> [UInt8] {
    code.withUnsafeBytes { Array($0) } + Array(code) + [code == code ? 1 : 0]
}

func cryptoKitUsage(data: Data) -> [UInt8] {
    let digest: SHA256Digest = SHA256.hash(data: data)
    var digestIterator = digest.makeIterator()
    let first = digestIterator.next()
    let generic: SHA256.Digest = hash(SHA256.self, data)
    let key = SymmetricKey(data: data)
    let keyBytes = key.withUnsafeBytes { Array($0) }
    let mac: HMAC<SHA256>.MAC = HMAC<SHA256>.authenticationCode(for: data, using: key)
    let code: HashedAuthenticationCode<SHA256> = mac
    var codeIterator = code.makeIterator()
    var hasher = Hasher()
    code.hash(into: &hasher)
    let same = code == mac
    let raw = code.withUnsafeBytes { Array($0) }
    return digestBytes(digest) + digestBytes(generic) + macBytes(mac) + keyBytes + raw
        + [first ?? 0, codeIterator.next() ?? 0, same ? 1 : 0, UInt8(truncatingIfNeeded: hasher.finalize())]
}
