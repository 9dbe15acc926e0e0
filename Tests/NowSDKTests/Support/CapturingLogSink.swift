import NowInternal
import NowSDK

/// Keeps every log entry for assertions.
final class CapturingLogSink: NowLogSink {
    private let entries = Locked<[NowLogEntry]>([])

    var lines: [String] { entries.current.map { "\($0.level): \($0.message)" } }

    func write(_ entry: NowLogEntry) { entries.withLock { $0.append(entry) } }
}
