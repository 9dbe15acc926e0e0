#if canImport(UIKit)
    import Foundation
    import UIKit

    // The privacy screen on iOS: the controller follows the app's state, the screen's capture state and the
    // pasteboard, and covers the page or clears copied text as `PrivacyScreenPolicy` decides. The app lock follows
    // the same moves of the app (`NowWebViewController+AppLock.swift` decides what they do).
    extension NowWebViewController {
        /// Observes the app leaving and regaining the front (for the privacy screen and the app lock), the screen's
        /// capture and the pasteboard's changes.
        func observePrivacyState() -> [any NSObjectProtocol] {
            let center = NotificationCenter.default
            return [
                center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated { self?.appStateChanged(to: .inactive) }
                },
                center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.appStateChanged(to: .background)
                        self?.appWentToBackground()
                    }
                },
                center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.appStateChanged(to: .active)
                        self?.appBecameActive()
                    }
                },
                center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated { self?.appReturnedToForeground() }
                },
                center.addObserver(forName: UIScreen.capturedDidChangeNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated { self?.screenCaptureChanged() }
                },
                center.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated { self?.pasteboardChanged() }
                },
            ]
        }

        /// Covers or uncovers the page as the policy decides for the app's state, the capture and the page now.
        func applyPrivacyCover() {
            let covered = service.privacyScreen.isCovered(
                appState: privacyAppState, isCaptured: isScreenCaptured, url: currentURL ?? initialURL)
            chromeView?.showPrivacyCover(covered)
        }

        private func appStateChanged(to state: PrivacyScreenPolicy.AppState) {
            privacyAppState = state
            applyPrivacyCover()
            guard state == .background else { return }
            let pasteboard = UIPasteboard.general
            if service.privacyScreen.clearsPasteboard(
                copiedChangeCount: copiedChangeCount, currentChangeCount: pasteboard.changeCount)
            {
                pasteboard.items = []
            }
            copiedChangeCount = nil
        }

        /// Reads the capture state of the window's screen again (a new window, or a change of capture).
        func screenCaptureChanged() {
            isScreenCaptured = view.window?.screen.isCaptured ?? false
            applyPrivacyCover()
        }

        /// A change of the pasteboard while the page is shown and the app in front is taken as a copy from the page
        /// (UIKit posts the notification for this app's changes only).
        private func pasteboardChanged() {
            guard isViewAppeared, privacyAppState == .active else { return }
            copiedChangeCount = UIPasteboard.general.changeCount
        }
    }
#endif
