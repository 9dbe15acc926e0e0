// Uses every declaration of AppleStubs/CryptoKit (21): the Digest, HashFunction (Digest, hash(data:)) and
// MessageAuthenticationCode protocols through generic functions; SHA256 (hash(data:)), SHA256Digest
// (makeIterator, withUnsafeBytes), SymmetricKey (init(data:), withUnsafeBytes), HMAC (MAC,
// authenticationCode(for:using:)), HashedAuthenticationCode (makeIterator, withUnsafeBytes, ==, hash(into:)); and
// for each of P256, P384 and P521 (15 each): the curve, Signing, Signing.PublicKey (init(derRepresentation:),
// derRepresentation, isValidSignature(_:for:)), Signing.PrivateKey (init(compactRepresentable:) with and without
// its argument, init(derRepresentation:), publicKey, derRepresentation, signature(for:)), Signing.ECDSASignature
// (init(rawRepresentation:), rawRepresentation read and set, withUnsafeBytes).
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

func p256Usage(data: Data) throws -> Bool {
    let curve: P256.Type = P256.self
    let signing: P256.Signing.Type = curve.Signing.self
    let key: P256.Signing.PrivateKey = signing.PrivateKey()
    let compact = P256.Signing.PrivateKey(compactRepresentable: false)
    let privateDER: Data = key.derRepresentation
    let restored = try P256.Signing.PrivateKey(derRepresentation: privateDER)
    let publicKey: P256.Signing.PublicKey = restored.publicKey
    let publicDER: Data = compact.publicKey.derRepresentation
    let parsed = try P256.Signing.PublicKey(derRepresentation: publicDER)
    var signature: P256.Signing.ECDSASignature = try key.signature(for: data)
    let raw: Data = signature.rawRepresentation
    signature.rawRepresentation = raw
    let copy = try P256.Signing.ECDSASignature(rawRepresentation: raw)
    let bytes = copy.withUnsafeBytes { Array($0) }
    return publicKey.isValidSignature(signature, for: data) && parsed.isValidSignature(copy, for: data)
        && !bytes.isEmpty
}

func p384Usage(data: Data) throws -> Bool {
    let curve: P384.Type = P384.self
    let signing: P384.Signing.Type = curve.Signing.self
    let key: P384.Signing.PrivateKey = signing.PrivateKey()
    let compact = P384.Signing.PrivateKey(compactRepresentable: false)
    let privateDER: Data = key.derRepresentation
    let restored = try P384.Signing.PrivateKey(derRepresentation: privateDER)
    let publicKey: P384.Signing.PublicKey = restored.publicKey
    let publicDER: Data = compact.publicKey.derRepresentation
    let parsed = try P384.Signing.PublicKey(derRepresentation: publicDER)
    var signature: P384.Signing.ECDSASignature = try key.signature(for: data)
    let raw: Data = signature.rawRepresentation
    signature.rawRepresentation = raw
    let copy = try P384.Signing.ECDSASignature(rawRepresentation: raw)
    let bytes = copy.withUnsafeBytes { Array($0) }
    return publicKey.isValidSignature(signature, for: data) && parsed.isValidSignature(copy, for: data)
        && !bytes.isEmpty
}

func p521Usage(data: Data) throws -> Bool {
    let curve: P521.Type = P521.self
    let signing: P521.Signing.Type = curve.Signing.self
    let key: P521.Signing.PrivateKey = signing.PrivateKey()
    let compact = P521.Signing.PrivateKey(compactRepresentable: false)
    let privateDER: Data = key.derRepresentation
    let restored = try P521.Signing.PrivateKey(derRepresentation: privateDER)
    let publicKey: P521.Signing.PublicKey = restored.publicKey
    let publicDER: Data = compact.publicKey.derRepresentation
    let parsed = try P521.Signing.PublicKey(derRepresentation: publicDER)
    var signature: P521.Signing.ECDSASignature = try key.signature(for: data)
    let raw: Data = signature.rawRepresentation
    signature.rawRepresentation = raw
    let copy = try P521.Signing.ECDSASignature(rawRepresentation: raw)
    let bytes = copy.withUnsafeBytes { Array($0) }
    return publicKey.isValidSignature(signature, for: data) && parsed.isValidSignature(copy, for: data)
        && !bytes.isEmpty
}
