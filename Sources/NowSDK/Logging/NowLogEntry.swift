import Foundation

/// One log message of the SDK. Its text never contains a credential, a cookie or a query string.
public struct NowLogEntry: Sendable, Equatable {
    /// The message's severity.
    public var level: NowLogLevel
    /// The message.
    public var message: String
    /// When it was logged.
    public var date: Date

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - level: The severity.
    ///   - message: The message.
    ///   - date: When it was logged.
    public init(level: NowLogLevel, message: String, date: Date) {
        self.level = level
        self.message = message
        self.date = date
    }
}
