import Foundation

/// A ``WebEngine`` that can add a style sheet to the pages of one origin: how a controller's theme reaches
/// instance pages. An engine offers it in ``WebEngineCapabilities/pageStyling``; engines that draw nothing (the
/// headless engine) leave that `nil`, and the controller then only keeps the theme for its native views.
///
/// Conformers must:
/// - apply the style sheet from the start of every document whose frame is on `origin` (main frame and
///   subframes alike), and never to a frame of another origin;
/// - let it win over the page's own rules (a user style sheet with `!important` declarations does);
/// - apply a replacement to the documents already shown, without reloading them;
/// - use `background` for the view behind the page, so that nothing flashes before the page paints.
@MainActor
public protocol PageStylingWebEngine: WebEngine {
    /// Sets (replacing any previous one) the style sheet added to every document of `origin`.
    ///
    /// - Parameters:
    ///   - css: The style sheet.
    ///   - origin: The origin (scheme, host and port) whose documents get it.
    ///   - background: The colour of the view behind the page.
    func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components)
}
