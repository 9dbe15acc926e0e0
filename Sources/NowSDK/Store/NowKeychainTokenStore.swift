#if canImport(Security)
    import Foundation
    import NowInternal
    import Security

    /// Keeps each token set as a generic-password Keychain item, available after first unlock, this device only.
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
                var copy = baseQuery(account: aside)
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
            let update: [String: Any] = [
                kSecValueData as String: data,
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ]
            var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
            if status == errSecItemNotFound {
                status = SecItemAdd(query.merging(update) { $1 } as CFDictionary, nil)
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
            var query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            ]
            guard let instance else { return try delete(query) }
            query[kSecReturnAttributes as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitAll
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            guard status == errSecSuccess, let items = result as? [[String: Any]] else { return }
            let prefix = NowTokenStoreKey.storageName(forInstance: instance) + "-"
            let accounts = items.compactMap { $0[kSecAttrAccount as String] as? String }
            for account in accounts where account.hasPrefix(prefix) {
                try delete(baseQuery(account: account))
            }
        }

        private func baseQuery(account: String) -> [String: Any] {
            [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                kSecAttrAccount as String: account,
            ]
        }

        private func delete(_ query: [String: Any]) throws {
            let status = SecItemDelete(query as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else {
                throw NowAuthorizationError.tokenStore(.writeFailed(code: status))
            }
        }
    }
#endif
