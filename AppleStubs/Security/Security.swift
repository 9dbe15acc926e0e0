// Stub of Apple's Security framework: the Keychain item calls NowKeychainTokenStore makes.
// Sources: iPhoneOS18.0.sdk Security.framework/Headers/SecItem.h and SecBase.h; CoreFoundation's CFBase.h and
// MacTypes.h for the types Security re-exports.
@_exported import Foundation

// MacTypes.h: `typedef SInt32 OSStatus;`
public typealias OSStatus = Int32

// CFBase.h: `typedef const void * CFTypeRef;`, imported into Swift as `AnyObject`.
public typealias CFTypeRef = AnyObject

// CFDictionary.h / CFString.h: CFDictionary and CFString are toll-free bridged with NSDictionary and NSString.
// Approximation: on Linux Swift has no CF bridging, so the bridged Foundation class stands in for each, which
// keeps `dictionary as CFDictionary` and `kSecClass as String` meaning what they mean on Apple platforms.
public typealias CFDictionary = NSDictionary
public typealias CFString = NSString

// SecBase.h: `errSecSuccess = 0`, `errSecItemNotFound = -25300`, imported as `var errSec...: OSStatus { get }`.
public var errSecSuccess: OSStatus { fatalError() }
public var errSecItemNotFound: OSStatus { fatalError() }

// SecItem.h: item class, attribute, search, return and value keys (`extern const CFStringRef kSec...;`).
public let kSecClass: CFString = { fatalError() }()
public let kSecClassGenericPassword: CFString = { fatalError() }()
public let kSecAttrService: CFString = { fatalError() }()
public let kSecAttrAccount: CFString = { fatalError() }()
public let kSecAttrAccessible: CFString = { fatalError() }()
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = { fatalError() }()
public let kSecMatchLimit: CFString = { fatalError() }()
public let kSecMatchLimitOne: CFString = { fatalError() }()
public let kSecMatchLimitAll: CFString = { fatalError() }()
public let kSecReturnData: CFString = { fatalError() }()
public let kSecReturnAttributes: CFString = { fatalError() }()
public let kSecValueData: CFString = { fatalError() }()
// SecItem.h: `extern const CFStringRef kSecUseDataProtectionKeychain API_AVAILABLE(macos(10.15), ios(13.0), ...);`
public let kSecUseDataProtectionKeychain: CFString = { fatalError() }()

// SecItem.h:
// OSStatus SecItemCopyMatching(CFDictionaryRef query, CFTypeRef * __nullable CF_RETURNS_RETAINED result);
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    fatalError()
}
// OSStatus SecItemAdd(CFDictionaryRef attributes, CFTypeRef * __nullable CF_RETURNS_RETAINED result);
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    fatalError()
}
// OSStatus SecItemUpdate(CFDictionaryRef query, CFDictionaryRef attributesToUpdate);
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { fatalError() }
// OSStatus SecItemDelete(CFDictionaryRef query);
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { fatalError() }

// Keys, as JWTSigningKey makes RSA keys with them. SecItem.h of the iOS 18.0 SDK: the attribute keys and values
// (`extern const CFStringRef kSecAttr...;`). SecKey.h (not in the iOS 18.0 copy this was read from; the iOS 16.4
// SDK's, whose declarations here are all `API_AVAILABLE(... ios(10.0) ...)` or older): SecKeyRef, SecKeyAlgorithm
// and the SecKey... functions. CFData.h / CFError.h for the CoreFoundation types they take.
public let kSecAttrKeyClass: CFString = { fatalError() }()
public let kSecAttrKeyClassPublic: CFString = { fatalError() }()
public let kSecAttrKeyClassPrivate: CFString = { fatalError() }()
public let kSecAttrKeyType: CFString = { fatalError() }()
public let kSecAttrKeyTypeRSA: CFString = { fatalError() }()
public let kSecAttrKeySizeInBits: CFString = { fatalError() }()

// CFData.h: `typedef const struct CF_BRIDGED_TYPE(NSData) __CFData * CFDataRef;` and CFError.h:
// `typedef struct CF_BRIDGED_TYPE(NSError) __CFError * CFErrorRef;`. Approximation, as for CFDictionary: the
// toll-free bridged Foundation class stands in for each, which keeps `data as CFData` and `cfData as Data`.
public typealias CFData = NSData
public typealias CFError = NSError

// SecBase.h: `typedef struct CF_BRIDGED_TYPE(id) __SecKey *SecKeyRef;`, imported as the class `SecKey`.
public final class SecKey {}

// SecKey.h: `typedef CFStringRef SecKeyAlgorithm CF_STRING_ENUM;`, imported as a RawRepresentable struct, and
// `extern const SecKeyAlgorithm kSecKeyAlgorithmRSASignatureMessagePKCS1v15SHA256;` (SHA384, SHA512) as its
// static members with the `kSecKeyAlgorithm` prefix dropped.
public struct SecKeyAlgorithm: Hashable, RawRepresentable {
    public init(rawValue: CFString) { fatalError() }
    public var rawValue: CFString { fatalError() }
    public static let rsaSignatureMessagePKCS1v15SHA256: SecKeyAlgorithm = { fatalError() }()
    public static let rsaSignatureMessagePKCS1v15SHA384: SecKeyAlgorithm = { fatalError() }()
    public static let rsaSignatureMessagePKCS1v15SHA512: SecKeyAlgorithm = { fatalError() }()
}

// SecKey.h: SecKeyRef _Nullable SecKeyCreateRandomKey(CFDictionaryRef parameters, CFErrorRef *error);
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> SecKey?
{ fatalError() }
// SecKeyRef _Nullable SecKeyCreateWithData(CFDataRef keyData, CFDictionaryRef attributes, CFErrorRef *error);
public func SecKeyCreateWithData(
    _ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecKey? { fatalError() }
// CFDataRef _Nullable SecKeyCopyExternalRepresentation(SecKeyRef key, CFErrorRef *error);
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> CFData?
{ fatalError() }
// SecKeyRef _Nullable SecKeyCopyPublicKey(SecKeyRef key);
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { fatalError() }
// CFDataRef _Nullable SecKeyCreateSignature(SecKeyRef key, SecKeyAlgorithm algorithm, CFDataRef dataToSign,
// CFErrorRef *error);
public func SecKeyCreateSignature(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> CFData? { fatalError() }
// Boolean SecKeyVerifySignature(SecKeyRef key, SecKeyAlgorithm algorithm, CFDataRef signedData,
// CFDataRef signature, CFErrorRef *error);
public func SecKeyVerifySignature(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { fatalError() }
