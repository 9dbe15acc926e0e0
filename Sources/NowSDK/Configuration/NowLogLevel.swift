/// How much the SDK logs, from everything (`debug`) to nothing (`none`).
///
/// A message is written when its level is at or above the configured level. No level ever writes a token,
/// refresh token, JWT, password, authorization code, cookie value or query string.
public enum NowLogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// Every step of token exchange and settings retrieval, for development.
    case debug
    /// Noteworthy events: new tokens obtained, logout, settings fetched.
    case info
    /// Failures the app sees as errors.
    case error
    /// Failures the SDK cannot recover from.
    case fatal
    /// Nothing is logged.
    case none

    /// Orders levels by severity, `debug` lowest.
    public static func < (lhs: NowLogLevel, rhs: NowLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name in lower case, as written in log lines.
    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .error: "error"
        case .fatal: "fatal"
        case .none: "none"
        }
    }
}
