import Foundation
import NowInternal

extension NowWebService.Options {
    /// Whether the pages are covered when the app comes back from the background after some time, until the
    /// user unlocks them through the controller delegate's `nowWebViewController(_:reauthenticate:)` (the same hook
    /// as a page's e-signature; on iOS its default asks for Face ID, Touch ID or the device passcode). iOS only; see
    /// the guide's "App lock". The organisation's managed key `NowWebAppLockAfterSeconds` (a number of seconds) can
    /// shorten the time or set one, never lengthen or lift it; a managed configuration that cannot be read locks on
    /// every return.
    ///
    /// ```swift
    /// var options = NowWebService.Options()
    /// options.appLock = .init(lockAfter: .seconds(300))
    /// ```
    public struct AppLock: Sendable, Equatable {
        /// The time in the background after which the pages are covered on return; `.zero` locks on every
        /// return, `nil` never locks. Default: `nil`.
        public var lockAfter: Duration?

        /// Makes the setting; the parameter defaults to the value documented on its property.
        public init(lockAfter: Duration? = nil) {
            self.lockAfter = lockAfter
        }
    }
}

// The service's app lock: one for all its pages, so that one unlock shows them all and two pages never ask at once.
extension NowWebService {
    /// Whether the service's pages are covered by the app lock.
    var isAppLocked: Bool { appLock.withLock { $0.isLocked } }

    /// The app went to the background now.
    func appWentToBackground() {
        let now = appLockTimeline()
        appLock.withLock { $0.wentToBackground(at: now) }
    }

    /// The app came back now: whether the pages are covered.
    func appReturned() -> Bool {
        let now = appLockTimeline()
        return appLock.withLock { $0.returned(at: now) }
    }

    /// Starts an unlock (`automatically`: on the app's return, not the user's tap): the attempt to answer, `nil`
    /// when the hook must not be asked.
    func beginAppUnlock(automatically: Bool) -> Int? {
        appLock.withLock { $0.beginUnlock(automatically: automatically) }
    }

    /// The hook answered `attempt`.
    func appUnlockEnded(attempt: Int, confirmed: Bool) {
        appLock.withLock { $0.unlockEnded(attempt: attempt, confirmed: confirmed) }
    }

    /// A timeline on `clock`: the time since the call, which a clock that cannot go back keeps monotonic.
    static func timeline(of clock: some Clock<Duration>) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
