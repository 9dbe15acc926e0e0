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

/// What a ``NowWebViewController`` tells its host app. The vendor's five callbacks.
@MainActor
public protocol NowWebViewControllerDelegate: AnyObject {
    /// A page flow ended (the page called `cabrillo.flowControl.flowEnded(name)`).
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String)
    /// Navigation failed and NowWeb could not recover, the service was closed, or an attachment the page opened
    /// could not be downloaded. `error` is always a ``NowWebError`` (the parameter keeps the vendor's type):
    /// cast it once, then read its ``NowWebError/failureClass`` or switch over it.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
    /// The page navigated to a URL NowWeb does not show: another instance or host, a scheme other than
    /// http(s), or a file of the instance to save (an attachment), which the engine did not save. The app
    /// decides (open it elsewhere, fetch the file, or ignore it). No token is sent there.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL)
    /// Back was requested with the history exhausted: the host may dismiss the controller.
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
}

extension NowWebViewControllerDelegate {
    /// Applies the controller's theme again for the new appearance.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange traitCollection: NowSystemTheme
    ) {
        nowWebViewController.updateTheme(themeColors: nowWebViewController.theme)
    }

    /// Does nothing: the file stays in the controller's `attachmentDirectory`.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL) {}
}
