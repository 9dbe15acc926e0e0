// Stub of Apple's CryptoKit: SHA-256 and HMAC, as the package's Digest uses them.
// Source: iPhoneOS18.0.sdk/System/Library/Frameworks/CryptoKit.framework/Modules/CryptoKit.swiftmodule/
// arm64-apple-ios.swiftinterface (HashFunction, SHA256, SHA256Digest, HMAC, SymmetricKey, MessageAuthenticationCode).
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
