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
        switch managed {
        case nil, .null?: self.init(configured: configured, organisation: nil)
        case .number(let seconds)? where seconds.isFinite && seconds >= 0 && seconds <= Double(Int32.max):
            self.init(configured: configured, organisation: .seconds(seconds))
        default: self.init(configured: configured, organisation: .zero)
        }
    }

    /// The stricter of the app's and the organisation's times (`nil`: no time of its own).
    private init(configured: Duration?, organisation: Duration?) {
        switch (configured, organisation) {
        case (let app?, let managed?): lockAfter = min(app, managed)
        case (let app?, nil): lockAfter = app
        case (nil, let managed): lockAfter = managed
        }
    }

    /// The policy of the app's `configured` time and the organisation's configuration as the service read it: no
    /// managed value leaves the app's time; a configuration that cannot be read locks on every return.
    package init(configured: Duration?, administered: AdministeredConfiguration) {
        switch administered {
        case .none: self.init(configured: configured, organisation: nil)
        case .unreadable: self.init(configured: configured, organisation: .zero)
        case .read(_, let values):
            self.init(configured: configured, managed: Self.managedValue(values[Self.managedKey]))
        }
    }

    /// A managed value as JSON. The managed sources hand a number over as its text (the reader keeps only strings,
    /// booleans and arrays of strings), so a text that spells a decimal number is that number; a scripted source
    /// may hand the number itself. Anything else stays what it is, which the policy cannot read.
    static func managedValue(_ raw: (any Sendable)?) -> JSONValue? {
        switch raw {
        case nil: return nil
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let text as String:
            let spellsANumber = !text.isEmpty && text.allSatisfy { "0123456789.-+eE".contains($0) }
            return spellsANumber ? Double(text).map(JSONValue.number) ?? .string(text) : .string(text)
        default: return .string(String(describing: raw))
        }
    }

    /// Whether a return after `background` in the background covers the page until the user re-authenticates.
    /// A negative time (a clock that went back) counts as the longest: fail closed.
    package func locksOnReturn(after background: Duration) -> Bool {
        guard let lockAfter else { return false }
        return background < .zero || background >= lockAfter
    }
}
