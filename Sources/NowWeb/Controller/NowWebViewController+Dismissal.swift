import Foundation

#if canImport(UIKit)
    import UIKit
#endif

// What the delegate's defaults do with a flow end, a dismissal request and a URL NowWeb does not show: what a
// plain app wants, where the platform can do it.
extension NowWebViewController {
    /// The schemes an unsupported URL is handed to the system for: web pages, phone calls and mail.
    static let schemesOpenedOutside: Set<String> = ["http", "https", "tel", "mailto"]

    /// Takes the controller off screen: a modal page (``modalRequest``) closes as its close button does
    /// (``closeModal()``: its presenting page hears `{results: null}`); any other controller leaves as
    /// `leaveScreen()` says.
    func dismissFromHost() {
        if cabrillo.modalPresenter != nil {
            closeModal()
        } else {
            leaveScreen()
        }
    }

    /// Takes the controller off screen where UIKit can: pops it when it is on top of a navigation stack with a
    /// page under it, dismisses it (or the navigation controller it is the root of) when it was presented.
    /// Elsewhere (Linux, a controller shown some other way) it does nothing.
    func leaveScreen() {
        #if canImport(UIKit)
            if let navigation = navigationController {
                if navigation.viewControllers.count > 1, navigation.viewControllers.last === self {
                    navigation.popViewController(animated: true)
                } else if navigation.viewControllers.first === self, navigation.presentingViewController != nil {
                    navigation.dismiss(animated: true)
                }
            } else if presentingViewController != nil {
                dismiss(animated: true)
            }
        #endif
    }

    /// Hands `url` to the system (Safari, the phone, the mail app) on iOS when its scheme is http(s), `tel` or
    /// `mailto`; any other URL, and any URL on other platforms, is left alone. No token goes with it.
    ///
    /// - Parameter url: The URL the page navigated to.
    func openOutside(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), Self.schemesOpenedOutside.contains(scheme) else { return }
        #if canImport(UIKit)
            UIApplication.shared.open(url)
        #endif
    }
}
