import Foundation

/// The app lock of a service's pages: whether they are covered because the app came back from the background
/// after ``AppLockPolicy/lockAfter``, and whether the user is being asked to unlock them. A value the service keeps
/// behind a lock; its controllers feed it the app's moves, on the service's clock, and cover or uncover their
/// pages as it says.
///
/// One unlock runs at a time (``beginUnlock(automatically:)`` hands out one attempt); an answer to an attempt that
/// is no longer the one running (the lock was cleared, or a newer attempt began) changes nothing.
package struct AppLockState: Sendable, Equatable {
    /// Where the lock is.
    package enum Phase: Sendable, Equatable {
        /// The pages show.
        case open
        /// The app is in the background since `since` (on the owner's timeline); the pages may lock on return.
        case away(since: Duration)
        /// The pages are covered until the user unlocks them; `hasAsked`: the hook was asked since the return and
        /// did not confirm, so only the user asks again (the cover's button), never the app's next activation.
        case locked(hasAsked: Bool)
        /// The pages are covered and the hook is asked (`attempt`).
        case unlocking(attempt: Int)
    }

    /// When a return locks.
    package let policy: AppLockPolicy
    /// Where the lock is.
    package private(set) var phase = Phase.open
    private var attempts = 0

    /// An open lock under `policy`.
    package init(policy: AppLockPolicy) {
        self.policy = policy
    }

    /// Whether the pages are covered.
    package var isLocked: Bool {
        switch phase {
        case .open, .away: false
        case .locked, .unlocking: true
        }
    }

    /// The app went to the background at `now`. A lock that holds stays; an app already away keeps the first time.
    package mutating func wentToBackground(at now: Duration) {
        guard phase == .open, policy.lockAfter != nil else { return }
        phase = .away(since: now)
    }

    /// The app came back at `now`: locks when the time away reached the policy's. A lock that held while away
    /// may ask on its own again.
    ///
    /// - Returns: Whether the pages are covered.
    @discardableResult
    package mutating func returned(at now: Duration) -> Bool {
        switch phase {
        case .away(let since): phase = policy.locksOnReturn(after: now - since) ? .locked(hasAsked: false) : .open
        case .locked: phase = .locked(hasAsked: false)
        case .open, .unlocking: break
        }
        return isLocked
    }

    /// Starts an unlock when the pages are locked and none runs.
    ///
    /// - Parameter automatically: Whether the app's return to the front asks, rather than the user: then only when
    ///   the hook was not asked since the return (a user who cancelled is not asked again and again).
    /// - Returns: The attempt to answer with ``unlockEnded(attempt:confirmed:)``; `nil` when the hook must not be
    ///   asked (not locked, an unlock already runs, or asked automatically again).
    package mutating func beginUnlock(automatically: Bool) -> Int? {
        guard case .locked(let hasAsked) = phase, !(automatically && hasAsked) else { return nil }
        attempts += 1
        phase = .unlocking(attempt: attempts)
        return attempts
    }

    /// The hook answered `attempt`: the pages open when the user `confirmed`, else stay locked (the user may try
    /// again). An answer to another attempt changes nothing.
    package mutating func unlockEnded(attempt: Int, confirmed: Bool) {
        guard phase == .unlocking(attempt: attempt) else { return }
        phase = confirmed ? .open : .locked(hasAsked: true)
    }

    /// Clears the lock (the user logged out: the pages are gone).
    package mutating func cleared() {
        phase = .open
    }
}
