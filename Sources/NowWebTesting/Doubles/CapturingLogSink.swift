import NowInternal
import NowSDK

// swift-check: given configuration: inout NowSDKConfiguration; password: String
/// A log sink that keeps every entry for assertions, the way a test checks what the SDK logged (and that no
/// secret was).
///
/// ```swift
/// let sink = CapturingLogSink()
/// configuration.logSink = sink
/// // ...
/// #expect(!sink.lines.contains { $0.contains(password) })
/// ```
///
/// `Sendable`: entries sit behind a lock, so the SDK may log from any task.
public final class CapturingLogSink: NowLogSink, Sendable {
    private let stored = Locked<[NowLogEntry]>([])

    /// Makes an empty sink.
    public init() {}

    /// Every entry written so far, oldest first.
    public var entries: [NowLogEntry] { stored.current }

    /// Every entry as `level: message`, oldest first.
    public var lines: [String] { entries.map { "\($0.level): \($0.message)" } }

    /// Keeps `entry`.
    ///
    /// - Parameter entry: The entry the SDK logged.
    public func write(_ entry: NowLogEntry) { stored.withLock { $0.append(entry) } }

    /// Forgets every entry kept so far.
    public func removeAll() { stored.withLock { $0.removeAll() } }
}
