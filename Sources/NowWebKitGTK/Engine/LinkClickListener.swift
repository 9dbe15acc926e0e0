#if WebKitGTK
    import Foundation
    import NowWeb

    /// The top frame's link-click listener: it tells the engine which link the main frame is about to follow,
    /// because WebKitGTK's navigation actions do not say which frame they load (see ``LinkClickHints``).
    ///
    /// It runs in the engine's isolated script world (``CabrilloBridgeScripts/worldName``), in the top frame only, and
    /// posts to a handler registered in that world alone, so the page can neither see it, change it, nor post to
    /// its handler. It listens on `window` in the bubble phase, after the page's own handlers, and posts the
    /// absolute `href` of a click that will follow a link in this frame: an `<a>` or `<area>` on the click's
    /// composed path with an http(s) `href`, a target that is empty, `_self` or `_top` (the `<base>` element's
    /// when the link has none), no `download` attribute, the primary button, no modifier key, and a default
    /// the page did not prevent. It does not ask for `isTrusted`: a click a page script dispatches on a link
    /// navigates the same way. Clicks whose propagation a page handler stopped are not seen.
    enum LinkClickListener {
        /// The message handler, registered in ``CabrilloBridgeScripts/worldName`` only.
        static let handlerName = "nowwebLinkClick"

        /// The listener's source (`Resources/Scripts/LinkClickListener.js`, loaded once), injected at document start
        /// into the top frame.
        static let source = JavaScriptResource.required("LinkClickListener", in: .module).call(.string(handlerName))
    }
#endif
