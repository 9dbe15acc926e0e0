/// The attributes of every Keychain item `NowKeychainTokenStore` writes or looks up, as plain values, so that
/// the one set is decided (and tested) on every platform; the Apple store maps each name to its Security
/// constant.
///
/// An item is a generic password of the store's service and the account, in the data-protection keychain (on
/// macOS the login keychain ignores the accessibility class), available after first unlock on this device only
/// (never restored to another device from a backup). A token set and an item kept aside as corrupt get the same
/// attributes.
enum KeychainItemAttributes {
    /// An attribute's name: the name of its Security constant.
    enum Name: String, CaseIterable, Sendable {
        case itemClass = "kSecClass"
        case service = "kSecAttrService"
        case account = "kSecAttrAccount"
        case accessible = "kSecAttrAccessible"
        case useDataProtectionKeychain = "kSecUseDataProtectionKeychain"
    }

    /// A Security constant used as a value, by its name.
    enum Constant: String, CaseIterable, Sendable {
        /// The class of every item.
        case genericPassword = "kSecClassGenericPassword"
        /// The accessibility of every item written.
        case afterFirstUnlockThisDeviceOnly = "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly"
    }

    /// An attribute's value.
    enum Value: Equatable, Sendable {
        /// A Security constant.
        case constant(Constant)
        /// A string of the store's own (the service or the account).
        case text(String)
        /// A Boolean.
        case flag(Bool)
    }

    /// What finds the item of `account` (a lookup, an update or a deletion): its class, service and account,
    /// in the data-protection keychain.
    static func query(service: String, account: String) -> [Name: Value] {
        [
            .itemClass: .constant(.genericPassword), .service: .text(service), .account: .text(account),
            .useDataProtectionKeychain: .flag(true),
        ]
    }

    /// What finds every item of `service`, in the data-protection keychain.
    static func query(service: String) -> [Name: Value] {
        [.itemClass: .constant(.genericPassword), .service: .text(service), .useDataProtectionKeychain: .flag(true)]
    }

    /// The attributes an item of `account` is written with, a token set's and an item kept aside as corrupt
    /// alike: its query and its accessibility.
    static func item(service: String, account: String) -> [Name: Value] {
        query(service: service, account: account).merging([.accessible: .constant(.afterFirstUnlockThisDeviceOnly)]) {
            $1
        }
    }

    /// The attributes an existing item is updated with besides its data: its accessibility, so that an item an
    /// earlier version wrote gets it too.
    static let update: [Name: Value] = [.accessible: .constant(.afterFirstUnlockThisDeviceOnly)]
}
