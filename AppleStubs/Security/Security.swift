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
