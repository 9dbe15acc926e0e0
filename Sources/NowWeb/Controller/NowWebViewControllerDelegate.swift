import Foundation

/// What a ``NowWebViewController`` tells its host app. The vendor's five callbacks.
@MainActor
public protocol NowWebViewControllerDelegate: AnyObject {
    /// A page flow ended (the page called `cabrillo.flowControl.flowEnded(name)`).
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String)
    /// Navigation failed and NowWeb could not recover; `error` is a ``NowWebError`` that says what to do.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
    /// The page navigated to a URL NowWeb does not show: another instance or host, or a scheme other than
    /// http(s). The app decides (open it elsewhere, or ignore it). No token is sent there.
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL)
    /// Back was requested with the history exhausted: the host may dismiss the controller.
    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController)
    /// The system switched between light and dark; the default implementation applies the theme again.
    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange appearance: NowUIColor.Appearance)
}

extension NowWebViewControllerDelegate {
    /// Applies the controller's theme again for `appearance`.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange appearance: NowUIColor.Appearance
    ) {
        nowWebViewController.updateTheme(themeColors: nowWebViewController.theme)
    }
}
