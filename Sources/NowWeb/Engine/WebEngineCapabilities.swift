import Foundation
import NowSDK

#if canImport(UIKit)
    import UIKit
#endif

// swift-check: given hook: any NowTrustEvaluating; cookieHeader: @escaping @MainActor (URL) async -> String?
/// What a ``WebEngine`` can do beyond loading pages, as the engine states it in ``WebEngine/capabilities``.
///
/// Every field is optional, and `nil` (the default) means the engine cannot: NowWeb then does without, as its
/// documentation of each field says. NowWeb reads nothing else of an engine: it never casts an engine to find out
/// what it offers, so an app's own engine offers exactly what it states here, and a reader sees in one value
/// everything NowWeb may use.
///
/// Why one value rather than a requirement per capability: most capabilities are an object or a function the
/// engine hands over (its trust hook, its cookie reader, its platform picker), which an engine either has or has
/// not; a value of optionals says both at once, where a requirement with a default would need a second "do you
/// support it" answer for each. A wrapper engine forwards the whole value of the engine it wraps in one line, and
/// the capabilities whose types are still the package's own (file picking, image scaling, the background bridge)
/// sit beside the public ones without making the protocol itself depend on them.
///
/// The value is not `Sendable`: it holds the engine's main-actor objects and functions. Engines make it afresh on
/// each read (a computed property), so holding it does not keep anything alive longer than its reader.
///
/// ```swift
/// // In an engine of the app's: its trust hook and its store's cookies; no page styling, no settings.
/// let capabilities = WebEngineCapabilities(trustHook: hook, cookieHeader: { url in await cookieHeader(url) })
/// ```
public struct WebEngineCapabilities {
    /// The app's trust hook the engine was configured with: NowWeb's own requests for the engine's pages (an
    /// attachment's upload or download, the logout's request) put their challenges to it too. `nil`: the
    /// platform's handling.
    public var trustHook: (any NowTrustEvaluating)?
    /// The `Cookie` header the engine's store would send to a URL (HttpOnly cookies included), `nil` for none: how
    /// NowWeb sends a request of its own (an attachment's upload or download) with the page's web session. `nil`
    /// (no reader): the cookies the service's data store knows.
    public var cookieHeader: (@MainActor (URL) async -> String?)?
    /// What adds the controller's theme to the pages (usually the engine itself). `nil`: the theme reaches the
    /// host's native views only.
    public var pageStyling: (any PageStylingWebEngine)?
    /// What applies the page settings an app chooses through ``NowWebPage/configure(_:)`` (usually the engine
    /// itself). `nil`: the page has no settings, and `configure` answers `false`.
    public var pageConfiguration: (any PageConfigurableEngine)?
    /// The platform's file picker over the engine's view (WebKitGTK: the GTK file chooser), used when the
    /// controller has none of its own. `nil`: the controller's platform picker, if any.
    package var platformFilePicker: (any FilePicking)?
    /// The platform's image scaler for ``ImageResize`` (GdkPixbuf, ImageIO). `nil`: picked images go unscaled.
    package var imageScaler: (any ImageScaling)?
    /// Makes the unseen engine of a background bridge in the same data store, with this engine's settings (its
    /// trust hook included), cheaper than the service's factory would. `nil`: the service's factory makes it.
    package var makeBackgroundBridgeEngine: (@MainActor () async throws -> any WebEngine)?
    /// Takes the controller's theme colours for what the engine draws itself (WKWebView: a sign-in pop-up's
    /// sheet). `nil`: the engine draws nothing of its own.
    package var chromeColors: (@MainActor (any NowWebColoring) -> Void)?
    /// Runs a script in a world of the main frame that the page cannot reach, and returns its result as text
    /// (what keeps a form's input across a session expiry, `FormKeep`, reads and restores pages with it); the
    /// engine also installs `FormKeep.submitListener(origins:)` there, for the origins it offers the Cabrillo
    /// bridge. `nil`: the engine cannot run isolated scripts, and no input is kept.
    package var isolatedWorldScript: (@MainActor (String) async throws -> String?)?

    #if canImport(UIKit)
        /// The engine's platform view, which the controller shows and ``NowWebPage/view`` hands to the app. `nil`:
        /// an engine without a view (headless).
        public var view: UIView?
        /// Turns the view's own back swipe (WKWebView's back-forward gestures) on or off, as the controller's back
        /// navigation decides. `nil`: the view has none.
        package var backSwipe: (@MainActor (Bool) -> Void)?
        /// The view's scroll view, which carries the pull-to-refresh control. `nil`: the view has none, and no
        /// page is pulled to refresh.
        package var scrollView: UIScrollView?
    #endif

    /// Capabilities an engine states; every argument defaults to `nil`, what the engine cannot do.
    ///
    /// - Parameters:
    ///   - trustHook: The app's trust hook the engine was configured with.
    ///   - cookieHeader: Reads the `Cookie` header the engine's store would send to a URL.
    ///   - pageStyling: What adds the theme's style sheet to the pages.
    ///   - pageConfiguration: What applies the app's page settings.
    public init(
        trustHook: (any NowTrustEvaluating)? = nil, cookieHeader: (@MainActor (URL) async -> String?)? = nil,
        pageStyling: (any PageStylingWebEngine)? = nil, pageConfiguration: (any PageConfigurableEngine)? = nil
    ) {
        self.trustHook = trustHook
        self.cookieHeader = cookieHeader
        self.pageStyling = pageStyling
        self.pageConfiguration = pageConfiguration
    }
}
