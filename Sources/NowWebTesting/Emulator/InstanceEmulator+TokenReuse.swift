import Foundation
import NowInternal

extension InstanceEmulator {
    /// Whether the token endpoint hands back the access token already issued instead of minting a new one.
    ///
    /// An instance's token endpoint returns the current access token while it is valid
    /// (`r_OAuthAPIResponseParameters.md`), and extends its expiry (KB0791140).
    public enum AccessTokenReuse: Sendable, Equatable {
        /// Every grant mints a new access token (the default).
        case never
        /// A grant for the same user and client (and, for the refresh grant, the same refresh token) returns
        /// the valid access token it issued before, with the time it has left.
        case current
        /// As ``current``, and the token's expiry moves to a full lifetime from now.
        case currentExtended
    }
}

extension EmulatedInstance {
    /// The valid access token issued before for the same user, client and refresh token, with its expiry
    /// (extended to `lifetime` from now when the configuration says so), or `nil`.
    func reusableAccessToken(
        user: String, clientID: String?, refreshToken: String?, lifetime: Duration
    ) -> (token: String, expiresAt: Date)? {
        guard configuration.accessTokenReuse != .never else { return nil }
        let now = self.now
        let extended = configuration.accessTokenReuse == .currentExtended
        return state.withLock { state in
            let candidates = state.accessTokens.filter {
                $0.value.user == user && $0.value.clientID == clientID && $0.value.refreshToken == refreshToken
                    && $0.value.expiresAt > now
            }
            guard let (token, grant) = candidates.max(by: { $0.value.expiresAt < $1.value.expiresAt }) else {
                return nil
            }
            var updated = grant
            if extended { updated.expiresAt = max(grant.expiresAt, now.addingTimeInterval(lifetime.secondsValue)) }
            state.accessTokens[token] = updated
            return (token, updated.expiresAt)
        }
    }
}
