import Foundation

/// Writes each entry as one line on standard error: `<ISO 8601 date> NowSDK <level>: <message>`.
public struct NowStandardErrorLogSink: NowLogSink {
    /// Creates the sink.
    public init() {}

    /// Writes `entry` as one line.
    public func write(_ entry: NowLogEntry) {
        let line = "\(ISO8601DateFormatter().string(from: entry.date)) NowSDK \(entry.level): \(entry.message)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
