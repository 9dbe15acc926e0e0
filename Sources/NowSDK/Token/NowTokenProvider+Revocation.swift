import Foundation

extension NowTokenProvider {
    /// Forgets the tokens here and in the store, and returns what was held (in memory, or else in the store) so
    /// that the caller can revoke it at the instance afterwards: a logout forgets first, so that nothing it is
    /// waiting for at the network can keep the tokens alive. A guest has nothing to revoke.
    ///
    /// - Returns: The set to revoke, or `nil`.
    package func forgetForRevocation() async -> NowTokenSet? {
        await loadIfNeeded()
        let held = tokens
        await forget()
        guard let held, !held.isGuest else { return nil }
        return held
    }

    /// Revokes `tokens` at this provider's instance (RFC 7009); failures are logged.
    package func revoke(_ tokens: NowTokenSet) async {
        await revoker.revoke(tokens)
    }

    /// The revoker for this provider's instance and client.
    var revoker: OAuthTokenRevoker {
        OAuthTokenRevoker(
            instanceUrl: context.instanceUrl, client: context.client, transport: context.transport, logger: logger)
    }
}
