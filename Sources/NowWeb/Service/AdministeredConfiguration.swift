import Foundation
import NowSDK

/// The organisation's managed configuration as a service read it, once, when it was made
/// (``NowWebService/Options/managedConfiguration``): every decision that follows it (the keep-alive, the privacy
/// screen, the app lock) reads this one value, so that they cannot see two different configurations.
package enum AdministeredConfiguration: Sendable {
    /// The organisation sets nothing.
    case none
    /// The configuration could not be read, or holds a value of the wrong type: each decision fails closed.
    case unreadable
    /// The configuration read, with the raw values it was read from (for keys NowSDK does not know).
    case read(NowManagedConfiguration, values: [String: any Sendable])

    /// Reads `source` once.
    package static func read(from source: NowManagedConfiguration.Source) -> AdministeredConfiguration {
        let values = Result { () throws(NowManagedConfiguration.Problem) in try source.values() }
        switch values {
        case .success(nil): return .none
        case .failure: return .unreadable
        case .success(let values?):
            guard let configuration = try? NowManagedConfiguration(values: values) else { return .unreadable }
            return .read(configuration, values: values)
        }
    }

    /// Whether the organisation allows the keep-alive of an active user's session
    /// (`NowManagedConfiguration.sessionKeepAliveAllowed`); not when the configuration cannot be read.
    package var allowsSessionKeepAlive: Bool {
        switch self {
        case .none: true
        case .unreadable: false
        case .read(let configuration, _): configuration.sessionKeepAliveAllowed
        }
    }
}
