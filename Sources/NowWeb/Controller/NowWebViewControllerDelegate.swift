import Foundation

#if canImport(UIKit)
    import UIKit

    /// What `systemThemeDidChange` reports: the controller's new `UITraitCollection` where UIKit exists.
    public typealias NowSystemTheme = UITraitCollection
#else
    /// What `systemThemeDidChange` reports: the new appearance on platforms without UIKit (on iOS, the
    /// controller's `UITraitCollection`).
    public typealias NowSystemTheme = NowUIColor.Appearance
#endif

/// What a ``NowWebViewController`` tells its host app. The vendor's callbacks.
///
/// Only `didFailNavigationWith` must be implemented; the others have defaults that do what a plain app wants: a
/// flow end and a dismissal request pop the controller off its navigation stack (or dismiss it when it was
/// presented), an unsupported http(s), `tel` or `mailto` URL is opened by the system on iOS, a light/dark switch
/// applies the theme again, and a downloaded attachment stays where it is.
@MainActor
public protocol NowWebViewControllerDelegate: AnyObject {
    /// A page flow ended (the page called `cabrillo.flowControl.flowEnded(name)`). The default implementation
    /// does what a dismissal request does.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String)
    /// Navigation failed and NowWeb could not recover, the service was closed, or an attachment the page opened
    /// could not be downloaded. `error` is always a ``NowWebError`` (the parameter keeps the vendor's type):
    /// cast it once, then read its ``NowWebError/failureClass`` or switch over it.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
    /// The page navigated to a URL NowWeb does not show: another instance or host, a scheme other than
    /// http(s), or a file of the instance to save (an attachment), which the engine did not save. The app
    /// decides (open it elsewhere, fetch the file, or ignore it). No token is sent there. The default
    /// implementation opens http(s), `tel` and `mailto` URLs with `UIApplication.shared.open` on iOS and ignores
    /// the others (and every URL on other platforms).
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL)
    /// Back was requested with the history exhausted: the host may dismiss the controller. The default
    /// implementation pops the controller when it is on top of a navigation stack with a page under it, and
    /// dismisses it (or the navigation controller it is the root of) when it was presented; it does nothing
    /// otherwise (on Linux, say).
    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController)
    /// The system switched between light and dark (on iOS: the controller's trait collection changed its colour
    /// appearance); the default implementation applies the theme again. Call `updateTheme(themeColors:)` here to
    /// switch to another theme.
    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange traitCollection: NowSystemTheme)
    /// NowWeb downloaded an instance file the page opened (a `sys_attachment.do` link, or Cabrillo
    /// `attachments.viewFile`) into the controller's `attachmentDirectory`, with the page's session: show it
    /// (Quick Look, the app's viewer) or keep it. The default implementation does nothing.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL)
    /// The page's web session is expected to end within ``NowWebService/SessionEnd/warningLeadTime`` (idle, its
    /// token's expiry, or the instance's absolute life span); told once per predicted end, after the observers
    /// heard ``NowWebViewController/Activity/sessionEndApproaching(_:)``. `warning.hasUnsavedInput` says whether
    /// the user typed into the page since it loaded. Doing nothing is fine: NowWeb recovers the session at the next
    /// navigation as always. The default implementation does nothing.
    func nowWebViewController(
        _ nowWebViewController: NowWebViewController,
        sessionWillEnd warning: NowWebViewController.Activity.SessionEndWarning)
    /// A page asks the app to confirm that the person at the device is the signed-in user (Cabrillo
    /// `auth.reauthenticate`, the portal's e-signature). Return `true` when they are, `false` when they did not
    /// confirm (cancelled, failed); throw ``CabrilloError`` to tell the page why it cannot be done (any other error
    /// reaches the page as "not available"). The page names the user in `request.user`: compare it with the user
    /// the app signed in when the answer must be bound to that user. One request runs at a time.
    ///
    /// The default implementation asks for the device owner (biometrics, or the device passcode) through
    /// LocalAuthentication where it exists (iOS), as the vendor's mobile app does (docs/CABRILLO.md, section 5);
    /// elsewhere it throws ``CabrilloError/unavailable(_:_:)`` naming this method.
    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, reauthenticate request: NowWebReauthentication
    ) async throws -> Bool
    /// The page asked to show another page of the instance over itself (Cabrillo `modal.presentModal`): show
    /// `child`, a controller for that page made with the same service (it bridges the same session and recovers
    /// the same way), and return `true`; return `false` to refuse (the page gets error 503). `child.modalRequest`
    /// holds the title, the close button and the presentation the page asked for; `child`'s delegate is this
    /// delegate until the app sets another. Its page starts loading once this returns.
    ///
    /// The modal ends when its page calls `modal.dismissModal(data)` (the presenting page gets `{results: data}`),
    /// when the user closes it (call `child.closeModal()` from the close button or a swipe; the presenting page
    /// gets `{results: null}`), or when the presenting controller goes away (`child`'s delegate hears a dismissal
    /// request; nothing is answered). One modal is shown at a time.
    ///
    /// The default implementation presents `child` over the controller on iOS, in a navigation controller with
    /// the title and a Cancel, Close or Done button, as a form sheet (which a swipe down also closes) or full
    /// screen, as the vendor's apps do; elsewhere (Linux) it returns `false`.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, presentModal child: NowWebViewController)
        -> Bool
    /// The modal `child` ended (its page called `modal.dismissModal`, or `child.closeModal()` was called): take it
    /// off screen. The presenting page has been answered. The default implementation dismisses the navigation
    /// controller `child` is the root of (or `child`) on iOS when it is still presented; elsewhere it does nothing.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, dismissModal child: NowWebViewController)
}

extension NowWebViewControllerDelegate {
    /// Dismisses the controller as ``nowWebViewControllerDidRequestDismissal(_:)``'s default does.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        nowWebViewController.dismissFromHost()
    }

    /// Opens http(s), `tel` and `mailto` URLs with the system on iOS; ignores the others.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        nowWebViewController.openOutside(unsupportedUrl)
    }

    /// Pops the controller off its navigation stack, or dismisses it when it was presented.
    public func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        nowWebViewController.dismissFromHost()
    }

    /// Applies the controller's theme again for the new appearance.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange traitCollection: NowSystemTheme
    ) {
        nowWebViewController.updateTheme(themeColors: nowWebViewController.theme)
    }

    /// Does nothing: the file stays in the controller's `attachmentDirectory`.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL) {}

    /// Does nothing: the session is recovered at the next navigation as always.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController,
        sessionWillEnd warning: NowWebViewController.Activity.SessionEndWarning
    ) {}
    /// Asks for the device owner through LocalAuthentication where it exists; elsewhere throws
    /// ``CabrilloError/unavailable(_:_:)`` naming this method.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, reauthenticate request: NowWebReauthentication
    ) async throws -> Bool {
        try await DeviceOwnerAuthentication.authenticate(request)
    }

    /// Presents `child` on iOS as the vendor's apps do; elsewhere returns `false` (the page gets error 503).
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, presentModal child: NowWebViewController
    ) -> Bool {
        nowWebViewController.presentModalPage(child)
    }

    /// Dismisses `child` on iOS when it is still presented; elsewhere does nothing.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, dismissModal child: NowWebViewController
    ) {
        child.leaveScreen()
    }
}
