import Testing

@testable import NowSDK

/// The attributes of the Keychain store's items (R3-L-10), decided by engine-neutral code and checked here on
/// every platform.
@Suite struct KeychainItemAttributesTests {
    @Test func anItemKeptAsideAsCorruptKeepsTheAccessibilityAndTheDataProtectionKeychain() {
        let aside = KeychainItemAttributes.item(service: "dev.nowweb.sdk.tokens", account: "token.corrupt-0a1b2c3d")
        #expect(aside[.accessible] == .constant(.afterFirstUnlockThisDeviceOnly))
        #expect(aside[.useDataProtectionKeychain] == .flag(true))
        #expect(aside[.itemClass] == .constant(.genericPassword))
        #expect(aside[.service] == .text("dev.nowweb.sdk.tokens"))
        #expect(aside[.account] == .text("token.corrupt-0a1b2c3d"))
    }

    @Test func everyItemIsWrittenWithTheSameAttributesAsItsAccount() {
        let item = KeychainItemAttributes.item(service: "s", account: "a")
        #expect(
            item
                == KeychainItemAttributes.query(service: "s", account: "a").merging(KeychainItemAttributes.update) {
                    $1
                })
        #expect(Set(item.keys) == Set(KeychainItemAttributes.Name.allCases))
    }

    @Test func lookupsSearchTheDataProtectionKeychain() {
        #expect(KeychainItemAttributes.query(service: "s", account: "a")[.useDataProtectionKeychain] == .flag(true))
        #expect(KeychainItemAttributes.query(service: "s")[.useDataProtectionKeychain] == .flag(true))
        #expect(KeychainItemAttributes.query(service: "s")[.account] == nil)
    }

    @Test func theNamesAreThoseOfSecuritysConstants() {
        #expect(KeychainItemAttributes.Name.accessible.rawValue == "kSecAttrAccessible")
        #expect(KeychainItemAttributes.Name.useDataProtectionKeychain.rawValue == "kSecUseDataProtectionKeychain")
        #expect(
            KeychainItemAttributes.Constant.afterFirstUnlockThisDeviceOnly.rawValue
                == "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly")
    }
}
