#if canImport(Security)
    import Foundation
    import NowInternal
    import Security

    /// Keeps each token set as a generic-password Keychain item, available after first unlock, this device only,
    /// in the data-protection keychain.
    ///
    /// On macOS the data-protection keychain files an item under one of the app's keychain access groups, which
    /// come from its code signature: a `keychain-access-groups` entitlement (Xcode's Keychain Sharing capability)
    /// or its application identifier (`com.apple.application-identifier`, team ID + bundle ID). On macOS both are
    /// restricted entitlements that a provisioning profile must authorise, so the app must be signed with a team ID
    /// (Apple Development, Developer ID with a profile, or Mac App Store). An unsigned or ad-hoc-signed executable
    /// (`swift run`, a bare command-line tool) has neither: every call fails with `errSecMissingEntitlement`
    /// (-34018), which ``save(_:for:)`` throws as `NowAuthorizationError.tokenStore(.writeFailed(code: -34018))`;
    /// such a process keeps its tokens in another ``NowTokenStore`` (`NowFileTokenStore`). On iOS every app has
    /// its application identifier: nothing to add.
    public struct NowKeychainTokenStore: NowTokenStore {
        /// The Keychain service the items are filed under; `dev.nowweb.sdk.tokens` by default.
        public let service: String

        /// Creates a store.
        ///
        /// - Parameter service: The Keychain service name.
        public init(service: String = "dev.nowweb.sdk.tokens") {
            self.service = service
        }

        /// The set under `key`; an item that does not decode is moved aside to a `<account>.corrupt-<random>`
        /// item of the same service and reported.
        public func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? {
            var query = baseQuery(account: key.storageName)
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return nil }
            guard status == errSecSuccess, let data = result as? Data else {
                throw NowAuthorizationError.tokenStore(.unreadable(keptAsideAt: nil))
            }
            do {
                return try JSONDecoder().decode(NowTokenSet.self, from: data)
            } catch {
                let aside = key.storageName + ".corrupt-" + Digest.randomBytes(4).hexString
                var copy = Self.security(KeychainItemAttributes.item(service: service, account: aside))
                copy[kSecValueData as String] = data
                guard SecItemAdd(copy as CFDictionary, nil) == errSecSuccess else {
                    throw NowAuthorizationError.tokenStore(.unreadable(keptAsideAt: nil))
                }
                try delete(baseQuery(account: key.storageName))
                throw NowAuthorizationError.tokenStore(.corrupt(keptAsideAt: "Keychain \(service)/\(aside)"))
            }
        }

        /// Adds or updates the item for `key`.
        public func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws {
            let data = try JSONEncoder().encode(tokens)
            let query = baseQuery(account: key.storageName)
            var update = Self.security(KeychainItemAttributes.update)
            update[kSecValueData as String] = data
            var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
            if status == errSecItemNotFound {
                var item = Self.security(KeychainItemAttributes.item(service: service, account: key.storageName))
                item[kSecValueData as String] = data
                status = SecItemAdd(item as CFDictionary, nil)
            }
            guard status == errSecSuccess else { throw NowAuthorizationError.tokenStore(.writeFailed(code: status)) }
        }

        /// Deletes the item for `key`.
        public func remove(for key: NowTokenStoreKey) async throws {
            try delete(baseQuery(account: key.storageName))
        }

        /// Deletes the items of `instance`, or all items of the service, including the corrupt ones kept aside:
        /// a logout leaves no token of the user behind.
        public func removeAll(instance: String?) async throws {
            var query = Self.security(KeychainItemAttributes.query(service: service))
            guard let instance else { return try delete(query) }
            query[kSecReturnAttributes as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitAll
            var accounts: Set<String> = []
            for search in [query, Self.legacy(query)] {
                var result: CFTypeRef?
                let status = SecItemCopyMatching(search as CFDictionary, &result)
                guard status == errSecSuccess, let items = result as? [[String: Any]] else { continue }
                accounts.formUnion(items.compactMap { $0[kSecAttrAccount as String] as? String })
            }
            let prefix = NowTokenStoreKey.storageName(forInstance: instance) + "-"
            for account in accounts.sorted() where account.hasPrefix(prefix) {
                try delete(baseQuery(account: account))
            }
        }

        private func baseQuery(account: String) -> [String: Any] {
            Self.security(KeychainItemAttributes.query(service: service, account: account))
        }

        /// `attributes` with the Security constants their names and values stand for.
        private static func security(_ attributes: [KeychainItemAttributes.Name: KeychainItemAttributes.Value])
            -> [String: Any]
        {
            var dictionary: [String: Any] = [:]
            for (name, value) in attributes {
                dictionary[constant(name) as String] = security(value)
            }
            return dictionary
        }

        private static func constant(_ name: KeychainItemAttributes.Name) -> CFString {
            switch name {
            case .itemClass: kSecClass
            case .service: kSecAttrService
            case .account: kSecAttrAccount
            case .accessible: kSecAttrAccessible
            case .useDataProtectionKeychain: kSecUseDataProtectionKeychain
            }
        }

        private static func security(_ value: KeychainItemAttributes.Value) -> Any {
            switch value {
            case .text(let text): text
            case .flag(let flag): flag
            case .constant(.genericPassword): kSecClassGenericPassword
            case .constant(.afterFirstUnlockThisDeviceOnly): kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            }
        }

        /// Deletes what `query` finds, in the data-protection keychain and, on macOS, in the login keychain where
        /// earlier versions wrote (on iOS both are the one keychain).
        private func delete(_ query: [String: Any]) throws {
            for search in [query, Self.legacy(query)] {
                let status = SecItemDelete(search as CFDictionary)
                guard status == errSecSuccess || status == errSecItemNotFound else {
                    throw NowAuthorizationError.tokenStore(.writeFailed(code: status))
                }
            }
        }

        /// `query` without the data-protection keychain: where items written before it was asked for live on macOS.
        private static func legacy(_ query: [String: Any]) -> [String: Any] {
            var legacy = query
            legacy.removeValue(forKey: kSecUseDataProtectionKeychain as String)
            return legacy
        }
    }
#endif
