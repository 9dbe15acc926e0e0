// Uses every declaration of AppleStubs/Security (23): OSStatus, CFTypeRef, CFDictionary, CFString, errSecSuccess,
// errSecItemNotFound, the thirteen kSec... keys and values, SecItemCopyMatching, SecItemAdd, SecItemUpdate,
// SecItemDelete; and keys (20): the six kSecAttrKey... keys and values, CFData, CFError, SecKey, SecKeyAlgorithm
// (init(rawValue:), rawValue, its three rsaSignatureMessagePKCS1v15SHA... members), SecKeyCreateRandomKey,
// SecKeyCreateWithData, SecKeyCopyExternalRepresentation, SecKeyCopyPublicKey, SecKeyCreateSignature,
// SecKeyVerifySignature.
import Foundation
import Security

func securityUsage(data: Data) -> [OSStatus] {
    let keys: [CFString] = [
        kSecClass, kSecClassGenericPassword, kSecAttrService, kSecAttrAccount, kSecAttrAccessible,
        kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecMatchLimit, kSecMatchLimitOne, kSecMatchLimitAll,
        kSecReturnData, kSecReturnAttributes, kSecValueData, kSecUseDataProtectionKeychain,
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

func securityKeyUsage(data: Data) -> Bool {
    let parameters: [String: Any] = [
        kSecAttrKeyType as String: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits as String: 2048,
    ]
    var error: Unmanaged<CFError>?
    let made: SecKey? = SecKeyCreateRandomKey(parameters as CFDictionary, &error)
    let failure: CFError? = error?.takeRetainedValue()
    guard let key = made, let publicKey = SecKeyCopyPublicKey(key),
        let external: CFData = SecKeyCopyExternalRepresentation(publicKey, &error)
    else { return failure == nil }
    let attributes: [String: Any] = [
        kSecAttrKeyType as String: kSecAttrKeyTypeRSA, kSecAttrKeyClass as String: kSecAttrKeyClassPublic,
    ]
    let imported = SecKeyCreateWithData(external, attributes as CFDictionary, nil)
    let algorithms: [SecKeyAlgorithm] = [
        .rsaSignatureMessagePKCS1v15SHA256, .rsaSignatureMessagePKCS1v15SHA384, .rsaSignatureMessagePKCS1v15SHA512,
    ]
    let named = SecKeyAlgorithm(rawValue: algorithms[0].rawValue)
    let message = data as CFData
    guard let signature = SecKeyCreateSignature(key, named, message, &error), let imported else { return false }
    let signed: Data = signature as Data
    return SecKeyVerifySignature(imported, named, message, signed as CFData, &error)
        && [kSecAttrKeyClassPrivate, kSecAttrKeyClassPublic].count == 2
}
