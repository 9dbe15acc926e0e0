#if canImport(WebKit)
    import Foundation
    import WebKit

    /// The subframes that sent script messages on the current page, by the id the engine gave them, so that a
    /// reply (or a later button tap) is evaluated in the frame that asked. WebKit's frame information is a
    /// transient value, so the registry keeps only the most recent frames and forgets all at each commit.
    @MainActor
    struct WebKitFrameRegistry {
        /// A remembered frame.
        struct Entry {
            /// WebKit's information about the frame, which `evaluateJavaScript(_:in:in:)` targets.
            let info: WKFrameInfo
            /// The origin of the document that sent the message: a callback runs only in a document of it.
            let origin: URL?
        }

        private static let capacity = 64
        private var entries: [(id: String, entry: Entry)] = []
        private var next = 0

        /// Gives `info` an id and remembers it, forgetting the oldest frame beyond the capacity.
        mutating func register(_ info: WKFrameInfo, origin: URL?) -> ScriptMessage.Frame {
            next += 1
            let id = "wk-\(next)"
            entries.append((id, Entry(info: info, origin: origin)))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
            return ScriptMessage.Frame(id: id)
        }

        /// The entry for `frame`: `nil` info means the main frame; `nil` result means the frame is forgotten.
        func frame(for frame: ScriptMessage.Frame) -> (info: WKFrameInfo?, origin: URL?, id: String)? {
            if frame == .main { return (nil, nil, frame.id) }
            return entries.last { $0.id == frame.id }.map { ($0.entry.info, $0.entry.origin, $0.id) }
        }

        /// Forgets every frame (the page they were on is gone).
        mutating func removeAll() {
            entries.removeAll()
        }
    }
#endif
