/// Keeps token sets between launches, one per instance and account.
///
/// Conformers must be safe to call concurrently, must never lose a set silently (a set they cannot read is
/// reported as ``NowAuthorizationError/tokenStore(_:)``), and must keep secrets out of their errors.
public protocol NowTokenStore: Sendable {
    /// The set stored under `key`, or `nil` when there is none.
    ///
    /// - Parameter key: The instance and account.
    /// - Returns: The stored set.
    /// - Throws: ``NowAuthorizationError/tokenStore(_:)`` when a stored set exists but cannot be read.
    func load(for key: NowTokenStoreKey) async throws -> NowTokenSet?

    /// Stores `tokens` under `key`, replacing what was there in one step.
    ///
    /// - Parameters:
    ///   - tokens: The set to keep.
    ///   - key: The instance and account.
    /// - Throws: ``NowAuthorizationError/tokenStore(_:)`` when writing fails.
    func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws

    /// Forgets the set under `key`.
    ///
    /// - Parameter key: The instance and account.
    func remove(for key: NowTokenStoreKey) async throws

    /// Forgets every set of the instance with origin `instance` (see ``NowTokenStoreKey/instance``), or every
    /// set when `instance` is `nil`, including sets kept aside as corrupt: this is what logout calls.
    ///
    /// - Parameter instance: The instance's origin, or `nil` for all.
    func removeAll(instance: String?) async throws
}
