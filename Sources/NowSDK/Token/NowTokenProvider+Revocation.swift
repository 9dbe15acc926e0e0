import Foundation

extension NowTokenProvider {
    /// Revokes the tokens at the instance (those in memory, or else those in the store), then forgets them
    /// here and in the store. A guest has nothing to revoke.
    package func revokeAndForget() async {
        await loadIfNeeded()
        if let tokens, !tokens.isGuest {
            let revoker = OAuthTokenRevoker(
                instanceUrl: context.instanceUrl, client: context.client, transport: context.transport,
                logger: logger)
            await revoker.revoke(tokens)
        }
        await forget()
    }
}
