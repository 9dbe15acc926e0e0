import Foundation
import NowWeb

/// Shows a preload's progress: a bar redrawn in place on a terminal, one line per page otherwise (a pipe or
/// a file gets no control characters).
@MainActor
final class PreloadProgressBar {
    private let isTerminal: Bool
    private let width = 30
    private let start = ContinuousClock.now

    init(isTerminal: Bool) { self.isTerminal = isTerminal }

    /// Shows the preload before any page ended.
    func start(_ progress: NowWebPreload.Progress) {
        if isTerminal {
            draw(progress, last: "starting")
        } else {
            emit("preloading \(progress.total) page\(progress.total == 1 ? "" : "s")\n")
        }
    }

    /// Shows the page that just ended.
    func update(_ progress: NowWebPreload.Progress) {
        guard let page = progress.completed.last, let outcome = progress.outcomes[page] else { return }
        let last = "\(Self.describe(outcome)) \(page.redactedForLog)"
        if isTerminal {
            draw(progress, last: last)
        } else {
            emit("[\(progress.completedCount)/\(progress.total)] \(last)\n")
        }
    }

    /// Ends the bar and prints the summary.
    func finish(_ progress: NowWebPreload.Progress) {
        let elapsed = (ContinuousClock.now - start).formatted(.units(allowed: [.milliseconds], width: .narrow))
        let counts = [
            ("loaded", progress.count(of: .loaded)), ("failed", progress.failedCount),
            ("timed out", progress.count(of: .timedOut)), ("cancelled", progress.count(of: .cancelled)),
        ].filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
        let summary = counts.isEmpty ? "nothing to preload" : counts.joined(separator: ", ")
        emit("\(isTerminal ? "\n" : "")preloaded \(progress.total) pages in \(elapsed): \(summary)\n")
    }

    /// The bar, the count and the last page, redrawn over the previous line.
    private func draw(_ progress: NowWebPreload.Progress, last: String) {
        let filled = Int((progress.fractionCompleted * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        emit("\r\u{1B}[K[\(bar)] \(progress.completedCount)/\(progress.total) \(last)")
    }

    private func emit(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func describe(_ outcome: NowWebPreload.PageOutcome) -> String {
        switch outcome {
        case .loaded: "loaded"
        case .failed(let error): "failed (\(error.localizedDescription))"
        case .timedOut: "timed out"
        case .cancelled: "cancelled"
        }
    }
}
