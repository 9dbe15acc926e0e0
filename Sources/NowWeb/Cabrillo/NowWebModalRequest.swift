import Foundation

/// What a page asked for with Cabrillo `modal.presentModal(title, url, closeButtonStyle, modalPresentationStyle)`:
/// another page of the instance shown over it, with a title and a close button, until the other page calls
/// `modal.dismissModal(data)` or the user closes it.
///
/// The page's payload is read as hostile input: `url` must be a page of the instance (absolute on it, or relative
/// to it; another origin or a `javascript:`, `data:`, `blob:` or `file:` URL is refused with error 400 and never
/// reaches the app), `title` is cut to ``titleLimit`` characters, and a style NowWeb does not know gets the default.
public struct NowWebModalRequest: Sendable, Equatable {
    /// The close button the page asked for (`closeButtonStyle`), as the vendor's values name them.
    public enum CloseButtonStyle: String, Sendable, CaseIterable {
        /// "Cancel" (`cancel`): the default.
        case cancel
        /// A close mark (`close`).
        case close
        /// "Done" (`done`).
        case done
    }

    /// How the page asked the modal to be shown (`modalPresentationStyle`), as the vendor's values name them.
    public enum PresentationStyle: String, Sendable, CaseIterable {
        /// Over the whole screen (`fullScreen`): the default.
        case fullScreen
        /// A sheet over the presenting page (`formSheet`), which the user may also swipe down to close.
        case formSheet
    }

    /// The longest title kept, in characters; a longer one is cut.
    public static let titleLimit = 256

    /// The title to show over the modal page; empty when the page gave none.
    public var title: String
    /// The modal page: an absolute URL on the instance.
    public var url: URL
    /// The close button to show.
    public var closeButtonStyle: CloseButtonStyle
    /// How to show the modal.
    public var presentationStyle: PresentationStyle

    /// Makes a request.
    ///
    /// - Parameters:
    ///   - title: The title; cut to ``titleLimit`` characters.
    ///   - url: The modal page.
    ///   - closeButtonStyle: The close button. Default: ``CloseButtonStyle/cancel``.
    ///   - presentationStyle: How to show it. Default: ``PresentationStyle/fullScreen``.
    public init(
        title: String, url: URL, closeButtonStyle: CloseButtonStyle = .cancel,
        presentationStyle: PresentationStyle = .fullScreen
    ) {
        self.title = String(title.prefix(Self.titleLimit))
        self.url = url
        self.closeButtonStyle = closeButtonStyle
        self.presentationStyle = presentationStyle
    }
}
