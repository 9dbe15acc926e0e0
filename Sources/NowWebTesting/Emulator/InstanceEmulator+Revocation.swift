import Foundation
import NowInternal

extension InstanceEmulator {
    /// One call of `POST /oauth_revoke_token.do` that was accepted. It never holds the token.
    public struct Revocation: Sendable, Equatable {
        /// What the revoked token was.
        public enum Kind: Sendable, Equatable {
            /// A live refresh token (its access tokens went with it).
            case refreshToken
            /// A live access token.
            case accessToken
            /// A token the instance did not know (already revoked, expired or made up).
            case unknown
        }

        /// What the revoked token was.
        public var kind: Kind
        /// The client's `token_type_hint`, if it sent one.
        public var tokenTypeHint: String?
    }

    /// Every accepted token revocation, in order.
    public var revocations: [Revocation] { instance.state.withLock { $0.revocations } }
}
