import Foundation

// Whether the page is on screen: a content process that dies while it is not is brought back when the page
// shows again, not in the background (where the system kills it again and nobody sees it).
extension NowWebViewController {
    /// Whether the page is on screen. While it is not, a web content process that dies is not restarted; the
    /// page is reloaded once it shows again (one reload for any number of deaths off screen), unless a
    /// navigation brought a page back first.
    ///
    /// On iOS the controller keeps this itself: on screen from `viewWillAppear(_:)` until
    /// `viewDidDisappear(_:)`, and off screen while the app is in the background. On Linux
    /// `NowWebBrowserWindow` and `withGtkWidget` keep it from the view's mapping. A host with another way of
    /// showing the page sets it. Until set, the page counts as on screen.
    public var isOnScreen: Bool {
        get { machine.isOnScreen }
        set {
            guard newValue != machine.isOnScreen else { return }
            perform(machine.handle(.visibilityChanged(isOnScreen: newValue, at: service.options.now())))
        }
    }
}
