import Foundation

extension InstanceEmulator {
    /// Which listener received a request.
    public enum Host: String, Sendable, Equatable {
        /// The instance itself (`baseURL`).
        case instance
        /// The foreign host and SAML identity provider (`foreignBaseURL`).
        case foreign
    }

    /// One request as the emulator saw it. It never holds a token, cookie value, password or query string.
    public struct LoggedRequest: Sendable, Equatable {
        /// The emulator's time when the request arrived.
        public var date: Date
        /// Which listener received it.
        public var host: Host
        /// The method, such as `GET`.
        public var method: String
        /// The path without the query.
        public var path: String
        /// The names of the query parameters, in order (never their values).
        public var queryNames: [String]
        /// Whether an `Authorization` header was present.
        public var hasAuthorization: Bool
        /// Whether that header carried a `Bearer` token.
        public var hasBearerToken: Bool
        /// The names of the cookies sent, sorted.
        public var cookieNames: [String]
        /// The OAuth `grant_type` of a token request, or `nil`.
        public var grantType: String?
        /// The response status; 0 when no response was sent (a dropped or never-answered request).
        public var status: Int
        /// The names of the cookies the response set, sorted.
        public var setCookieNames: [String]
        /// The path of the response's `Location` header (no query), or `nil`.
        public var redirectPath: String?
    }
}
