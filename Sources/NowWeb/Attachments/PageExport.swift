import Foundation
import NowInternal

/// Whether a file the page makes itself (an export: a `blob:` or `data:` URL that a link with `download`
/// opens, such as a list's CSV or a report's PDF) goes to the app as a file, as an instance's attachment does.
///
/// The one decision every engine takes for an export, at its start and as its bytes arrive: only a document of
/// the instance's origin may hand the app a file (a third-party frame's export is refused); at most
/// ``maximumBytes``; one export at a time. Whose export it is: a `blob:` URL names the origin of the document
/// that made it (`blob:https://host/uuid`; a page cannot make a blob of another origin), which must be the
/// instance's, and a requester the engine names must be of that origin too; a `data:` URL names no maker, so it
/// needs a requester of the instance's origin. A missing fact refuses: the decision fails closed. The engine never saves a file on its own: an export it takes goes to a private place, and the
/// controller moves it into the app's attachment directory.
package struct PageExport: Sendable, Equatable {
    /// The largest export handed to the app: 50 MiB, as for attachments.
    package static let maximumBytes = Int64(AttachmentDownload.defaultMaximumBytes)

    /// What the decision says.
    package enum Verdict: Sendable, Equatable {
        /// Take the file (or go on taking it).
        case accept
        /// Refuse it (or stop taking it, and delete what was written).
        case refuse(Refusal)
    }

    /// Why an export is refused.
    package enum Refusal: Sendable, Equatable {
        /// Not a `blob:` or `data:` URL: a file of a server, which the engine reports as a refused download.
        case notAnExport
        /// Made or asked for by a document of another origin than the instance's.
        case foreignFrame
        /// The engine cannot name the document that asked for it.
        case unknownRequester
        /// Larger than ``PageExport/maximumBytes``.
        case tooLarge
        /// Another export is being taken.
        case busy
    }

    /// The export's URL.
    package let url: URL
    /// The origin of the document that asked for it, as far as the engine tells, or `nil`.
    package let requester: URL?

    /// An export of `url` asked for by a document of `requester`.
    package init(url: URL, requester: URL?) {
        self.url = url
        self.requester = requester
    }

    /// Whether `url` is an export at all: a `blob:` or `data:` URL.
    package static func isExport(_ url: URL) -> Bool {
        ["blob", "data"].contains(url.scheme?.lowercased())
    }

    /// The decision.
    ///
    /// - Parameters:
    ///   - instance: The instance's URL; its origin is the only one whose documents may export.
    ///   - bytes: The export's size so far (or announced), if known.
    ///   - othersUnderWay: Whether another export of the same controller is being taken.
    /// - Returns: ``Verdict/accept`` or the reason to refuse.
    package func verdict(instance: URL, bytes: Int64?, othersUnderWay: Bool) -> Verdict {
        guard Self.isExport(url) else { return .refuse(.notAnExport) }
        guard let instanceOrigin = URLOrigin(instance) else { return .refuse(.unknownRequester) }
        if let requester, URLOrigin(requester) != instanceOrigin { return .refuse(.foreignFrame) }
        if url.scheme?.lowercased() != "blob", requester == nil { return .refuse(.unknownRequester) }
        if url.scheme?.lowercased() == "blob" {
            // `blob:https://host:port/uuid`: the origin of the document that made the blob.
            let inner = URL(string: String(url.absoluteString.drop { $0 != ":" }.dropFirst()))
            guard let inner, URLOrigin(inner) == instanceOrigin else { return .refuse(.foreignFrame) }
        }
        if let bytes, bytes > Self.maximumBytes { return .refuse(.tooLarge) }
        return othersUnderWay ? .refuse(.busy) : .accept
    }
}
