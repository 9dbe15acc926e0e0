// Stub of Apple's CryptoKit: SHA-256 and HMAC, as the package's Digest uses them, and ECDSA on P-256, P-384 and
// P-521, as JWTSigningKey uses it.
// Source: iPhoneOS18.0.sdk/System/Library/Frameworks/CryptoKit.framework/Modules/CryptoKit.swiftmodule/
// arm64-apple-ios.swiftinterface (HashFunction, SHA256, SHA256Digest, HMAC, SymmetricKey, MessageAuthenticationCode)
// and arm64e-apple-ios.swiftinterface (P256, P384, P521 and their Signing types).
@_exported import Foundation

// `public protocol Digest : Swift.Hashable, Swift.Sequence, Foundation.ContiguousBytes ... where Self.Element == Swift.UInt8`
public protocol Digest: Hashable, Sequence, ContiguousBytes where Element == UInt8 {}

// `public protocol HashFunction { associatedtype Digest : CryptoKit.Digest; static func hash<D>(data: D) -> Self.Digest where D : Foundation.DataProtocol; ... }`
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    static func hash<D: DataProtocol>(data: D) -> Digest
}

// `public struct SHA256Digest : CryptoKit.Digest`
public struct SHA256Digest: CryptoKit.Digest {
    public func makeIterator() -> Array<UInt8>.Iterator { fatalError() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
}

// `public struct SHA256 : CryptoKit.HashFunctionImplementationDetails`
public struct SHA256: HashFunction {
    public static func hash<D: DataProtocol>(data: D) -> SHA256Digest { fatalError() }
}

// `public struct SymmetricKey : Foundation.ContiguousBytes` with `public init<D>(data: D) where D : Foundation.ContiguousBytes`
public struct SymmetricKey: ContiguousBytes {
    public init<D: ContiguousBytes>(data: D) { fatalError() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
}

// `public protocol MessageAuthenticationCode : Swift.Hashable, Foundation.ContiguousBytes, Swift.Sequence ... UInt8`
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, Sequence where Element == UInt8 {}

// `public struct HMAC<H> : CryptoKit.MACAlgorithm where H : CryptoKit.HashFunction` with
// `public static func authenticationCode<D>(for data: D, using key: CryptoKit.SymmetricKey) -> CryptoKit.HMAC<H>.MAC where D : Foundation.DataProtocol`
public struct HMAC<H: HashFunction> {
    // `public typealias MAC = CryptoKit.HashedAuthenticationCode<H>`
    public typealias MAC = HashedAuthenticationCode<H>
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        fatalError()
    }
}

// `public struct HashedAuthenticationCode<H> : CryptoKit.MessageAuthenticationCode where H : CryptoKit.HashFunction`
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    public func makeIterator() -> Array<UInt8>.Iterator { fatalError() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// `public enum P256 { }` and `extension CryptoKit.P256 { public enum Signing { public struct PublicKey { ...
// public init<Bytes>(derRepresentation: Bytes) throws where Bytes : Swift.RandomAccessCollection, Bytes.Element ==
// Swift.UInt8; public var derRepresentation: Foundation.Data { get } }; public struct PrivateKey { public
// init(compactRepresentable: Swift.Bool = true); public init<Bytes>(derRepresentation: Bytes) throws where ...;
// public var publicKey: CryptoKit.P256.Signing.PublicKey { get }; public var derRepresentation: Foundation.Data
// { get } } } }` (derRepresentation: iOS 14.0).
public enum P256 {
    public enum Signing {
        public struct PublicKey {
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var derRepresentation: Data { fatalError() }
        }
        public struct PrivateKey {
            public init(compactRepresentable: Bool = true) { fatalError() }
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var publicKey: P256.Signing.PublicKey { fatalError() }
            public var derRepresentation: Data { fatalError() }
        }
    }
}

// `extension CryptoKit.P256.Signing { public struct ECDSASignature : Foundation.ContiguousBytes { public var
// rawRepresentation: Foundation.Data; public init<D>(rawRepresentation: D) throws where D : Foundation.DataProtocol;
// public func withUnsafeBytes<R>(_ body: (Swift.UnsafeRawBufferPointer) throws -> R) rethrows -> R; ... } }`
extension P256.Signing {
    public struct ECDSASignature: ContiguousBytes {
        public var rawRepresentation: Data
        public init<D: DataProtocol>(rawRepresentation: D) throws { fatalError() }
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
    }
}

// `extension CryptoKit.P256.Signing.PrivateKey { public func signature<D>(for data: D) throws ->
// CryptoKit.P256.Signing.ECDSASignature where D : Foundation.DataProtocol }` (SHA-256 of the data, as the API's
// documentation says; the interface shows no body).
extension P256.Signing.PrivateKey {
    public func signature<D: DataProtocol>(for data: D) throws -> P256.Signing.ECDSASignature { fatalError() }
}

// `extension CryptoKit.P256.Signing.PublicKey { public func isValidSignature<D>(_ signature:
// CryptoKit.P256.Signing.ECDSASignature, for data: D) -> Swift.Bool where D : Foundation.DataProtocol }`
extension P256.Signing.PublicKey {
    public func isValidSignature<D: DataProtocol>(_ signature: P256.Signing.ECDSASignature, for data: D) -> Bool {
        fatalError()
    }
}

// `public enum P384 { }` and `extension CryptoKit.P384 { public enum Signing { public struct PublicKey { ...
// public init<Bytes>(derRepresentation: Bytes) throws where Bytes : Swift.RandomAccessCollection, Bytes.Element ==
// Swift.UInt8; public var derRepresentation: Foundation.Data { get } }; public struct PrivateKey { public
// init(compactRepresentable: Swift.Bool = true); public init<Bytes>(derRepresentation: Bytes) throws where ...;
// public var publicKey: CryptoKit.P384.Signing.PublicKey { get }; public var derRepresentation: Foundation.Data
// { get } } } }` (derRepresentation: iOS 14.0).
public enum P384 {
    public enum Signing {
        public struct PublicKey {
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var derRepresentation: Data { fatalError() }
        }
        public struct PrivateKey {
            public init(compactRepresentable: Bool = true) { fatalError() }
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var publicKey: P384.Signing.PublicKey { fatalError() }
            public var derRepresentation: Data { fatalError() }
        }
    }
}

// `extension CryptoKit.P384.Signing { public struct ECDSASignature : Foundation.ContiguousBytes { public var
// rawRepresentation: Foundation.Data; public init<D>(rawRepresentation: D) throws where D : Foundation.DataProtocol;
// public func withUnsafeBytes<R>(_ body: (Swift.UnsafeRawBufferPointer) throws -> R) rethrows -> R; ... } }`
extension P384.Signing {
    public struct ECDSASignature: ContiguousBytes {
        public var rawRepresentation: Data
        public init<D: DataProtocol>(rawRepresentation: D) throws { fatalError() }
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
    }
}

// `extension CryptoKit.P384.Signing.PrivateKey { public func signature<D>(for data: D) throws ->
// CryptoKit.P384.Signing.ECDSASignature where D : Foundation.DataProtocol }` (SHA-384 of the data, as the API's
// documentation says; the interface shows no body).
extension P384.Signing.PrivateKey {
    public func signature<D: DataProtocol>(for data: D) throws -> P384.Signing.ECDSASignature { fatalError() }
}

// `extension CryptoKit.P384.Signing.PublicKey { public func isValidSignature<D>(_ signature:
// CryptoKit.P384.Signing.ECDSASignature, for data: D) -> Swift.Bool where D : Foundation.DataProtocol }`
extension P384.Signing.PublicKey {
    public func isValidSignature<D: DataProtocol>(_ signature: P384.Signing.ECDSASignature, for data: D) -> Bool {
        fatalError()
    }
}

// `public enum P521 { }` and `extension CryptoKit.P521 { public enum Signing { public struct PublicKey { ...
// public init<Bytes>(derRepresentation: Bytes) throws where Bytes : Swift.RandomAccessCollection, Bytes.Element ==
// Swift.UInt8; public var derRepresentation: Foundation.Data { get } }; public struct PrivateKey { public
// init(compactRepresentable: Swift.Bool = true); public init<Bytes>(derRepresentation: Bytes) throws where ...;
// public var publicKey: CryptoKit.P521.Signing.PublicKey { get }; public var derRepresentation: Foundation.Data
// { get } } } }` (derRepresentation: iOS 14.0).
public enum P521 {
    public enum Signing {
        public struct PublicKey {
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var derRepresentation: Data { fatalError() }
        }
        public struct PrivateKey {
            public init(compactRepresentable: Bool = true) { fatalError() }
            public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
                fatalError()
            }
            public var publicKey: P521.Signing.PublicKey { fatalError() }
            public var derRepresentation: Data { fatalError() }
        }
    }
}

// `extension CryptoKit.P521.Signing { public struct ECDSASignature : Foundation.ContiguousBytes { public var
// rawRepresentation: Foundation.Data; public init<D>(rawRepresentation: D) throws where D : Foundation.DataProtocol;
// public func withUnsafeBytes<R>(_ body: (Swift.UnsafeRawBufferPointer) throws -> R) rethrows -> R; ... } }`
extension P521.Signing {
    public struct ECDSASignature: ContiguousBytes {
        public var rawRepresentation: Data
        public init<D: DataProtocol>(rawRepresentation: D) throws { fatalError() }
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError() }
    }
}

// `extension CryptoKit.P521.Signing.PrivateKey { public func signature<D>(for data: D) throws ->
// CryptoKit.P521.Signing.ECDSASignature where D : Foundation.DataProtocol }` (SHA-512 of the data, as the API's
// documentation says; the interface shows no body).
extension P521.Signing.PrivateKey {
    public func signature<D: DataProtocol>(for data: D) throws -> P521.Signing.ECDSASignature { fatalError() }
}

// `extension CryptoKit.P521.Signing.PublicKey { public func isValidSignature<D>(_ signature:
// CryptoKit.P521.Signing.ECDSASignature, for data: D) -> Swift.Bool where D : Foundation.DataProtocol }`
extension P521.Signing.PublicKey {
    public func isValidSignature<D: DataProtocol>(_ signature: P521.Signing.ECDSASignature, for data: D) -> Bool {
        fatalError()
    }
}
