import Foundation

/// The SDK's internal logger: filters by level and hands entries to the sink.
///
/// Callers pass only redacted text (see ``Redaction``); messages are built lazily so that filtered levels
/// cost nothing.
package struct NowLogger: Sendable {
    let level: NowLogLevel
    let sink: any NowLogSink
    let now: @Sendable () -> Date

    /// A logger writing nothing.
    package static let disabled = NowLogger(level: .none, sink: NowStandardErrorLogSink(), now: { Date() })

    package init(level: NowLogLevel, sink: any NowLogSink, now: @escaping @Sendable () -> Date) {
        self.level = level
        self.sink = sink
        self.now = now
    }

    package func debug(_ message: @autoclosure () -> String) { log(.debug, message) }
    package func info(_ message: @autoclosure () -> String) { log(.info, message) }
    package func error(_ message: @autoclosure () -> String) { log(.error, message) }

    private func log(_ entryLevel: NowLogLevel, _ message: () -> String) {
        guard level != .none, entryLevel >= level else { return }
        sink.write(NowLogEntry(level: entryLevel, message: message(), date: now()))
    }
}
