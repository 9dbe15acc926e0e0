import Foundation
import NowWeb

/// What a page asks a browser to load and do, found in its HTML.
package struct HTMLPageSummary: Sendable, Equatable {
    /// A resource the page references.
    package struct Subresource: Sendable, Equatable, Hashable {
        /// Why the page references it.
        package enum Kind: String, Sendable, Equatable, Hashable {
            /// `<script src>`.
            case script
            /// `<link rel=stylesheet>`.
            case stylesheet
            /// `<link rel=preload>`.
            case preload
            /// `<link rel=icon>`.
            case icon
            /// `<img src>`.
            case image
            /// `<iframe src>`: a subframe navigation.
            case iframe
        }

        /// The absolute URL, without fragment.
        package var url: URL
        /// The reference's kind.
        package var kind: Kind
    }

    /// A `<meta http-equiv="refresh">` instruction.
    package struct MetaRefresh: Sendable, Equatable {
        /// The delay in seconds.
        package var delay: TimeInterval
        /// The absolute target.
        package var url: URL
    }

    /// The whitespace-collapsed text of the first `<title>`, if any.
    package var title: String?
    /// The resources to load, de-duplicated, in document order.
    package var subresources: [Subresource]
    /// The first refresh instruction that names a target, if any.
    package var metaRefresh: MetaRefresh?
}
