import Foundation

/// Whether the page must be covered until the user re-authenticates (through the same hook as Cabrillo
/// `auth.reauthenticate`) when the app comes back from the background. Pure: the owner measures the time in the
/// background with its injected clock and asks.
///
/// The app sets a time in its options; an organisation may set one under ``managedKey`` in the managed app
/// configuration. The stricter of the two holds (the organisation's can shorten the app's, never lengthen or
/// lift it), and a managed value that cannot be read as a number of seconds locks on every return: a decision
/// that cannot be made fails closed.
package struct AppLockPolicy: Sendable, Equatable {
    /// The managed app configuration key: the seconds in the background after which the page is covered.
    package static let managedKey = "NowWebAppLockAfterSeconds"

    /// The time in the background after which the page is covered on return; `nil`: never.
    package var lockAfter: Duration?

    /// The policy of the app's `configured` time (`nil`: no lock) and the organisation's `managed` value of
    /// ``managedKey`` (`nil` when it sets none).
    package init(configured: Duration?, managed: JSONValue?) {
        let organisation: Duration?
        switch managed {
        case nil, .null?: organisation = nil
        case .number(let seconds)? where seconds.isFinite && seconds >= 0 && seconds <= Double(Int32.max):
            organisation = .seconds(seconds)
        default: organisation = .zero
        }
        switch (configured, organisation) {
        case (let app?, let managed?): lockAfter = min(app, managed)
        case (let app?, nil): lockAfter = app
        case (nil, let managed): lockAfter = managed
        }
    }

    /// Whether a return after `background` in the background covers the page until the user re-authenticates.
    /// A negative time (a clock that went back) counts as the longest: fail closed.
    package func locksOnReturn(after background: Duration) -> Bool {
        guard let lockAfter else { return false }
        return background < .zero || background >= lockAfter
    }
}
