import Foundation

extension InstanceEmulator {
    /// Faults to inject, switchable while the emulator runs (`setFaults(_:)`). The default is none.
    public struct Faults: Sendable, Equatable {
        /// How the token endpoint fails instead of answering.
        #if hasAttribute(nonexhaustive)
            @nonexhaustive
        #endif
        public enum TokenEndpointFailure: Sendable, Equatable {
            /// `500` with an OAuth `server_error` body.
            case serverError
            /// `503` with `Retry-After: <seconds>`.
            case serviceUnavailable(retryAfterSeconds: Int)
            /// `429` with `Retry-After: <seconds>`, as an instance's rate limit answers.
            case tooManyRequests(retryAfterSeconds: Int)
            /// The request is read but never answered (the client's timeout must fire).
            case timeout
            /// The connection is closed without a response.
            case connectionDropped
            /// `200` with a body that is not valid JSON.
            case malformedJSON
            /// `400 invalid_grant`, whatever was sent.
            case invalidGrant
        }

        /// How response bodies misbehave.
        #if hasAttribute(nonexhaustive)
            @nonexhaustive
        #endif
        public enum BodyFailure: Sendable, Equatable {
            /// The body arrives `chunkBytes` at a time with `interval` between chunks.
            case slow(chunkBytes: Int, interval: Duration)
            /// Half the body is sent, then the connection is closed (`Content-Length` promises more).
            case truncated
            /// Half the body is sent, then the connection is reset.
            case resetMidResponse
        }

        /// What the service settings endpoint answers for a known bundle id.
        #if hasAttribute(nonexhaustive)
            @nonexhaustive
        #endif
        public enum ServiceSettings: Sendable, Equatable {
            /// Web enabled: `{"result":{"enabled":true,"sdk":{"web":{"enabled":true,...}}}}` (the default).
            case enabled
            /// The service and its web part disabled (`"enabled":false`).
            case disabled
            /// `200` with a body that is not JSON.
            case invalidJSON
            /// `500`.
            case serverError
            /// `400` with the instance's error envelope ("Requested URI does not represent any resource"),
            /// as an instance without the Mobile SDK application answers for any bundle id.
            case missing
        }

        /// The round trip every request costs: a fixed delay before its response. Default zero.
        public var latency: Duration = .zero
        /// Extra random delay, up to this much, added to `latency` (uniform). Default zero.
        public var jitter: Duration = .zero
        /// The seed of the jitter's generator, so that a run can be repeated delay for delay; `nil` (the
        /// default) draws from the system's generator.
        public var jitterSeed: UInt64?
        /// Extra delay on the first request of every new connection, the cost of setting one up (a TCP
        /// handshake, and TLS's). Default zero.
        public var connectionSetup: Duration = .zero
        /// The rate in bytes per second of one link that every response of every connection shares, first
        /// come first served, as one device's network does; `nil` (the default) for none. A response is
        /// written whole once its bytes would have crossed the link.
        public var sharedBytesPerSecond: Int?
        /// Cap on each response's sending rate in bytes per second, or `nil` (the default) for none.
        public var bytesPerSecond: Int?
        /// How the token endpoint fails, or `nil` (the default) for normal answers.
        public var tokenEndpoint: TokenEndpointFailure?
        /// How response bodies misbehave, or `nil` (the default) for whole bodies.
        public var body: BodyFailure?
        /// Only responses to paths starting with this get `body` faults. Default `/` (all).
        public var bodyPathPrefix = "/"
        /// Whether bearer requests and form logins are refused a new session (answered as if
        /// unauthenticated, per the expiry variant). Existing sessions continue. Default `false`.
        public var refuseNewSessions = false
        /// Whether a valid bearer token on a UI request is ignored, so even a fresh token lands on the
        /// login page (a client must cap its re-authentication loop). Default `false`.
        public var freshTokenLandsOnLogin = false
        /// Access tokens a UI request is refused a session with, although they stay valid at the token
        /// endpoint (which, with ``InstanceEmulator/Configuration/accessTokenReuse``, keeps handing them back).
        /// Default: none.
        public var bearersTurnedAway: Set<String> = []
        /// What the service settings endpoint answers. Default `.enabled`.
        public var serviceSettings: ServiceSettings = .enabled
        /// Whether the user preference table refuses every request with `403` (an ACL that denies it).
        /// Default `false`.
        public var refuseUserPreferences = false
        /// Whether `javascript:` values in Table API queries and fields are taken literally, as by an instance
        /// that does not evaluate them: a query term `sys_id=javascript:gs.getUserID()` matches no row, and a
        /// preference created with `"user": "javascript:gs.getUserID()"` belongs to no user, so it is the
        /// system-wide default every user without a row of their own gets. Default `false`.
        public var literalJavaScriptValues = false

        /// Whether the emulator cannot be reached, as when the device's network is gone: turning it on (through
        /// ``InstanceEmulator/updateFaults(_:)`` or ``InstanceEmulator/setFaults(_:)``) ends every open connection
        /// on either listener, and while it is on every new connection is closed as soon as it is accepted,
        /// before anything is read; nothing is routed, so no session, token or log entry changes. (A request
        /// already being answered when it turns on is dropped unanswered.) Default `false`.
        public var unreachable = false

        /// No faults.
        public init() {}
    }
}
