// Uses every declaration of AppleStubs/Security (22): OSStatus, CFTypeRef, CFDictionary, CFString, errSecSuccess,
// errSecItemNotFound, the twelve kSec... keys and values, SecItemCopyMatching, SecItemAdd, SecItemUpdate,
// SecItemDelete.
import Foundation
import Security

func securityUsage(data: Data) -> [OSStatus] {
    let keys: [CFString] = [
        kSecClass, kSecClassGenericPassword, kSecAttrService, kSecAttrAccount, kSecAttrAccessible,
        kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecMatchLimit, kSecMatchLimitOne, kSecMatchLimitAll,
        kSecReturnData, kSecReturnAttributes, kSecValueData,
    ]
    var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "service",
        kSecAttrAccount as String: "account",
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
    ]
    query[kSecReturnData as String] = true
    query[kSecReturnAttributes as String] = true
    query[kSecMatchLimit as String] = keys.count > 1 ? kSecMatchLimitOne : kSecMatchLimitAll
    let dictionary: CFDictionary = query as CFDictionary
    var result: CFTypeRef?
    let found: OSStatus = SecItemCopyMatching(dictionary, &result)
    let added = SecItemAdd([kSecValueData as String: data] as CFDictionary, nil)
    let updated = SecItemUpdate(dictionary, [kSecValueData as String: data] as CFDictionary)
    let deleted = SecItemDelete(dictionary)
    return [found, added, updated, deleted, errSecSuccess, errSecItemNotFound]
}
