import Foundation
import NowInternal

// A page's new window on WKWebView (`webView(_:createWebViewWith:for:windowFeatures:)`): where it goes, decided on
// the request ``WebKitDecisions/newWindowRequest(_:)`` reads from WebKit's navigation action and on the engine's state.
extension WebKitDecisions {
    /// Where a page's new window goes on WKWebView.
    package enum NewWindowRoute: Sendable, Equatable {
        /// Nowhere: WebKit gets no view, and nothing loads.
        case refuse
        /// Loaded in the engine's own view as a navigation of the page, which the session machine decides like any
        /// link: an instance page shows there, another site goes to the app as an unsupported URL. WebKit gets no
        /// view.
        case loadInPlace
        /// A sign-in pop-up in the engine's sheet: WebKit gets the sheet's view, and loads the request into it.
        case sheet
        /// A sign-in pop-up handed to the system's authentication browser: WebKit gets no view.
        case systemBrowser
    }

    /// Where `request`, a page's new window, goes: ``NewWindowRule`` decides whether it is refused, loads in place
    /// or is a pop-up. A pop-up goes where `route` says (``PopUpRoute/path(for:)``): to the system browser, or to
    /// the engine's sheet, one at a time and only over a view the user sees (with a view controller to present
    /// from); otherwise it is dropped. An engine that shows no sheets (WKWebView on macOS) loads it in place.
    ///
    /// - Parameters:
    ///   - request: The page's request (``newWindowRequest(_:)``).
    ///   - scope: The instance's scope (``InstanceScope/opaque`` before the engine loaded any of it).
    ///   - route: The pop-up route the app's options make (``PopUpRoute/sheetOnly`` without them).
    ///   - showsSheets: Whether the engine shows pop-ups in a sheet (UIKit).
    ///   - isPopUpOpen: Whether a pop-up of the engine is open already.
    ///   - hasPresenter: Whether a view controller can present the sheet (the view is in a window).
    /// - Returns: Where the window goes.
    package static func newWindow(
        _ request: NewWindowRequest, in scope: InstanceScope, route: PopUpRoute, showsSheets: Bool, isPopUpOpen: Bool,
        hasPresenter: Bool
    ) -> NewWindowRoute {
        switch NewWindowRule.decide(request, in: scope) {
        case .refuse:
            return .refuse
        case .loadInPlace:
            return .loadInPlace
        case .popUp:
            guard showsSheets else { return .loadInPlace }
            guard !isPopUpOpen, let url = request.url else { return .refuse }
            if route.path(for: url) == .systemBrowser { return .systemBrowser }
            return hasPresenter ? .sheet : .refuse
        }
    }
}
