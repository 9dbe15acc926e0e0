/// Where the SDK's log messages go: standard error by default, `os.Logger` on Apple platforms, or the app's
/// own logging.
///
/// Conformers must not block for long: the SDK logs from its token and settings paths.
public protocol NowLogSink: Sendable {
    /// Writes `entry`; called only for entries at or above the configured ``NowLogLevel``.
    ///
    /// - Parameter entry: The message.
    func write(_ entry: NowLogEntry)
}
