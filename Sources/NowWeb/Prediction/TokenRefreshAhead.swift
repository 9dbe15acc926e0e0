import Foundation

extension NowWebService {
    /// How a service keeps a valid access token at hand ahead of need, so that bridging a new web session
    /// (a predicted expiry, a recovery) costs the page alone instead of a token exchange and the page.
    ///
    /// While the user was active within ``idleLimit``, the service asks the core for a new token ``lead``
    /// seconds before the one it last saw expires, in the background. A token that lives less than twice the
    /// lead is not refreshed ahead (it would be refreshed almost constantly); a failed refresh stops the
    /// refreshing until the next bridge, and the next bridge asks the core as usual.
    ///
    /// ```swift
    /// var options = NowWebService.Options()
    /// options.tokenRefreshAhead = .init(idleLimit: 4 * 3600)   // keep a token at hand for four idle hours
    /// ```
    public struct TokenRefreshAhead: Sendable, Equatable {
        /// Whether tokens are refreshed ahead of need. Default: `true`.
        public var isEnabled: Bool
        /// How long before the token's expiry the new one is asked for, in seconds. Default: 120.
        public var lead: TimeInterval
        /// How long after the user was last seen active (a page of the instance answered) tokens are still
        /// refreshed, in seconds. Default: 3600 (one hour).
        public var idleLimit: TimeInterval

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(isEnabled: Bool = true, lead: TimeInterval = 120, idleLimit: TimeInterval = 3600) {
            self.isEnabled = isEnabled
            self.lead = max(0, lead)
            self.idleLimit = max(0, idleLimit)
        }

        /// No refresh ahead: tokens are asked for when a bridge needs them.
        public static let disabled = TokenRefreshAhead(isEnabled: false)
    }
}
