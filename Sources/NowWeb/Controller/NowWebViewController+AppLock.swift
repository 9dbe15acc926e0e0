import Foundation

// The app lock (`NowWebService.Options.appLock`): the service decides (`AppLockState`); the controller tells it the
// app's moves, covers its page as it says, and asks the delegate's re-authentication hook to unlock.
extension NowWebViewController {
    /// The title of the lock cover's button.
    package nonisolated static let unlockTitle = "Unlock"

    /// Whether the page is covered by the app lock: the app came back from the background after
    /// ``NowWebService/Options/AppLock/lockAfter`` (or the organisation's shorter time), and the user has not
    /// unlocked it yet. The lock is the service's: one unlock shows every page of the service again.
    public var isLocked: Bool { service.isAppLocked }

    /// Asks the user to unlock the pages through the delegate's
    /// ``NowWebViewControllerDelegate/nowWebViewController(_:reauthenticate:)`` (the request's purpose is
    /// ``NowWebReauthentication/Purpose/appUnlock``); without a delegate, through that method's default (iOS: Face
    /// ID, Touch ID or the device passcode). What the cover's Unlock button does.
    ///
    /// Does nothing while the pages are not locked or the hook is already asked (by this page or another of the
    /// service, or for a page's e-signature): one prompt at a time. A hook that answers `false` or throws leaves the
    /// pages covered, and the user may try again.
    public func unlock() {
        requestUnlock(automatically: false)
    }

    /// The app went to the background: the service notes the time.
    package func appWentToBackground() {
        service.appWentToBackground()
    }

    /// The app is coming back to the front: the page is covered when the time away reached the lock's.
    package func appReturnedToForeground() {
        _ = service.appReturned()
        applyAppLock()
    }

    /// The app is in front again: a page on screen asks the user to unlock once per return.
    package func appBecameActive() {
        applyAppLock()
        guard isOnScreen else { return }
        requestUnlock(automatically: true)
    }

    /// Covers a page made while the pages are locked, and uncovers it when the user logs out.
    func startAppLock() {
        applyAppLock()
        service.whenClosed { [weak self] in self?.applyAppLock() }
    }

    /// Covers or uncovers the page as the service's lock says, and tells the observers when that changed.
    func applyAppLock() {
        let locked = service.isAppLocked
        guard locked != isShowingLockCover else { return }
        isShowingLockCover = locked
        #if canImport(UIKit)
            chromeView?.showLockCover(locked)
        #endif
        observers.send(.activity(locked ? .appLocked : .appUnlocked))
    }

    private func requestUnlock(automatically: Bool) {
        guard !cabrillo.isReauthenticating else { return }
        guard let attempt = service.beginAppUnlock(automatically: automatically) else {
            applyAppLock()
            return
        }
        cabrillo.isReauthenticating = true
        Task {
            let confirmed = await askToUnlock()
            cabrillo.isReauthenticating = false
            service.appUnlockEnded(attempt: attempt, confirmed: confirmed)
            applyAppLock()
        }
    }

    /// The hook's answer; an error counts as not confirmed (the cover stays, and says so by staying).
    private func askToUnlock() async -> Bool {
        let request = NowWebReauthentication(purpose: .appUnlock, user: nil)
        do {
            if let delegate { return try await delegate.nowWebViewController(self, reauthenticate: request) }
            return try await DeviceOwnerAuthentication.authenticate(request)
        } catch {
            return false
        }
    }
}
