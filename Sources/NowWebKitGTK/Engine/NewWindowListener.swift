#if WebKitGTK
    import Foundation
    import NowWeb

    /// The top frame's new-window listener: it tells the engine which new windows the top document asked for,
    /// because WebKitGTK's `create` signal does not say which frame asked (see ``LinkClickHints``).
    ///
    /// Only the top document's new windows may load in the view's main frame: a frame of another site, even a
    /// sandboxed one allowed popups but not top navigation, must not turn a click into a navigation of the
    /// app's page. Two scripts run in the top frame only, at document start:
    /// - ``pageShim``, in the page's world, wraps `window.open`: before it opens, it fires ``openEvent`` on its
    ///   own document with the absolute URL. A frame of another origin can neither call the top window's `open`
    ///   nor fire events on its document.
    /// - ``source``, in the engine's isolated world (``CabrilloBridgeScripts/worldName``), posts that URL to a handler
    ///   registered in that world alone, and the absolute `href` of a click that follows a link into a new
    ///   window: an `<a>` or `<area>` with an http(s) `href` and a target other than empty, `_self`, `_top` or
    ///   `_parent` (the `<base>` element's when the link has none), with no `download` attribute and a default
    ///   the page did not prevent.
    ///
    /// The post arrives before the `create` signal of the window it announces (both travel over the web
    /// process's one connection, in order). A new window no hint vouches for is not opened. A `window.open` whose
    /// window keeps `window.opener` is posted to ``openerHandlerName`` instead, so that the engine knows which
    /// windows may become pop-ups (``NewWindowRule``). A pop-up shares this content manager, so its pages post
    /// hints too: they vouch only for `create` signals of the page's view, which a pop-up's page cannot cause.
    enum NewWindowListener {
        /// The message handler, registered in ``CabrilloBridgeScripts/worldName`` only.
        static let handlerName = "nowwebNewWindow"
        /// The message handler for a `window.open` whose window keeps `window.opener` (no `noopener` or
        /// `noreferrer` feature), registered in ``CabrilloBridgeScripts/worldName`` only.
        static let openerHandlerName = "nowwebWindowOpen"
        /// The DOM event the page shim fires before `window.open` opens: detail the absolute URL, prefixed
        /// `opener ` when the window keeps its opener.
        static let openEvent = "nowweb-window-open"

        /// The page-world wrapper of `window.open` (`Resources/Scripts/NewWindowListener.pageShim.js`, loaded once),
        /// injected at document start into the top frame.
        static let pageShim = JavaScriptResource.required("NewWindowListener.pageShim", in: .module).call(
            .string(openEvent))

        /// The isolated-world listener (`Resources/Scripts/NewWindowListener.js`, loaded once), injected at document
        /// start into the top frame.
        static let source = JavaScriptResource.required("NewWindowListener", in: .module).call(
            .string(handlerName), .string(openerHandlerName), .string(openEvent))
    }
#endif
