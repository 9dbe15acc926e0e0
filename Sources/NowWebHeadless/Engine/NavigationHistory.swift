import Foundation
import NowWeb

/// The main-frame history of an engine: committed URLs and the position of the page shown.
package struct NavigationHistory: Sendable, Equatable {
    /// How a committed navigation changes the history.
    package enum CommitMode: Sendable, Equatable {
        /// A new entry after the current one; later entries are dropped.
        case push
        /// The current entry is replaced (a meta refresh).
        case replace
        /// The previous entry becomes current, updated to the URL that committed.
        case back
    }

    /// Committed URLs, oldest first.
    package private(set) var entries: [URL] = []
    /// The index of the current entry; -1 when nothing has committed.
    package private(set) var index = -1

    /// Makes an empty history.
    package init() {}

    /// The URL shown, if any.
    package var current: URL? { entries.indices.contains(index) ? entries[index] : nil }
    /// Whether there is an entry before the current one.
    package var canGoBack: Bool { index > 0 }
    /// The entry before the current one, if any.
    package var previous: URL? { canGoBack ? entries[index - 1] : nil }

    /// Records that `url` committed in `mode`.
    package mutating func commit(_ url: URL, mode: CommitMode) {
        switch mode {
        case .back where canGoBack:
            index -= 1
            entries[index] = url
        case .replace where index >= 0:
            entries[index] = url
        default:
            entries.removeSubrange((index + 1)...)
            entries.append(url)
            index += 1
        }
    }
}
